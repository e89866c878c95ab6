import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { BUDGET_EXCEEDED_PERCENT, BUDGET_WARNING_PERCENT, setSpendBudgetSchema } from '@contracts/billing';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { UsageBar } from '@/components/ui/UsageBar';
import { getFragmentData, type FragmentType } from '@/gql';
import type { SpendBudgetFieldsFragment } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { formatKsh } from '@/lib/format';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { BillingSummaryQuery, SetSpendBudgetMutation } from '../operations';
import { SpendBudgetFields } from './SpendAlertCard.fragments';

export type BudgetLike = SpendBudgetFieldsFragment;
type BudgetRef = FragmentType<typeof SpendBudgetFields>;

/** The warning shown at 75 % and at 100 % of the monthly budget. */
export function BudgetAlert({ budget: ref }: { budget: BudgetRef }) {
  const budget = getFragmentData(SpendBudgetFields, ref);
  const { t } = useDashboardT();
  if (budget.level === 'none' || budget.monthlyBudgetCents == null) return null;
  const exceeded = budget.level === 'exceeded';
  const limit = formatKsh(budget.monthlyBudgetCents);
  const share = budget.usedPercent != null ? t('billing.budgetShare', { percent: budget.usedPercent.toFixed(0), budget: limit }) : t('billing.budgetOver', { budget: limit });
  return (
    <Alert.Root status={exceeded ? 'error' : 'warning'} role="alert" data-testid="budget-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(exceeded ? 'billing.budgetExceeded' : 'billing.budgetApproaching')}</Alert.Title>
        <Alert.Description>
          {t('billing.budgetSpent', { spent: formatKsh(budget.spentCents), share })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Set, change or remove the monthly KSh budget; shows this month's use of it. */
export function SpendAlertCard({ budget: ref }: { budget: BudgetRef }) {
  const budget = getFragmentData(SpendBudgetFields, ref);
  const { t, apiText, errorText } = useDashboardT();
  const shownThresholds = t('billing.thresholds', { warning: BUDGET_WARNING_PERCENT, exceeded: BUDGET_EXCEEDED_PERCENT });
  const [save, { loading }] = useMutation(SetSpendBudgetMutation, { refetchQueries: [BillingSummaryQuery], awaitRefetchQueries: true });
  const hasBudget = budget.monthlyBudgetCents != null;
  const [value, setValue] = useState(hasBudget ? String(budget.monthlyBudgetCents! / 100) : '');
  const form = useSchemaForm(setSpendBudgetSchema);

  const submit = async (cents: number | null) => {
    try {
      await save({ variables: { input: { monthlyBudgetCents: cents } } });
      notify(
        cents === null
          ? { title: t('toast.spendAlertRemoved'), description: t('toast.spendAlertRemovedText') }
          : { title: t('toast.spendAlertSaved'), description: t('toast.spendAlertSavedText', { thresholds: shownThresholds, amount: formatKsh(cents) }) },
      );
    } catch (err) {
      notify({ title: t('common.error'), description: errorText(err, 'toast.budgetNotSaved'), variant: 'destructive' });
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const cents = value.trim() === '' ? NaN : Math.round(Number(value) * 100);
    const parsed = form.validate({ monthlyBudgetCents: cents });
    if (!parsed) return;
    // The contract lets null through (it removes the budget); setting one needs a number.
    if (parsed.monthlyBudgetCents === null) return form.setError('monthlyBudgetCents', apiText('Budget must be a number'));
    void submit(parsed.monthlyBudgetCents);
  };

  return (
    <Stack gap="4">
      {hasBudget ? (
        <UsageBar
          label={t('billing.thisMonth')}
          percent={budget.usedPercent ?? (budget.level === 'exceeded' ? 100 : 0)}
          valueText={t('billing.spentOf', { spent: formatKsh(budget.spentCents), budget: formatKsh(budget.monthlyBudgetCents!) })}
          detail={`${budget.usedPercent != null ? t('billing.budgetUsed', { percent: budget.usedPercent.toFixed(1) }) : ''}${t('billing.warningsAt', { thresholds: shownThresholds })}`}
          colorByLevel
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('billing.noBudget', { spent: formatKsh(budget.spentCents) })}
        </Text>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('billing.budgetForm')}>
        <FormField label={t('billing.budgetLabel')} helper={t('billing.warnAt', { thresholds: shownThresholds })} error={form.errors.monthlyBudgetCents}>
          <HStack w="full" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input name="monthlyBudget" type="number" inputMode="decimal" min={0} step="any" placeholder={t('billing.budgetPlaceholder')} value={value} onChange={(e) => setValue(e.target.value)} flex="1" minW="32" />
            <Button type="submit" colorPalette="teal" disabled={loading}>
              {loading ? t('common.saving') : hasBudget ? t('billing.update') : t('billing.setBudget')}
            </Button>
            {hasBudget && (
              <Button
                variant="ghost"
                disabled={loading}
                onClick={() => {
                  setValue('');
                  void submit(null);
                }}
              >
                {t('billing.remove')}
              </Button>
            )}
          </HStack>
        </FormField>
      </form>
    </Stack>
  );
}
