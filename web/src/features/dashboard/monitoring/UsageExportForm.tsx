import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { usageExportQuerySchema, USAGE_EXPORT, type UsageExportGranularity } from '@contracts/metering';
import { FormError } from '@/components/ui/FormError';
import { FormField } from '@/components/ui/FormField';
import { useDashboardT } from '@/i18n';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';

export const USAGE_CSV_URL = '/api/metering/usage.csv';

/** A UTC day as the export takes it (YYYY-MM-DD), `offset` days from today: a wire value, not a shown date. */
const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The file name the server gave (Content-Disposition), else a plain one. */
const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'usage.csv';

/**
 * Monitoring's "Usage export": the metered figures per service and UTC day or hour for a chosen
 * range, as the CSV of GET /api/metering/usage.csv. Fetched rather than followed as a link, so an
 * answer other than the file (a session that expired) shows here instead of replacing the page.
 */
export function UsageExportForm() {
  const { t, apiText } = useDashboardT();
  const form = useSchemaForm(usageExportQuerySchema);
  const [v, setV] = useState<{ from: string; to: string; granularity: UsageExportGranularity }>({ from: utcDay(-29), to: utcDay(), granularity: 'daily' });
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(
    () => v,
    async (query) => {
      setBusy(true);
      try {
        const params = new URLSearchParams({ from: query.from, to: query.to, granularity: query.granularity });
        const res = await fetch(`${USAGE_CSV_URL}?${params}`, { credentials: 'same-origin' });
        if (!res.ok) {
          const body = (await res.json().catch(() => ({}))) as { message?: string; field?: string };
          form.setError(body.field === 'from' || body.field === 'to' ? body.field : 'form', apiText(body.message ?? t('common.error')));
          return;
        }
        const url = URL.createObjectURL(await res.blob());
        const a = document.createElement('a');
        a.href = url;
        a.download = fileNameOf(res.headers.get('content-disposition'));
        document.body.append(a);
        a.click();
        a.remove();
        // The download has taken the blob by the time the click returns; free it after this task.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      } finally {
        setBusy(false);
      }
    },
    () => form.setError('form', t('monitoring.exportFailed')),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('monitoring.exportTitle')}>
      <Stack gap="3">
        <HStack gap="3" align="flex-start" wrap="wrap">
          <FormField label={t('monitoring.exportFrom')} error={form.errors.from} w={{ base: 'full', sm: '44' }}>
            <Input type="date" name="from" value={v.from} max={v.to} onChange={(e) => setV({ ...v, from: e.target.value })} />
          </FormField>
          <FormField label={t('monitoring.exportTo')} error={form.errors.to} w={{ base: 'full', sm: '44' }}>
            <Input type="date" name="to" value={v.to} min={v.from} onChange={(e) => setV({ ...v, to: e.target.value })} />
          </FormField>
          <FormField label={t('monitoring.exportRows')} error={form.errors.granularity} w={{ base: 'full', sm: '44' }}>
            <NativeSelect.Root>
              <NativeSelect.Field name="granularity" value={v.granularity} onChange={(e) => setV({ ...v, granularity: e.target.value as UsageExportGranularity })}>
                {USAGE_EXPORT.granularities.map((g) => (
                  <option key={g} value={g}>
                    {t(`monitoring.exportRows_${g}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Button type="submit" variant="outline" loading={busy} alignSelf={{ base: 'stretch', sm: 'flex-end' }}>
            {t('monitoring.exportDownload')}
          </Button>
        </HStack>
        <FormError message={form.formError} />
        <Text fontSize="xs" color="fg.muted">
          {t('monitoring.exportHelp', { daily: USAGE_EXPORT.maxDays.daily, hourly: USAGE_EXPORT.maxDays.hourly })}
        </Text>
      </Stack>
    </form>
  );
}
