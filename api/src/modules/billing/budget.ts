import { BUDGET_EXCEEDED_PERCENT, BUDGET_WARNING_PERCENT, type BudgetLevel } from '../../contracts/billing';

/**
 * The spend alert (pure): warning at 75 % of the monthly budget, exceeded at 100 %. A budget of
 * 0 means "tell me about any spend": exceeded as soon as anything is spent. No budget: none.
 */
export function budgetStatus(monthlyBudgetCents: number | null, spentCents: number) {
  if (monthlyBudgetCents === null) return { monthlyBudgetCents: null, spentCents, usedPercent: null, level: 'none' as BudgetLevel };
  if (monthlyBudgetCents === 0) return { monthlyBudgetCents, spentCents, usedPercent: null, level: (spentCents > 0 ? 'exceeded' : 'none') as BudgetLevel };
  const used = (spentCents / monthlyBudgetCents) * 100;
  const level: BudgetLevel = used >= BUDGET_EXCEEDED_PERCENT ? 'exceeded' : used >= BUDGET_WARNING_PERCENT ? 'warning' : 'none';
  return { monthlyBudgetCents, spentCents, usedPercent: Math.round(used * 10) / 10, level };
}
