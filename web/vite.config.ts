import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chakraSystemPatch } from './src/build/chakraSystemPatches';
import { SESSION_HINT_SCRIPT, SESSION_HINT_STYLE } from '../api/src/contracts/session-hint';

/**
 * Codegen's client preset looks documents up at run time in one map of every operation in the app
 * (web/src/gql/gql.ts), and all documents live in one module (gql/graphql.ts), so the first page
 * ships every query of every area. This build step does what the preset's babel/swc plugin is for:
 * each `graphql(`…`)` whose text is a key of that map is replaced by the document object itself
 * (the same JSON graphql() would return, copied from gql/graphql.ts), so each chunk carries only
 * the documents it uses. Anything it does not recognise is left untouched.
 */
function inlineGraphqlDocuments(): Plugin {
  const gqlDir = path.resolve(__dirname, 'src/gql');
  let cache: { key: string; map: Map<string, string> } | undefined;
  const documents = () => {
    const files = ['gql.ts', 'graphql.ts'].map((f) => path.join(gqlDir, f));
    const key = files.map((f) => fs.statSync(f).mtimeMs).join(':');
    if (cache?.key === key) return cache.map;
    const [gql, types] = files.map((f) => fs.readFileSync(f, 'utf8')) as [string, string];
    const json = new Map<string, string>();
    for (const m of types.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) json.set(m[1]!, m[2]!);
    const body = /const documents[^=]*=\s*\{([\s\S]*?)\n\};/.exec(gql)?.[1] ?? '';
    const map = new Map<string, string>();
    for (const m of body.matchAll(/^\s*("(?:[^"\\]|\\.)*")\s*:\s*types\.(\w+),?\s*$/gm)) {
      const doc = json.get(m[2]!);
      if (doc) map.set(JSON.parse(m[1]!) as string, doc);
    }
    cache = { key, map };
    return map;
  };
  return {
    name: 'inline-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/web\/src\/(?!gql\/).*\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      const map = documents();
      let changed = false;
      const out = code.replace(/\bgraphql\(`((?:[^`\\$]|\$(?!\{))*)`\)/g, (whole, text: string) => {
        const doc = map.get(text);
        if (!doc) return whole;
        changed = true;
        // An operation that spreads no fragment is its own complete source: keep it as loc.source
        // (as graphql's parser would), so graphqlRequest sends it without bundling a printer.
        const source = /\.\.\.\s*(?!on\b)[_A-Za-z]/.test(text) ? '' : `,"loc":{"start":0,"end":${text.length},"source":{"body":${JSON.stringify(text)}}}`;
        return `(${doc.slice(0, -1)}${source}})`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * For the build-time render (entry-server.tsx): each module of web/src records its own path when
 * it runs, so web/prerender.ts knows which of the client build's lazy chunks a page used and
 * lists them as <link rel="modulepreload"> in its HTML (the browser loads them before hydrating).
 * The paths are the keys of the client build's manifest (relative to web/).
 */
function recordRenderedModules(): Plugin {
  const src = path.resolve(__dirname, 'src') + path.sep;
  return {
    name: 'record-rendered-modules',
    transform(code, id) {
      if (!id.startsWith(src) || !/\.tsx?$/.test(id)) return null;
      const key = JSON.stringify(path.relative(__dirname, id).split(path.sep).join('/'));
      return { code: `globalThis.__renderedModules?.add(${key});\n${code}`, map: null };
    },
  };
}

/**
 * Chakra's createSystem, patched in the build (web/src/build/chakraSystemPatches.ts): its global
 * CSS built on first read, and `createSystem.steps` to build a system in several tasks. The build
 * fails if the patches no longer apply, or if Chakra's createSystem is not in it at all.
 */
function patchChakraSystem(): Plugin {
  const patched = new Set<string>();
  return {
    name: 'patch-chakra-system',
    apply: 'build',
    buildEnd(error) {
      if (!error && patched.size < 2) this.error(`patchChakraSystem: Chakra's createSystem was not in the build (patched: ${[...patched].join(', ') || 'nothing'})`);
    },
    transform(code, id) {
      const patch = chakraSystemPatch(id);
      if (!patch) return null;
      try {
        code = patch(code);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      patched.add(path.basename(id.split('?')[0]!));
      return { code, map: null };
    },
  };
}

/**
 * The signed-in hint's script and style in every page's <head> (contracts/session-hint.ts): the
 * header of a pre-rendered page shows a signed-in visitor's name before the app's code arrives.
 */
function sessionHint(): Plugin {
  return {
    name: 'session-hint',
    transformIndexHtml: () => [
      { tag: 'script', children: SESSION_HINT_SCRIPT, injectTo: 'head' },
      { tag: 'style', children: SESSION_HINT_STYLE, injectTo: 'head' },
    ],
  };
}

const alias = {
  '@': path.resolve(__dirname, 'src'),
  // Shared contracts: zod schemas, constants and the pure pricing engine (no I/O), so the web never
  // re-implements a rule the server enforces.
  '@contracts': path.resolve(__dirname, '../api/src/contracts'),
};

// react-router's package exports only its development build (dev-only warnings and messages); the
// production build it ships next to it has the same API without them: less JavaScript on every page.
const reactRouterDist = path.resolve(__dirname, '../node_modules/react-router/dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

// Chakra's define* helpers are identity functions (v => v) without a pure annotation, so every
// recipe of its default theme stayed in the first chunk even when web/src/components/ui/theme.ts
// uses only a few: marking the calls pure lets the unused recipes be dropped.
const treeshake = { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineStyle'] };

/**
 * The web app: built into dist/web and served by the API server on the same port. A second build
 * (`vite build --ssr src/entry-server.tsx`, see package.json's build:web) bundles the same code
 * for Node into dist/ssr, which web/prerender.ts runs to pre-render the public pages
 * (docs/architecture.md, "Pre-rendered public pages").
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: __dirname,
        plugins: [inlineGraphqlDocuments(), patchChakraSystem(), react(), recordRenderedModules()],
        resolve: { alias },
        // One self-contained file: web/prerender.ts imports a fresh copy of it for every page,
        // so no page renders with module state (the installed theme…) left by the one before.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: path.resolve(__dirname, '../dist/ssr'),
          emptyOutDir: true,
          sourcemap: false,
          rolldownOptions: {
            treeshake,
            // Lazy pages stay lazy inside the one file (their modules run on first import), so
            // the modules a page records are the ones it used.
            output: { codeSplitting: false, entryFileNames: 'entry-server.mjs' },
          },
        },
      }
    : {
        root: __dirname,
        plugins: [inlineGraphqlDocuments(), patchChakraSystem(), react(), sessionHint()],
        resolve: { alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...reactRouterProduction] },
        build: {
          outDir: path.resolve(__dirname, '../dist/web'),
          emptyOutDir: true,
          sourcemap: false,
          // dist/web/.vite/manifest.json: which chunks each lazy module needs (web/prerender.ts).
          manifest: true,
          // Every browser the app supports (ES modules, React 19) has <link rel=modulepreload> but
          // Safari before 17, which then simply loads the modules on import: no polyfill in the entry.
          modulePreload: { polyfill: false },
          chunkSizeWarningLimit: 800,
          rolldownOptions: {
            treeshake,
            output: {
              // The marketing pages' shared sections and copy (hero, CTA band, product/customer/trust
              // content, the price table) in one chunk instead of a dozen tiny ones: the home page loads
              // them all anyway, and one file compresses ≈ 4 KiB better than many (bench/bundle-size.ts).
              // The code block (docs, products, security) and the tab parameter hook are not on the home
              // page: they stay with the pages that use them.
              codeSplitting: {
                // boot.tsx imports this chunk anyway, so the few small modules every public page shares
                // (brand, page meta, a few Chakra parts and anatomies, the fieldset's among them) join it rather than travel as
                // eight tiny files (≈ 0.5 KiB less on the home page, bench/bundle-size.ts).
                groups: [
                  {
                    name: 'marketing',
                    test: /web\/src\/features\/public-site\/(components\/(?!CodeBlock|useTabParam)|content\/(products|customers|trust)\.ts|pricing\/(PriceTable|priceText))|web\/src\/(config\/brand|lib\/usePageMeta)\.ts|@chakra-ui\/react\/dist\/esm\/components\/(simple-grid|card|badge)\/|@zag-js\/(anatomy\/dist\/create-anatomy|clipboard\/dist\/clipboard\.anatomy|accordion\/dist\/accordion\.anatomy)\.mjs|@ark-ui\/react\/dist\/components\/fieldset\/fieldset\.anatomy\.js/,
                  },
                ],
              },
            },
          },
        },
        server: {
          port: 5173,
          proxy: { '/api': 'http://localhost:4000', '/graphql': 'http://localhost:4000' },
        },
      },
);
