import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { useDashboardT, costText, serviceTypeText } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { useUnits } from '../units';
import { ServiceStatusBadge } from './ServiceStatusBadge';

type Service = DashboardServiceFieldsFragment;

interface Props {
  services: Service[];
  loading?: boolean;
  onOpen: (service: Service) => void;
  onCreate: () => void;
}

/** The customer's services as a table; phones keep name, status, size and the View button. */
export function ServicesTable({ services, loading, onOpen, onCreate }: Props) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const { formatGB } = useUnits();
  const columns: DataColumn<Service>[] = [
    {
      key: 'name',
      header: t('services.colService'),
      render: (s) => (
        <Box minW="0" maxW={{ base: '40', sm: 'xs' }}>
          <chakra.button
            type="button"
            fontWeight="medium"
            textAlign="start"
            maxW="full"
            truncate
            display="block"
            _hover={{ color: 'teal.700', textDecoration: 'underline' }}
            onClick={(e) => {
              e.stopPropagation();
              onOpen(s);
            }}
          >
            {s.name}
          </chakra.button>
          <Text fontSize="xs" color="fg.muted" truncate>
            {serviceTypeText(t, s.serviceType)}
          </Text>
        </Box>
      ),
    },
    { key: 'status', header: t('services.colStatus'), render: (s) => <ServiceStatusBadge status={s.status} /> },
    { key: 'size', header: t('services.colStorage'), align: 'end', render: (s) => <Text fontVariantNumeric="tabular-nums">{formatGB(s.storageAmount)}</Text> },
    { key: 'region', header: t('services.colRegion'), hideOnMobile: true, render: (s) => (s.region === 'multi_region' ? 'Nairobi + Dar es Salaam' : 'Nairobi') },
    { key: 'cost', header: t('services.colCost'), hideOnMobile: true, render: (s) => costText(t, s.cost) },
    { key: 'created', header: t('services.colCreated'), hideOnMobile: true, render: (s) => df.date(s.startDate) },
    {
      key: 'actions',
      header: <Text srOnly>{t('services.colActions')}</Text>,
      align: 'end',
      hideOnMobile: true,
      render: (s) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={t('services.viewNamed', { name: s.name })}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(s);
          }}
        >
          {t('services.view')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('services.caption')}
      columns={columns}
      rows={services}
      rowKey={(s) => s.id}
      loading={loading}
      onRowClick={onOpen}
      empty={
        <EmptyState
          title={t('services.empty')}
          description={t('services.emptyHelp')}
          action={
            <Button colorPalette="teal" onClick={onCreate}>
              {t('services.createService')}
            </Button>
          }
        />
      }
    />
  );
}
