import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import type { DashboardServiceFieldsFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format';
import { formatGB } from '../units';
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
  const columns: DataColumn<Service>[] = [
    {
      key: 'name',
      header: 'Service',
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
            {s.serviceType}
          </Text>
        </Box>
      ),
    },
    { key: 'status', header: 'Status', render: (s) => <ServiceStatusBadge status={s.status} /> },
    { key: 'size', header: 'Storage', align: 'end', render: (s) => <Text fontVariantNumeric="tabular-nums">{formatGB(s.storageAmount)}</Text> },
    { key: 'region', header: 'Region', hideOnMobile: true, render: (s) => (s.region === 'multi_region' ? 'Nairobi + Dar es Salaam' : 'Nairobi') },
    { key: 'cost', header: 'Cost', hideOnMobile: true, render: (s) => s.cost },
    { key: 'created', header: 'Created', hideOnMobile: true, render: (s) => formatDate(s.startDate) },
    {
      key: 'actions',
      header: <Text srOnly>Actions</Text>,
      align: 'end',
      hideOnMobile: true,
      render: (s) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`View ${s.name}`}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(s);
          }}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Your cloud storage services"
      columns={columns}
      rows={services}
      rowKey={(s) => s.id}
      loading={loading}
      onRowClick={onOpen}
      empty={
        <EmptyState
          title="No services yet"
          description="Create your first storage service: 10 GB of object storage are free forever."
          action={
            <Button colorPalette="teal" onClick={onCreate}>
              Create Service
            </Button>
          }
        />
      }
    />
  );
}
