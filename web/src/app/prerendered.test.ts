import { clientRenderedPaths, NOT_FOUND, PRERENDERED_PATHS, prerenderedAs } from './prerendered';

describe('which pre-rendered HTML the browser may hydrate', () => {
  it.each([
    ['/', '', '/'],
    ['/pricing', '', '/pricing'],
    ['/promotions', '?', '/promotions'],
    ['/definitely/not/here', '', NOT_FOUND],
    ['/sw/', '', '/sw'],
    ['/sw', '', '/sw'],
    ['/fr/pricing', '', '/fr/pricing'],
    ['/about', '', '/about'],
    ['/sw/about', '', '/sw/about'],
    ['/fr/dpa', '', '/fr/dpa'],
  ])('%s%s is the pre-rendered %s', (path, search, page) => expect(prerenderedAs(path, search)).toBe(page));

  it.each([
    ['/docs', '?tab=api', 'another tab than the pre-rendered default'],
    ['/support', '?category=billing', 'a preselected form'],
    ['/auth', '', 'a page rendered in the browser'],
    ['/dashboard/nope', '', 'a 404 inside the dashboard (no public header and footer)'],
    ['/Pricing', '', 'another spelling than the one pre-rendered'],
    ['/sw/nope', '', 'a 404 in Kiswahili (rendered afresh once its catalogue has loaded)'],
    ['/sw/pricing', '?tab=x', 'a translated page with a query string'],
  ])('%s%s is rendered afresh: %s', (path, search) => expect(prerenderedAs(path, search)).toBeNull());
});

describe('the routes the server answers with the app shell', () => {
  it('are every other route of the app, and none of the pre-rendered ones', () => {
    const client = clientRenderedPaths();
    expect(client).toEqual(expect.arrayContaining(['/auth', '/adminlogin', '/dashboard', '/dashboard/promotions', '/dashboard/settings', '/admin/dashboard']));
    for (const p of [...PRERENDERED_PATHS, '*']) expect(client).not.toContain(p);
  });
});
