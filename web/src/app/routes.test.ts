import path from 'node:path';
import { lazyPagesOf, staticImportGraph } from '@/test/importGraph';

/**
 * The home page's JavaScript budget (bench/bundle-size.ts, issue: / loads <= 150 KiB gzipped)
 * depends on the shell and the static public pages loading no Apollo Client: they sit outside the
 * app layout (router.tsx, AppLayout.tsx), so an Apollo hook there would also crash the page.
 */
const src = path.resolve(__dirname, '..');
const apolloIn = (file: string) => [...staticImportGraph(file).packages].filter((p) => p.startsWith('@apollo/'));

describe('what the public shell loads', () => {
  const staticPages = lazyPagesOf(path.join(src, 'features/public-site/routes.tsx'), 'export const staticSiteRoutes');

  it('finds the static pages, the home page among them', () => {
    const names = staticPages.map((f) => path.basename(f));
    expect(names).toEqual(expect.arrayContaining(['HomePage.tsx', 'ProductsPage.tsx', 'DocsPage.tsx', 'InfoPage.tsx']));
    expect(names).not.toContain('PricingPage.tsx');
  });

  it.each(['app/App.tsx', 'main.tsx', 'boot.tsx'])('%s loads no Apollo Client up front', (file) => {
    expect(apolloIn(path.join(src, file))).toEqual([]);
  });

  it('no static public page imports Apollo Client', () => {
    const offenders = staticPages.filter((f) => apolloIn(f).length > 0).map((f) => path.relative(src, f));
    expect(offenders).toEqual([]);
  });

  it('the pages inside AppLayout do use it (the check can see an import)', () => {
    const pricing = lazyPagesOf(path.join(src, 'features/public-site/routes.tsx'), 'export const publicSiteRoutes');
    expect(pricing.some((f) => apolloIn(f).length > 0)).toBe(true);
  });
});
