import { Button, Grid, Input, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ADMIN_AUDIT_ACTIONS } from '@contracts/admin-audit';
import { FormField } from '@/components/ui/FormField';
import { AdminAuditActorsQuery } from '../operations';
import { rangeError, type AuditFilterValues } from './auditFilter';
import { useDashboardT } from '@/i18n';

/** Actor, action and a day range; every change applies at once (the URL keeps it). */
export function AuditFilters({ values, onChange }: { values: AuditFilterValues; onChange: (v: AuditFilterValues) => void }) {
  const { t } = useDashboardT();
  const actors = useQuery(AdminAuditActorsQuery);
  const set = (k: keyof AuditFilterValues) => (e: { target: { value: string } }) => onChange({ ...values, [k]: e.target.value });
  const invalid = rangeError(values);
  const any = Object.values(values).some(Boolean);
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: '1.2fr 1.2fr 1fr 1fr auto' }} gap="3" alignItems="end" role="search" aria-label={t('admin.filterAudit')}>
      <FormField label={t('admin.colActor')}>
        <NativeSelect.Root>
          <NativeSelect.Field name="actor" value={values.actor} onChange={set('actor')} bg="bg">
            <option value="">{t('admin.everyone')}</option>
            {(actors.data?.adminAuditActors ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('admin.colAction')}>
        <NativeSelect.Root>
          <NativeSelect.Field name="action" value={values.action} onChange={set('action')} bg="bg">
            <option value="">{t('admin.allActions')}</option>
            {ADMIN_AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`admin.audit_${a}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('admin.from')}>
        <Input name="from" type="date" value={values.from} max={values.to || undefined} onChange={set('from')} bg="bg" />
      </FormField>
      <FormField label={t('admin.to')} error={invalid ? t('admin.rangeError') : undefined}>
        <Input name="to" type="date" value={values.to} min={values.from || undefined} onChange={set('to')} bg="bg" />
      </FormField>
      <Button variant="ghost" onClick={() => onChange({ actor: '', action: '', from: '', to: '' })} disabled={!any}>
        {t('admin.clearFilters')}
      </Button>
    </Grid>
  );
}
