import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { BUDGET_EXCEEDED_PERCENT, BUDGET_WARNING_PERCENT, setSpendBudgetSchema } from '@contracts/billing';
import { notify } from '@/components/ui/toaster';
import { UsageBar } from '@/components/ui/UsageBar';
import type { BudgetLevel } from '@/gql/graphql';
import { errorMessage, formatKsh } from '@/lib/format';
import { BillingSummaryQuery, SetSpendBudgetMutation } from '../operations';

export interface BudgetLike {
  monthlyBudgetCents?: number | null;
  spentCents: number;
  usedPercent?: number | null;
  level: BudgetLevel;
}

const thresholds = `${BUDGET_WARNING_PERCENT}% and ${BUDGET_EXCEEDED_PERCENT}%`;

/** The warning shown at 75 % and at 100 % of the monthly budget. */
export function BudgetAlert({ budget }: { budget: BudgetLike }) {
  if (budget.level === 'none' || budget.monthlyBudgetCents == null) return null;
  const exceeded = budget.level === 'exceeded';
  const share = budget.usedPercent != null ? `${budget.usedPercent.toFixed(0)}% of your ${formatKsh(budget.monthlyBudgetCents)} budget` : `over your ${formatKsh(budget.monthlyBudgetCents)} budget`;
  return (
    <Alert.Root status={exceeded ? 'error' : 'warning'} role="alert" data-testid="budget-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{exceeded ? 'Monthly budget exceeded' : 'Approaching your monthly budget'}</Alert.Title>
        <Alert.Description>
          You have spent {formatKsh(budget.spentCents)} this month: {share}.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Set, change or remove the monthly KSh budget; shows this month's use of it. */
export function SpendAlertCard({ budget }: { budget: BudgetLike }) {
  const [save, { loading }] = useMutation(SetSpendBudgetMutation, { refetchQueries: [BillingSummaryQuery], awaitRefetchQueries: true });
  const hasBudget = budget.monthlyBudgetCents != null;
  const [value, setValue] = useState(hasBudget ? String(budget.monthlyBudgetCents! / 100) : '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (cents: number | null) => {
    try {
      await save({ variables: { input: { monthlyBudgetCents: cents } } });
      notify({
        title: cents === null ? 'Spend alert removed' : 'Spend alert saved',
        description: cents === null ? 'You will no longer be warned about your monthly spending.' : `We will warn you at ${thresholds} of ${formatKsh(cents)} a month.`,
      });
    } catch (err) {
      notify({ title: 'Error', description: errorMessage(err, 'The budget could not be saved'), variant: 'destructive' });
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const cents = value.trim() === '' ? NaN : Math.round(Number(value) * 100);
    const parsed = setSpendBudgetSchema.safeParse({ monthlyBudgetCents: cents });
    if (!parsed.success || parsed.data.monthlyBudgetCents === null) {
      setError(parsed.success ? 'Budget must be a number' : (parsed.error.issues[0]?.message ?? 'Budget must be a number'));
      return;
    }
    setError(null);
    void submit(parsed.data.monthlyBudgetCents);
  };

  return (
    <Stack gap="4">
      {hasBudget ? (
        <UsageBar
          label="This month"
          percent={budget.usedPercent ?? (budget.level === 'exceeded' ? 100 : 0)}
          valueText={`${formatKsh(budget.spentCents)} of ${formatKsh(budget.monthlyBudgetCents!)}`}
          detail={`${budget.usedPercent != null ? `${budget.usedPercent.toFixed(1)}% of your budget · ` : ''}warnings at ${thresholds}`}
          colorByLevel
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No budget set. Spent this month so far: {formatKsh(budget.spentCents)}.
        </Text>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Monthly budget">
        <Field.Root invalid={!!error}>
          <Field.Label>Monthly budget (KSh)</Field.Label>
          <HStack w="full" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input name="monthlyBudget" type="number" inputMode="decimal" min={0} step="any" placeholder="e.g. 5000" value={value} onChange={(e) => setValue(e.target.value)} flex="1" minW="32" />
            <Button type="submit" colorPalette="teal" disabled={loading}>
              {loading ? 'Saving...' : hasBudget ? 'Update' : 'Set Budget'}
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
                Remove
              </Button>
            )}
          </HStack>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>We warn you at {thresholds} of it.</Field.HelperText>}
        </Field.Root>
      </form>
    </Stack>
  );
}
