import fs from 'node:fs';
import path from 'node:path';
import { importsOf } from './test/importGraph';

/**
 * Who may import whom in the web app (docs/architecture.md, "Web layers"), as the server's
 * api/src/layering.test.ts does for the API. Three layers:
 * - a feature (`features/<name>/`): one area's pages, operations, components and texts;
 * - shared code (`components/`, `lib/`, `i18n/`, `config/`, `gql/`, `build/`, `test/`): knows no
 *   feature and no page;
 * - the composition (`app/`, `pages/`, `ssr/`, the entry files main.tsx, boot.tsx,
 *   entry-server.tsx): routes, layouts and catalogues made of features.
 * Features have no public face: what two features need is shared code. Every import counts
 * (type-only, dynamic, `export … from`, a `declare module` augmentation), tests included.
 */
const webSrc = __dirname;
const repoRoot = path.resolve(webSrc, '../..');
const CONTRACTS = path.join(repoRoot, 'api/src/contracts');

const SHARED = ['components', 'lib', 'i18n', 'config', 'gql', 'build', 'test'];
const COMPOSITION = ['app', 'pages', 'ssr'];

type Layer = { kind: 'feature'; name: string } | { kind: 'shared'; name: string } | { kind: 'composition' } | { kind: 'contracts' } | { kind: 'outside' };

const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/** The layer of a path (a file, or an import's target without its extension). */
export function layerOf(file: string): Layer {
  if (inside(file, CONTRACTS)) return { kind: 'contracts' };
  if (!inside(file, webSrc)) return { kind: 'outside' };
  const [top, second] = path.relative(webSrc, file).split(path.sep);
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (SHARED.includes(top!)) return { kind: 'shared', name: top! };
  // app/, pages/, ssr/ and the files at the root of web/src (main.tsx, boot.tsx, entry-server.tsx).
  if (COMPOSITION.includes(top!) || second === undefined) return { kind: 'composition' };
  return { kind: 'outside' };
}

/**
 * The rules one file breaks, as readable lines (empty when it keeps them all):
 * - a feature imports no other feature (move what both need into shared code);
 * - a feature imports nothing of the composition (app/, pages/, ssr/, the entry files);
 * - shared code imports no feature and nothing of the composition;
 * - web code imports only web/src and the shared contracts (api/src/contracts), never the server.
 */
export function violationsOf(file: string, text: string): string[] {
  const rel = path.relative(repoRoot, file);
  const from = layerOf(file);
  const found: string[] = [];
  for (const { spec, target } of importsOf(file, text)) {
    if (target === null) continue;
    const to = layerOf(target);
    if (to.kind === 'outside') found.push(`${rel} imports '${spec}': web code imports only web/src and the shared contracts (api/src/contracts)`);
    else if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name)
      found.push(`${rel} imports '${spec}' of features/${to.name}: features do not import each other (move what both need into lib/, components/ or i18n/)`);
    else if (from.kind === 'feature' && to.kind === 'composition') found.push(`${rel} imports '${spec}': a feature does not import the app (app/, pages/, ssr/, the entry files)`);
    else if (from.kind === 'shared' && to.kind === 'feature') found.push(`${rel} imports '${spec}' of features/${to.name}: shared code (${from.name}/) imports no feature`);
    else if (from.kind === 'shared' && to.kind === 'composition') found.push(`${rel} imports '${spec}': shared code (${from.name}/) does not import the app (app/, pages/, ssr/, the entry files)`);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('web layering', () => {
  const files = sourceFiles(webSrc);

  it('scans every layer (a scan that reads nothing proves nothing)', () => {
    expect(files.length).toBeGreaterThan(300);
    for (const f of ['features/competition/PromotionsPage.tsx', 'components/layout/PublicHeader.tsx', 'lib/auth/session.ts', 'i18n/public/messages.ts', 'app/router.tsx', 'main.tsx']) {
      expect(files).toContain(path.join(webSrc, f));
    }
  });

  it('finds no feature importing another feature or the app, and no shared code importing either', () => {
    expect(files.flatMap((f) => violationsOf(f, fs.readFileSync(f, 'utf8')))).toEqual([]);
  });

  describe('the rules themselves', () => {
    const at = (rel: string) => path.join(webSrc, rel);

    it.each([
      ['features/competition/PromotionsPage.tsx', "import en from '@/features/public-site/i18n/en/home';", /features do not import each other/],
      ['features/admin/AdminLayout.tsx', "import { useSignOut } from '../auth/useSignOut';", /features do not import each other/],
      ['features/dashboard/routes.tsx', "const page = () => import('@/features/account/SettingsPage');", /features do not import each other/],
      ['features/account/settings/ProfileTab.tsx', "import type { SignedInUser } from '@/features/auth/RegisterForm';", /features do not import each other/],
      ['features/competition/i18n/parts.ts', "import type promotions from './en/promotions';\ndeclare module '@/features/public-site/i18n/parts' { interface SiteMessages { p: typeof promotions } }", /features do not import each other/],
      ['features/competition/statusCard.test.tsx', "export { ME } from '@/features/auth/fixtures';", /features do not import each other/],
      ['features/auth/routes.tsx', "import { lazyPage } from '@/app/lazyPage';", /a feature does not import the app/],
      ['features/public-site/pages/HomePage.tsx', "import NotFoundPage from '@/pages/NotFoundPage';", /a feature does not import the app/],
      ['components/layout/PublicHeader.tsx', "import { useCurrentUser } from '@/features/auth/useCurrentUser';", /shared code \(components\/\) imports no feature/],
      ['components/layout/Footer.tsx', "import en from '../../features/public-site/i18n/en/common';", /shared code \(components\/\) imports no feature/],
      ['i18n/locales/en.ts', "import { competitionEn } from '../../features/competition/messages/en';", /shared code \(i18n\/\) imports no feature/],
      ['lib/graphql/request.test.ts', "import { PriceListQuery } from '@/features/public-site/operations';", /shared code \(lib\/\) imports no feature/],
      ['test/render.tsx', "import type { SessionUser } from '@/features/auth/session';", /shared code \(test\/\) imports no feature/],
      ['components/ui/theme.ts', "import { hasPrerenderedGlobalCss } from '@/app/emotionCache';", /shared code \(components\/\) does not import the app/],
      ['lib/prefetch.ts', "import { main } from '../main';", /shared code \(lib\/\) does not import the app/],
      ['features/billing/api.ts', "import { config } from '../../../../api/src/config/config';", /imports only web\/src and the shared contracts/],
    ])('%s: %s is refused', (file, source, message) => {
      const found = violationsOf(at(file), source);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(message);
    });

    it.each([
      ['features/competition/PromotionsPage.tsx', "import en from './i18n/en/promotions';\nimport { useCurrentUser } from '@/lib/auth/useCurrentUser';\nimport { useMessages } from '@/i18n/public/messages';"],
      ['features/auth/routes.tsx', "import { lazyPage } from '@/lib/lazyPage';\nimport { loginSchema } from '@contracts/auth';\nimport { Button } from '@chakra-ui/react';"],
      ['features/public-site/i18n/parts.ts', "import type home from './en/home';\ndeclare module '@/i18n/public/messages' { interface PublicMessages { home: typeof home } }"],
      ['components/layout/PublicHeader.tsx', "import { useSignOut } from '@/lib/auth/useSignOut';\nimport en from '@/i18n/public/en/common';"],
      ['i18n/locales/api/en.ts', "import { API_MESSAGES } from '../../../../../api/src/contracts/api-messages';"],
      ['app/router.tsx', "import { authRoutes } from '@/features/auth/routes';\nconst site = () => import('@/features/public-site/i18n/sw');"],
      ['app/publicCatalogues/sw.ts', "import site from '@/features/public-site/i18n/sw';\nimport competition from '@/features/competition/i18n/sw';"],
      ['pages/NotFoundPage.tsx', "import { HomePage } from '@/features/public-site/pages/HomePage';"],
      ['main.tsx', "import { PRERENDERED_ATTRIBUTE } from './lib/prerenderedAttribute';\nconst boot = () => import('./boot');"],
      ['features/dashboard/OverviewPage.tsx', "// import { x } from '@/features/account/operations';\nconst text = \"import y from '@/app/router'\";"],
    ])('%s: allowed imports pass', (file, source) => {
      expect(violationsOf(at(file), source)).toEqual([]);
    });

    it('finds every broken edge of a synthetic import graph, and only those', () => {
      const graph: Record<string, string> = {
        'features/shop/CartPage.tsx': "import { useCurrentUser } from '@/lib/auth/useCurrentUser';\nimport { Price } from '@/features/catalogue/Price';",
        'features/catalogue/Price.tsx': "import { Money } from '@/components/ui/Money';\nimport { routes } from '@/app/router';",
        'components/ui/Money.tsx': "import { formatKsh } from '@/lib/format';",
        'lib/format.ts': "import { CartPage } from '../features/shop/CartPage';",
        'app/router.tsx': "import { CartPage } from '@/features/shop/CartPage';",
      };
      const found = Object.entries(graph).flatMap(([file, source]) => violationsOf(at(file), source));
      expect(found).toEqual([
        expect.stringMatching(/^web\/src\/features\/shop\/CartPage\.tsx imports '@\/features\/catalogue\/Price' of features\/catalogue: features do not import each other/),
        expect.stringMatching(/^web\/src\/features\/catalogue\/Price\.tsx imports '@\/app\/router': a feature does not import the app/),
        expect.stringMatching(/^web\/src\/lib\/format\.ts imports '\.\.\/features\/shop\/CartPage' of features\/shop: shared code \(lib\/\) imports no feature/),
      ]);
    });
  });
});
