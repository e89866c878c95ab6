import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { baseSystem } from './theme';

type Recipes = NonNullable<NonNullable<SystemConfig['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>;

/**
 * The base system (theme.ts) with more recipes, sharing everything else with it: the tokens,
 * conditions, css function, the global CSS and the base's recipe functions already built. A second
 * createSystem would build the same token dictionary and CSS again (a 200 ms task on a phone when
 * the first app page loads); recipes are the only part that differs, and Chakra's components reach
 * them only through the functions replaced here (theme-recipes.test.ts compares the result with a
 * system made by createSystem). Recipe keys must be new: the base's are not merged with them.
 */
export function extendSystem(more: { recipes?: Recipes; slotRecipes?: SlotRecipes }): SystemContext {
  const from = baseSystem();
  const theme = from._config.theme ?? {};
  const added = {
    recipes: more.recipes ?? {},
    slotRecipes: more.slotRecipes ?? {},
  };
  for (const key of [...Object.keys(added.recipes), ...Object.keys(added.slotRecipes)]) {
    if (from.hasRecipe(key)) throw new Error(`extendSystem: the base system already has the recipe "${key}"`);
  }
  const recipes = { ...theme.recipes, ...added.recipes };
  const slotRecipes = { ...theme.slotRecipes, ...added.slotRecipes };
  const recipeFns = new Map<string, ReturnType<SystemContext['getRecipeFn']>>();
  const slotRecipeFns = new Map<string, ReturnType<SystemContext['getSlotRecipeFn']>>();
  const isRecipe = (key: string) => Object.hasOwn(recipes, key);
  const isSlotRecipe = (key: string) => Object.hasOwn(slotRecipes, key);
  const overrides: Partial<SystemContext> = {
    _config: { ...from._config, theme: { ...theme, recipes, slotRecipes } },
    getRecipe: ((key: string, fallback?: unknown) => recipes[key] ?? fallback) as SystemContext['getRecipe'],
    getSlotRecipe: ((key: string, fallback?: unknown) => slotRecipes[key] ?? fallback) as SystemContext['getSlotRecipe'],
    getRecipeFn: ((key: string, fallback?: Parameters<SystemContext['getRecipeFn']>[1]) => {
      const recipe = added.recipes[key];
      if (!recipe) return from.getRecipeFn(key, fallback);
      let fn = recipeFns.get(key);
      if (!fn) recipeFns.set(key, (fn = from.cva(recipe)));
      return fn;
    }) as SystemContext['getRecipeFn'],
    getSlotRecipeFn: ((key: string, fallback?: Parameters<SystemContext['getSlotRecipeFn']>[1]) => {
      const recipe = added.slotRecipes[key];
      if (!recipe) return from.getSlotRecipeFn(key, fallback);
      let fn = slotRecipeFns.get(key);
      if (!fn) slotRecipeFns.set(key, (fn = from.sva(recipe)));
      return fn;
    }) as SystemContext['getSlotRecipeFn'],
    isRecipe,
    isSlotRecipe,
    hasRecipe: (key: string) => isRecipe(key) || isSlotRecipe(key),
  };
  const descriptors = Object.fromEntries(Object.entries(overrides).map(([k, value]) => [k, { value, enumerable: true }]));
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(from),
    ...descriptors,
  });
}

/**
 * The whole app's system: theme.ts's plus the recipes of the components only the pages behind
 * AppLayout use (forms, dialogs, stats, progress…). It loads with the first such page, so the
 * home page does not download them.
 */
export const appSystem = extendSystem({
  recipes: {
    checkmark: checkmarkRecipe,
    radiomark: radiomarkRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    avatar: avatarSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    radioCard: radioCardSlotRecipe,
    segmentGroup: segmentGroupSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
  },
});
