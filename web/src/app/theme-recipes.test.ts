import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { system } from '@/components/ui/theme';

/**
 * web/src/components/ui/theme.ts builds the Chakra system with only the recipes the app uses.
 * A component whose recipe is left out renders unstyled, so: for every component imported from
 * '@chakra-ui/react' anywhere in web/src, every recipe Chakra's default theme has for it (and for
 * the Chakra components it renders) must be in our system too.
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

/** Names the app imports from '@chakra-ui/react'. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
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
    for (const part of m[1]!.split(',')) out.set(part.trim().split(/\s+as\s+/).pop()!, m[2]!);
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

  it('has every default recipe of every component the app uses', () => {
    const missing: string[] = [];
    for (const name of used) {
      for (const key of recipeKeys(folders.get(name)!)) {
        const inDefault = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
        const inOurs = system.isRecipe(key) || system.isSlotRecipe(key);
        if (inDefault && !inOurs) missing.push(`${name} → ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the default tokens the pages style with', () => {
    expect(system.token('colors.teal.700')).toBe(defaultSystem.token('colors.teal.700'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
    expect(system.token('fonts.body')).toContain('Inter');
  });
});
