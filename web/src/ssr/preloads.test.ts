import { chunksOfModules, type ViteManifest } from './preloads';

// The shape of dist/web/.vite/manifest.json: the entry, a lazy layout, a lazy page, shared chunks.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_marketing-2.js'] },
  '_marketing-2.js': { file: 'assets/marketing-2.js' },
  '_card-3.js': { file: 'assets/card-3.js', imports: ['_marketing-2.js'] },
  'src/app/AppLayout.tsx': { file: 'assets/AppLayout-4.js', isDynamicEntry: true, imports: ['_apollo-5.js'] },
  '_apollo-5.js': { file: 'assets/apollo-5.js' },
  'src/features/public-site/pages/PricingPage.tsx': { file: 'assets/PricingPage-6.js', isDynamicEntry: true, imports: ['_card-3.js', '_apollo-5.js'] },
  'src/components/layout/ProductsMenu.tsx': { file: 'assets/ProductsMenu-7.js', isDynamicEntry: true },
};

describe('chunksOfModules', () => {
  it('lists the chunks of the lazy modules a render ran, with their imports, minus what the entry loads', () => {
    const modules = ['src/main.tsx', 'src/app/router.tsx', 'src/app/AppLayout.tsx', 'src/features/public-site/pages/PricingPage.tsx', 'src/lib/format.ts'];
    expect(chunksOfModules(manifest, modules)).toEqual(['assets/AppLayout-4.js', 'assets/apollo-5.js', 'assets/PricingPage-6.js', 'assets/card-3.js']);
  });

  it('lists nothing for a render that ran no lazy module (a menu that was not opened stays out)', () => {
    expect(chunksOfModules(manifest, ['src/app/router.tsx'])).toEqual([]);
  });
});
