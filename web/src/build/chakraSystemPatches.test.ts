/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chakraSystemPatch, patchSystem, patchTokenDictionary } from './chakraSystemPatches';

const root = path.resolve(__dirname, '../../..');
const chakraEsm = path.join(root, 'node_modules/@chakra-ui/react/dist/esm');

/**
 * Runs `script` (an ES module) next to a copy of Chakra's ESM build, the copy patched the way the
 * build patches it (or not), and returns what it prints. The copy lives under node_modules so its
 * own imports (@pandacss/is-valid-prop…) resolve as in the build.
 */
function runWithChakra(script: string, patched: boolean): unknown {
  const dir = fs.mkdtempSync(path.join(root, 'node_modules/.cache-chakra-steps-'));
  try {
    fs.cpSync(chakraEsm, path.join(dir, 'esm'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    if (patched) {
      for (const file of ['styled-system/system.js', 'styled-system/token-dictionary.js']) {
        const at = path.join(dir, 'esm', file);
        const patch = chakraSystemPatch(path.join(chakraEsm, file))!;
        fs.writeFileSync(at, patch(fs.readFileSync(at, 'utf8')));
      }
    }
    fs.writeFileSync(path.join(dir, 'run.js'), script);
    return JSON.parse(execFileSync(process.execPath, [path.join(dir, 'run.js')], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// What a page sees of a system: every token, the CSS of every token variable, the reset and the
// global styles, and the classes' CSS of a few style objects and recipes (conditions, tokens,
// color palettes, responsive values).
const describeSystem = (make: string) => `
import { defaultBaseConfig } from './esm/preset-base.js';
import { defaultConfig } from './esm/preset.js';
import { createSystem } from './esm/styled-system/system.js';
const system = ${make};
const styles = [
  { color: 'fg.muted', bg: { base: 'teal.700', _dark: 'teal.200' }, px: ['2', '4', null, '8'], _hover: { bg: 'colorPalette.solid' }, colorPalette: 'orange' },
  { textStyle: 'sm', layerStyle: 'fill.muted', animationStyle: 'slide-fade-in', rounded: 'l2', shadow: 'md', mt: '-4', w: 'breakpoint-md' },
];
console.log(JSON.stringify({
  tokens: system.tokens.allTokens.map((t) => [t.name, t.value, t.extensions.condition, t.extensions.cssVar?.ref]),
  global: system._global,
  tokenCss: system.getTokenCss(),
  css: styles.map((s) => system.css(s)),
  button: system.cva(system.getRecipe('button', defaultConfig.theme.recipes.button))({ variant: 'outline', size: 'sm' }),
  token: [system.token('colors.teal.700'), system.token.var('spacing.4'), system.token('colors.fg.muted')],
}));
`;

describe('Chakra createSystem in steps (the build patches Chakra: web/vite.config.ts)', () => {
  const configs = 'defaultBaseConfig, defaultConfig';

  it('gives the same system, step by step, as Chakra builds in one go, and pauses between its phases', () => {
    const original = runWithChakra(describeSystem(`createSystem(${configs})`), false);
    const oneGo = runWithChakra(describeSystem(`createSystem(${configs})`), true);
    const stepped = runWithChakra(
      describeSystem(`(() => {
        const steps = createSystem.steps(${configs});
        let pauses = 0;
        for (let step = steps.next(); ; step = steps.next(), pauses++) if (step.done) { if (pauses < 5) throw new Error('only ' + pauses + ' pauses'); return step.value; }
      })()`),
      true,
    );
    expect((original as { tokens: unknown[] }).tokens.length).toBeGreaterThan(500);
    expect(oneGo).toEqual(original);
    expect(stepped).toEqual(original);
  });

  it('builds the global CSS only when it is read', () => {
    const result = runWithChakra(
      `import { defaultBaseConfig } from './esm/preset-base.js';
       import { createSystem } from './esm/styled-system/system.js';
       const system = createSystem(defaultBaseConfig);
       const before = Object.getOwnPropertyDescriptor(system, '_global');
       console.log(JSON.stringify({ lazy: typeof before.get === 'function', same: system._global === system._global, parts: system._global.length }));`,
      true,
    );
    expect(result).toEqual({ lazy: true, same: true, parts: 3 });
  });

  it('fails loudly on code it does not know, rather than building a different system', () => {
    expect(() => patchSystem('function createSystem(...configs) {}')).toThrow(/system\.js changed/);
    expect(() => patchTokenDictionary('function createTokenDictionary(options) {}')).toThrow(/token-dictionary\.js changed/);
    expect(chakraSystemPatch('/x/node_modules/@chakra-ui/react/dist/esm/styled-system/css.js')).toBeUndefined();
    expect(chakraSystemPatch('C:\\x\\node_modules\\@chakra-ui\\react\\dist\\esm\\styled-system\\system.js?v=1')).toBe(patchSystem);
  });
});
