import { assembleDocument, prerenderedFileName, withModulePreloads } from './document';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Mawingu Cloud — S3-compatible storage in Kenya</title>
    <meta name="description" content="Default description." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts = {
  page: '/pricing',
  attribute: 'data-prerendered',
  html: '<header>Header</header><main><h1>Pricing</h1></main>',
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  meta: { title: 'Pricing | Mawingu Cloud', description: 'Prices in "KSh" & more' },
  preloads: ['assets/PricingPage-1.js', 'assets/AppLayout-2.js'],
};

describe('assembleDocument', () => {
  it('puts the page into the built index.html: title, description, preloads, CSS and markup', () => {
    const doc = assembleDocument(template, parts);
    expect(doc).toContain('<title>Pricing | Mawingu Cloud</title>');
    expect(doc).toContain('<meta name="description" content="Prices in &quot;KSh&quot; &amp; more" />');
    expect(doc).toContain('<div id="root" data-prerendered="/pricing"><header>Header</header><main><h1>Pricing</h1></main></div>');
    expect(doc).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    const head = doc.slice(0, doc.indexOf('</head>'));
    expect(head).toContain(parts.styles);
    // The chunks to hydrate are a list the entry script fetches after the first paint, not modulepreloads.
    expect(head).not.toContain('modulepreload');
    const list = /<script type="application\/json" id="mw-after-paint">(.*?)<\/script>/.exec(head);
    expect(JSON.parse(list![1]!)).toEqual(['assets/PricingPage-1.js', 'assets/AppLayout-2.js']);
  });

  it('keeps the template title when the page sets none, and takes "$" in markup literally', () => {
    const doc = assembleDocument(template, { ...parts, meta: {}, html: '<p>KSh $& $1</p>' });
    expect(doc).toContain('<title>Mawingu Cloud — S3-compatible storage in Kenya</title>');
    expect(doc).toContain('<p>KSh $& $1</p>');
  });

  it('escapes < in the chunk list so it cannot end its <script> element', () => {
    const doc = assembleDocument(template, { ...parts, preloads: ['assets/</script><script>alert(1)</script>.js'] });
    expect(doc).not.toContain('</script><script>alert(1)');
    expect(doc).toContain('\\u003c/script>');
  });

  it('fails when the template has no empty #root to fill', () => {
    expect(() => assembleDocument(template.replace('<div id="root"></div>', '<div id="app"></div>'), parts)).toThrow('empty <div id="root">');
  });
});

describe('withModulePreloads', () => {
  it('adds a modulepreload per chunk to <head>, once', () => {
    const once = withModulePreloads(template, ['assets/boot-1.js', 'assets/react-2.js']);
    expect(once).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js"><link rel="modulepreload" crossorigin href="/assets/react-2.js"></head>');
    expect(withModulePreloads(once, ['assets/boot-1.js'])).toBe(once);
  });
});

describe('prerenderedFileName', () => {
  it.each([
    ['/', 'home.html'],
    ['/pricing', 'pricing.html'],
    ['/a/b', 'a_b.html'],
    ['*', '404.html'],
  ])('%s → %s', (page, file) => expect(prerenderedFileName(page)).toBe(file));
});
