import { Button, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/PageHeader';
import { RouterLink } from '@/components/ui/RouterLink';
import { SectionCard } from '@/components/ui/SectionCard';
import { usePageMeta } from '@/lib/usePageMeta';
import { AuditFilters } from '../audit/AuditFilters';
import { AuditLogList } from '../audit/AuditLogList';
import { apiFilterOf, exportHref, filterValuesOf, paramsOf, rangeError } from '../audit/auditFilter';
import { useDashboardT } from '@/i18n';

/**
 * /admin/audit: what administrators (and the scheduler) did — promotions, draws, service
 * suspensions, support tickets, admin rights, exports — apart from customers' sign-ins
 * (/admin/security). Filterable by actor, action and days; exported as CSV (itself audited).
 */
export default function AdminAuditPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.auditTitle'));
  const [params, setParams] = useSearchParams();
  const values = filterValuesOf(params);
  const filter = apiFilterOf(values);
  const filtered = Object.values(values).some(Boolean);
  const invalid = !!rangeError(values);
  return (
    <Stack gap="6">
      <PageHeader
        title={t('admin.auditTitle')}
        description={
          <>
            {t('admin.auditDescription')}{' '}
            <RouterLink to="/admin/security" color="teal.700">
              {t('admin.securityTitle')}
            </RouterLink>
            .
          </>
        }
        actions={
          <Button asChild size="sm" variant="outline" aria-disabled={invalid || undefined}>
            <a href={invalid ? undefined : exportHref(values)} download>
              {t('admin.exportCsv')}
            </a>
          </Button>
        }
      />
      <SectionCard title={t('admin.adminActions')}>
        <Stack gap="5">
          <AuditFilters values={values} onChange={(v) => setParams(paramsOf(v), { replace: true })} />
          {!invalid && <AuditLogList key={JSON.stringify(filter)} filter={filter} filtered={filtered} />}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
