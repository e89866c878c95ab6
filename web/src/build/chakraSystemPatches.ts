/**
 * Two changes to Chakra's createSystem, made to its code in the build (web/vite.config.ts) because
 * its work is the largest single piece of script every page runs as it starts (bench/README.md):
 *
 * 1. `_global` (the CSS of the reset, the global styles and every token's variable: about half of
 *    createSystem's work) is built on first read instead of with the system. A pre-rendered page
 *    has that CSS in its HTML already and never reads it (web/src/components/ui/theme.ts).
 * 2. The rest can be built in steps: `createSystem.steps(...configs)` is a generator that does the
 *    same work as `createSystem(...configs)` and pauses between its phases (merging the configs,
 *    registering the tokens, resolving their references, the token views, the CSS functions), so
 *    the app can hand the main thread back to the browser between them: as one task it was the
 *    longest task after a public page's first paint (~120 ms on a phone). `createSystem` itself
 *    runs the same generator to its end, so both give the same system (chakraSystemPatches.test.ts).
 *
 * Each patch replaces exact text of Chakra's code and throws when that text is not there (a new
 * Chakra version), so the build fails rather than quietly losing the gain or breaking the system.
 */

type Replacement = [from: string, to: string];

function replaceAll(file: string, code: string, replacements: Replacement[]): string {
  for (const [from, to] of replacements) {
    const at = code.indexOf(from);
    if (at < 0 || code.indexOf(from, at + 1) >= 0) throw new Error(`Chakra's ${file} changed (no single ${JSON.stringify(from.trim().split('\n')[0])}): update web/src/build/chakraSystemPatches.ts`);
    code = code.slice(0, at) + to + code.slice(at + from.length);
  }
  return code;
}

/** Runs a generator to its end and returns its result: the one-go form of a stepped function. */
const RUN_STEPS = `function runSteps(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
`;

/** styled-system/token-dictionary.js: createTokenDictionarySteps, paused between the phases of `build()`. */
export function patchTokenDictionary(code: string): string {
  // The steps below are build()'s body with pauses: check it is still exactly that.
  const build =
    '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    setupViews();\n  }\n';
  if (!code.includes(build)) throw new Error("Chakra's styled-system/token-dictionary.js changed (its build()): update web/src/build/chakraSystemPatches.ts");
  return replaceAll('styled-system/token-dictionary.js', code, [
    ['function createTokenDictionary(options) {', `${RUN_STEPS}function createTokenDictionary(options) {\n  return runSteps(createTokenDictionarySteps(options));\n}\nfunction* createTokenDictionarySteps(options) {`],
    [
      '  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;\n}',
      '  registerMiddleware(...tokenMiddlewares);\n  yield;\n  applyMiddlewares("pre");\n  applyTransforms("pre");\n  addConditionalTokens();\n  addReferences();\n  yield;\n  expandTokenReferences$1();\n  applyMiddlewares("post");\n  applyTransforms("post");\n  yield;\n  setupViews();\n  return dictionary;\n}',
    ],
    ['export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };'],
  ]);
}

/** styled-system/system.js: `createSystem.steps` and the lazy `_global`. */
export function patchSystem(code: string): string {
  return replaceAll('styled-system/system.js', code, [
    ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
    [
      'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
      `${RUN_STEPS}function createSystem(...configs) {\n  return runSteps(createSystemSteps(...configs));\n}\ncreateSystem.steps = createSystemSteps;\nfunction* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n`,
    ],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
    ['  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);', '  yield;\n  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);'],
    ['  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', '  let _global;'],
    ['\n    _global,\n', '\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n'],
  ]);
}

/** The patch for a module of Chakra's ESM build, by its path; undefined for any other module. */
export function chakraSystemPatch(id: string): ((code: string) => string) | undefined {
  const file = id.split('?')[0]!.replaceAll('\\', '/');
  if (file.endsWith('/@chakra-ui/react/dist/esm/styled-system/system.js')) return patchSystem;
  if (file.endsWith('/@chakra-ui/react/dist/esm/styled-system/token-dictionary.js')) return patchTokenDictionary;
  return undefined;
}
