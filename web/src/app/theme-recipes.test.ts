import fs from 'node:fs';
import path from 'node:path';
import { createSystem, defaultSystem, type SystemContext } from '@chakra-ui/react';
import { baseSystem } from '@/components/ui/theme';
import { appSystem, extendSystem } from '@/components/ui/theme-app';
import { lazyPagesOf, staticImportGraph } from '@/test/importGraph';

/**
 * web/src/components/ui/theme.ts builds the Chakra system of the public shell and the static
 * pages with only the recipes they use; theme-app.ts adds the rest of the app's. A component whose
 * recipe is left out renders unstyled, so: for every component imported from '@chakra-ui/react'
 * anywhere in web/src, every recipe Chakra's default theme has for it (and for the Chakra
 * components it renders) must be in the app system, and for every component the shell or a static
 * page can render (outside AppLayout, which installs the app system), in the base system too.
 */
const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const componentsDir = path.join(chakraDir, 'dist/esm/components');
const srcDir = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Names the given files (all of the app's by default) import from '@chakra-ui/react'. */
function importedNames(files: Iterable<string> = sourceFiles(srcDir)): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Exported name → component folder, from Chakra's components index. */
function componentFolders(): Map<string, string> {
  const index = fs.readFileSync(path.join(componentsDir, 'index.js'), 'utf8');
  const ns = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '\.\/([\w-]+)\/namespace\.js'/g)) ns.set(m[1]!, m[2]!);
  const out = new Map<string, string>();
  for (const m of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) if (ns.has(m[1]!)) out.set(m[2]!, ns.get(m[1]!)!);
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/([\w-]+)\//g)) {
    for (const part of m[1]!.split(','))
      out.set(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        m[2]!,
      );
  }
  return out;
}

/** Recipe keys used by a component folder and the component folders it imports. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder)) return keys;
  seen.add(folder);
  const dir = path.join(componentsDir, folder);
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const m of code.matchAll(/key: "(\w+)"/g)) keys.add(m[1]!);
    for (const m of code.matchAll(/from '\.\.\/([\w-]+)\//g)) for (const k of recipeKeys(m[1]!, seen)) keys.add(k);
  }
  return keys;
}

describe('Chakra theme recipes', () => {
  const folders = componentFolders();
  const used = [...importedNames()].filter((n) => folders.has(n));

  it('finds the Chakra components the app imports', () => {
    expect(used).toEqual(expect.arrayContaining(['Button', 'Card', 'Table', 'Dialog']));
  });

  const missingIn = (sys: ReturnType<typeof baseSystem>, names: Iterable<string>) => {
    const missing: string[] = [];
    for (const name of names) {
      if (!folders.has(name)) continue;
      for (const key of recipeKeys(folders.get(name)!)) {
        const inDefault = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
        if (inDefault && !sys.isRecipe(key) && !sys.isSlotRecipe(key)) missing.push(`${name} → ${key}`);
      }
    }
    return missing;
  };

  it('the app system has every default recipe of every component the app uses', () => {
    expect(missingIn(appSystem, used)).toEqual([]);
  });

  it('the base system has every recipe the shell and the static public pages can need', () => {
    // The shell (App and what it renders, lazily loaded pieces such as the mobile drawer and the
    // toaster included, but not the pages the route lists load) and each static page.
    const routeLists = (f: string) => !/\/routes\.tsx$|\/app\/router\.tsx$/.test(f);
    const staticPages = lazyPagesOf(path.join(srcDir, 'features/public-site/routes.tsx'), 'export const staticSiteRoutes');
    const files = new Set<string>();
    for (const entry of [path.join(srcDir, 'app/App.tsx'), path.join(srcDir, 'pages/NotFoundPage.tsx'), ...staticPages]) {
      for (const f of staticImportGraph(entry, routeLists).files) files.add(f);
    }
    expect([...files].map((f) => path.relative(srcDir, f))).toEqual(expect.arrayContaining(['components/layout/MobileDrawer.tsx', 'components/ui/toaster.tsx', 'features/public-site/pages/HomePage.tsx']));
    expect(missingIn(baseSystem(), importedNames(files))).toEqual([]);
  });

  it('the app system only adds to the base system', () => {
    for (const key of Object.keys(baseSystem()._config.theme?.recipes ?? {})) expect(appSystem.isRecipe(key)).toBe(true);
    for (const key of Object.keys(baseSystem()._config.theme?.slotRecipes ?? {})) expect(appSystem.isSlotRecipe(key)).toBe(true);
    expect(appSystem.isSlotRecipe('dialog')).toBe(true);
    expect(baseSystem().isSlotRecipe('dialog')).toBe(false);
  });

  it('keeps the default tokens the pages style with', () => {
    expect(baseSystem().token('colors.teal.700')).toBe(defaultSystem.token('colors.teal.700'));
    expect(baseSystem().token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
    expect(baseSystem().token('fonts.body')).toContain('Inter');
  });

  it('the app system answers every recipe exactly as a system createSystem builds with all the recipes', () => {
    // extendSystem shares the base system's tokens and functions instead of building them again:
    // what Chakra's components ask a system for must come out the same as from a full system.
    const base = baseSystem();
    const added = <K extends 'recipes' | 'slotRecipes'>(kind: K) => {
      const baseKeys = new Set(Object.keys(base._config.theme?.[kind] ?? {}));
      return Object.fromEntries(Object.entries(appSystem._config.theme?.[kind] ?? {}).filter(([k]) => !baseKeys.has(k))) as NonNullable<NonNullable<SystemContext['_config']['theme']>[K]>;
    };
    const full: SystemContext = createSystem(base._config, { theme: { recipes: added('recipes'), slotRecipes: added('slotRecipes') } });
    const recipeKeys = Object.keys(full._config.theme?.recipes ?? {});
    const slotKeys = Object.keys(full._config.theme?.slotRecipes ?? {});
    expect(recipeKeys.length).toBeGreaterThan(10);
    expect(slotKeys).toEqual(expect.arrayContaining(['dialog', 'field', 'card', 'accordion']));
    expect(Object.keys(appSystem._config.theme?.recipes ?? {}).sort()).toEqual([...recipeKeys].sort());
    expect(Object.keys(appSystem._config.theme?.slotRecipes ?? {}).sort()).toEqual([...slotKeys].sort());

    // Every variant of every recipe: the class-name-free style object each one resolves to.
    const variantsOf = (variantMap: Record<string, string[]>) => [{}, ...Object.entries(variantMap).flatMap(([k, values]) => values.map((v) => ({ [k]: v })))];
    for (const key of recipeKeys) {
      const mine = appSystem.getRecipeFn(key);
      const theirs = full.getRecipeFn(key);
      expect(mine.variantMap).toEqual(theirs.variantMap);
      for (const props of variantsOf(theirs.variantMap)) expect({ key, props, css: mine(props) }).toEqual({ key, props, css: theirs(props) });
    }
    for (const key of slotKeys) {
      const mine = appSystem.getSlotRecipeFn(key);
      const theirs = full.getSlotRecipeFn(key);
      expect(mine.variantMap).toEqual(theirs.variantMap);
      for (const props of variantsOf(theirs.variantMap)) expect({ key, props, css: mine(props) }).toEqual({ key, props, css: theirs(props) });
    }
    for (const key of [...recipeKeys, ...slotKeys, 'noSuchRecipe']) {
      expect([key, appSystem.isRecipe(key), appSystem.isSlotRecipe(key), appSystem.hasRecipe(key)]).toEqual([key, full.isRecipe(key), full.isSlotRecipe(key), full.hasRecipe(key)]);
      expect(appSystem.getRecipe(key)).toEqual(full.getRecipe(key));
      expect(appSystem.getSlotRecipe(key)).toEqual(full.getSlotRecipe(key));
    }
    expect(appSystem.token('colors.teal.solid')).toBe(full.token('colors.teal.solid'));
    expect(appSystem.css({ color: 'fg.muted', px: '4' })).toEqual(full.css({ color: 'fg.muted', px: '4' }));
  });

  it('refuses to extend a recipe the base system already has (it would not be merged)', () => {
    expect(() => extendSystem({ recipes: { button: {} } })).toThrow(/already has the recipe "button"/);
  });
});
