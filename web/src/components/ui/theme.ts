import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { hasPrerenderedGlobalCss } from '@/lib/emotionCache';
import {
  accordionSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  drawerSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (tokens, semantic tokens, text/layer/animation styles, global CSS) with
 * only the recipes of the components the public shell and the static public pages use:
 * `defaultConfig` would ship all ~75 of them in the first chunk of every page. The components the
 * rest of the app adds (forms, dialogs, stats…) have their recipes in theme-app.ts, which loads
 * with the first page that needs them. A component whose recipe is missing renders unstyled:
 * `web/src/app/theme-recipes.test.ts` fails when code imports such a component, so add its
 * recipe here (if the shell or a static page uses it) or there (the names are the recipe keys of
 * Chakra's default theme).
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      drawer: drawerSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The brand font stack, a few global styles and AA-contrast solid fills on top of the theme. */
const customConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', minHeight: '100%' },
    body: { overflowX: 'hidden' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: `'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif`,
        },
        body: {
          value: `'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif`,
        },
        mono: {
          value: `'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace`,
        },
      },
    },
    // Chakra's default solid fills (the 600 shades) give white text less than 4.5:1 contrast;
    // the 700 shades meet WCAG AA for button text everywhere in the app.
    semanticTokens: {
      colors: {
        teal: { solid: { value: '{colors.teal.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
      },
    },
  },
});

let base: SystemContext | undefined;

/**
 * On a pre-rendered page the document already holds the global CSS (the reset, every token's
 * variable, the global styles: web/src/ssr/emotionStyles.ts), for as long as it lives. The app's
 * systems then present none to ChakraProvider, so it neither builds that CSS (the vite build makes
 * `_global` lazy: about half of createSystem's work) nor mounts Emotion <Global>s that would take
 * the page's elements over (moving them restyles the whole page).
 */
const globalCssInDocument = hasPrerenderedGlobalCss();

function withoutGlobalCss(system: SystemContext): SystemContext {
  // Property descriptors, not a spread: a spread would read (and so build) the lazy `_global`.
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    _config: {
      value: { ...system._config, disableLayers: true },
      enumerable: true,
    },
  });
}

const configs = [defaultBaseConfig, themeConfig, customConfig] as const;
const finish = (system: SystemContext) => (base ??= globalCssInDocument ? withoutGlobalCss(system) : system);

/**
 * The system of the public shell and the static public pages. Created on first use, not when the
 * module loads: building it (every token, its CSS variables) is the largest single piece of work
 * the page's JavaScript does, and main.tsx lets the pre-rendered page paint before it starts.
 */
export function baseSystem(): SystemContext {
  return base ?? finish(createSystem(...configs));
}

/** `createSystem.steps`, which the build adds to Chakra (web/src/build/chakraSystemPatches.ts). */
type SystemSteps = (...c: typeof configs) => Generator<void, SystemContext, void>;
const systemSteps = (createSystem as typeof createSystem & { steps?: SystemSteps }).steps;

/**
 * Builds the base system in several tasks, awaiting `pause()` between its phases (boot.tsx): in
 * one go it was the longest task after a public page's first paint (~120 ms on a phone). Without
 * the build's patch (tests, the dev server), in one go.
 */
export async function buildBaseSystem(pause: () => Promise<void>): Promise<void> {
  if (base) return;
  if (!systemSteps) return void baseSystem();
  const steps = systemSteps(...configs);
  let step = steps.next();
  while (!step.done) {
    await pause();
    if (base) return; // built meanwhile by a render that needed it at once
    step = steps.next();
  }
  finish(step.value);
}

let rootSystem: SystemContext | undefined;
const listeners = new Set<() => void>();

/**
 * Makes `next` the system of the whole app (App's ChakraProvider); from then on it stays, so a
 * system with more recipes is installed once, when the first page that needs it loads.
 */
export function installSystem(next: SystemContext) {
  if (rootSystem === next) return;
  rootSystem = next;
  for (const l of listeners) l();
}

/** The system App renders with. */
export function useRootSystem(): SystemContext {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (rootSystem ??= baseSystem()),
    () => (rootSystem ??= baseSystem()),
  );
}
