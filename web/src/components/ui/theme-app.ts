import {
  alertSlotRecipe,
  avatarSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  textareaRecipe,
} from "@chakra-ui/react/theme";
import { extendSystem } from "./theme";

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
    nativeSelect: nativeSelectSlotRecipe,
    radioCard: radioCardSlotRecipe,
    segmentGroup: segmentGroupSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
  },
});
