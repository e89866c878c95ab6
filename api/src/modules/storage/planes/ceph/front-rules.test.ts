import { answerHeaders, forwardedHeaders, frontRequestOf } from './front-rules';

describe('the front of RGW: reading a request', () => {
  it('tells anonymous requests from signed and presigned ones', () => {
    expect(frontRequestOf('GET', '/mw7:site/index.html', {}, null).anonymous).toBe(true);
    expect(frontRequestOf('GET', '/mw7:site/index.html', { authorization: 'AWS4-HMAC-SHA256 Credential=…' }, null).anonymous).toBe(false);
    expect(frontRequestOf('GET', '/mw7:site/index.html?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=ab', {}, null).anonymous).toBe(false);
    expect(frontRequestOf('GET', '/mw7:site/index.html?AWSAccessKeyId=K&Signature=s&Expires=1', {}, null).anonymous).toBe(false);
  });

  it('reads the bucket and the key path-style and virtual-hosted, decoded', () => {
    expect(frontRequestOf('GET', '/mw7%3Asite/img/a%20b.png', {}, null)).toMatchObject({ bucket: 'mw7:site', key: 'img/a b.png', objectRead: true });
    expect(frontRequestOf('GET', '/mw7:site', {}, null)).toMatchObject({ bucket: 'mw7:site', key: null, objectRead: false });
    expect(frontRequestOf('GET', '/', {}, null)).toMatchObject({ bucket: null, key: null });
    expect(frontRequestOf('GET', '/img/a.png', { host: 'site.s3.example.co.ke:443' }, 's3.example.co.ke')).toMatchObject({ bucket: 'site', key: 'img/a.png', objectRead: true });
    expect(frontRequestOf('GET', '/site/img/a.png', { host: 's3.example.co.ke' }, 's3.example.co.ke')).toMatchObject({ bucket: 'site', key: 'img/a.png' });
  });

  it('counts only an object’s content as a read, not its sub-resources nor writes', () => {
    expect(frontRequestOf('HEAD', '/b/k?versionId=3', {}, null).objectRead).toBe(true);
    expect(frontRequestOf('GET', '/b/k?response-content-disposition=inline&X-Amz-Signature=x', {}, null).objectRead).toBe(true);
    expect(frontRequestOf('GET', '/b/k?tagging', {}, null).objectRead).toBe(false);
    expect(frontRequestOf('GET', '/b/k?acl', {}, null).objectRead).toBe(false);
    expect(frontRequestOf('GET', '/b/k?uploadId=1', {}, null).objectRead).toBe(false);
    expect(frontRequestOf('PUT', '/b/k', {}, null).objectRead).toBe(false);
  });
});

describe('the front of RGW: headers', () => {
  it('forwards the signed headers as they came, drops hop-by-hop ones and Expect, and names the client', () => {
    const out = forwardedHeaders(
      { host: 's3.example:9000', authorization: 'AWS4…', 'x-amz-date': '20261201T000000Z', connection: 'keep-alive', expect: '100-continue', 'transfer-encoding': 'chunked', 'x-forwarded-for': '6.6.6.6' },
      '197.248.1.10',
    );
    expect(out).toEqual({ host: 's3.example:9000', authorization: 'AWS4…', 'x-amz-date': '20261201T000000Z', 'x-forwarded-for': '197.248.1.10' });
  });

  const read = (key: string, anonymous: boolean) => ({ anonymous, bucket: 'mw7:site', key, objectRead: true });

  it('serves page-like types as attachments, public scripts too, never sniffed and sandboxed', () => {
    expect(answerHeaders(read('docs/index.html', true), 200, { 'content-type': 'text/html', 'content-length': '12' })).toMatchObject({
      'content-type': 'text/html',
      'content-length': '12',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'content-disposition': "attachment; filename*=UTF-8''index.html",
    });
    expect(answerHeaders(read('logo.svg', false), 200, { 'content-type': 'image/svg+xml' })['content-disposition']).toBe("attachment; filename*=UTF-8''logo.svg");
    expect(answerHeaders(read('app.js', true), 200, { 'content-type': 'application/javascript' })['content-disposition']).toBe("attachment; filename*=UTF-8''app.js");
    // A signed read of a script is the owner's: served as stored.
    expect(answerHeaders(read('app.js', false), 200, { 'content-type': 'application/javascript' })['content-disposition']).toBeUndefined();
    // Inline asked for by the uploader is not honoured for a page.
    expect(answerHeaders(read('a.html', true), 206, { 'content-type': 'text/html', 'content-disposition': 'inline' })['content-disposition']).toBe("attachment; filename*=UTF-8''a.html");
    const image = answerHeaders(read('a.png', true), 200, { 'content-type': 'image/png' });
    expect(image).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' });
    expect(image['content-disposition']).toBeUndefined();
  });

  it('leaves XML answers (listings, errors, sub-resources) as RGW wrote them, but never sniffed', () => {
    const listing = answerHeaders({ anonymous: true, bucket: 'b', key: null, objectRead: false }, 200, { 'content-type': 'application/xml', connection: 'keep-alive' });
    expect(listing).toEqual({ 'content-type': 'application/xml', 'x-content-type-options': 'nosniff' });
    expect(answerHeaders(read('a.html', true), 403, { 'content-type': 'application/xml' })['content-disposition']).toBeUndefined();
  });
});
