import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FOREIGN_CURRENCIES, setExchangeRateSchema, type ForeignCurrency } from '@contracts/exchange-rates';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import { formatKsh } from '@/lib/format';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { AdminExchangeRatesQuery, SetExchangeRateMutation } from '../operations';
import { kshToCents } from './RecordPaymentDialog';

/** Today in East Africa Time, yyyy-mm-dd (the date input's format and the default rate day). */
const todayEat = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The exchange rates customers see approximate USD/EUR amounts with (only those who chose that
 * display currency; invoices stay in KSh). Each change is a new dated rate, written to the audit log.
 */
export function ExchangeRatesForm() {
  const df = useDateFormatter();
  const { t, errorText } = useDashboardT();
  const { data, loading: loadingRates } = useQuery(AdminExchangeRatesQuery);
  const [values, setValues] = useState<{ currency: ForeignCurrency; rate: string; rateDate: string }>({ currency: 'USD', rate: '', rateDate: todayEat() });
  const form = useSchemaForm(setExchangeRateSchema);
  const [save, { loading }] = useMutation(SetExchangeRateMutation, { refetchQueries: [AdminExchangeRatesQuery], awaitRefetchQueries: true });
  const rates = data?.exchangeRates ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { currency: values.currency, kshCentsPerUnit: kshToCents(values.rate), rateDate: values.rateDate };
    if (form.validate(input, { kshCentsPerUnit: Number.isNaN(input.kshCentsPerUnit) ? t('adminPrefs.rateInvalid') : undefined }) === null) return;
    try {
      await save({ variables: { input } });
      setValues({ ...values, rate: '' });
      notify({ title: t('adminPrefs.rateSaved'), description: t('adminPrefs.rateSavedText', { currency: input.currency, amount: formatKsh(input.kshCentsPerUnit), day: df.day(input.rateDate) }) });
    } catch (err) {
      if (!form.showServerError(err)) notify({ title: t('common.error'), description: errorText(err, 'adminPrefs.rateSaveFailed'), variant: 'destructive' });
    }
  };

  return (
    <Stack gap="4">
      <Stack gap="1" data-testid="exchange-rates">
        {loadingRates && !data ? null : rates.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('adminPrefs.noRate')}
          </Text>
        ) : (
          rates.map((r) => (
            <Text key={r.id} fontSize="sm">
              <b>1 {r.currency} = {formatKsh(r.kshCentsPerUnit)}</b> · {t('adminPrefs.rateLine', { day: df.day(r.rateDate), time: df.dateTimeZone(r.setAt) })}
            </Text>
          ))
        )}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label={t('settings.currency')} error={form.errors.currency}>
              <NativeSelect.Root>
                <NativeSelect.Field name="currency" value={values.currency} onChange={(e) => setValues({ ...values, currency: e.target.value as ForeignCurrency })}>
                  {FOREIGN_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('adminPrefs.kshFor', { currency: values.currency })} error={form.errors.kshCentsPerUnit} required>
              <Input name="rate" inputMode="decimal" placeholder="129.03" value={values.rate} onChange={(e) => setValues({ ...values, rate: e.target.value })} />
            </FormField>
            <FormField label={t('adminPrefs.rateDay')} error={form.errors.rateDate} required>
              <Input name="rateDate" type="date" max={todayEat()} value={values.rateDate} onChange={(e) => setValues({ ...values, rateDate: e.target.value })} />
            </FormField>
          </SimpleGrid>
          <HStack>
            <Button type="submit" variant="outline" disabled={loading}>
              {loading ? t('common.saving') : t('adminPrefs.setRate')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
