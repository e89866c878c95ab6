import { Badge, Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { notify } from '@/components/ui/toaster';
import type { AdminSupportTicketsQuery, TicketStatus } from '@/gql/graphql';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { usePageMeta } from '@/lib/usePageMeta';
import { Pager } from '../components/ListControls';
import { useCursorPager } from '../components/useCursorPager';
import { SupportTicketsQuery, UpdateSupportTicketStatusMutation } from '../operations';
import { useDashboardT } from '@/i18n';

type Ticket = AdminSupportTicketsQuery['supportTickets']['nodes'][number];
const TICKET_STATUSES: TicketStatus[] = ['open', 'in_progress', 'resolved'];
const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
const isPriority = (p: string): p is (typeof PRIORITIES)[number] => (PRIORITIES as readonly string[]).includes(p);
const priorityPalette: Record<string, string> = { critical: 'red', high: 'orange', medium: 'yellow', low: 'gray' };

/** /admin/support: tickets from the public support form; the admin moves them through open, in progress, resolved. */
export default function AdminSupportPage() {
  const { t } = useDashboardT();
  usePageMeta(t('admin.supportTitle'));
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const pager = useCursorPager(20);
  const { first, after } = pager.variables;
  const { data, previousData, loading, error, refetch } = useQuery(SupportTicketsQuery, { variables: { first, after, status: status || null } });
  const page = (data ?? previousData)?.supportTickets;
  const filter = (
    <NativeSelect.Root size="sm" w="44">
      <NativeSelect.Field
        aria-label={t('admin.filterByStatus')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as TicketStatus | '');
          pager.setSearch('');
        }}
      >
        <option value="">{t('admin.allStatuses')}</option>
        {TICKET_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`admin.ticket_${value}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Stack gap="6">
      <PageHeader title={t('admin.supportTitle')} description={t('admin.supportDescription')} actions={filter} />
      <SectionCard title={t('admin.tickets')}>
        {error && <ErrorState error={error} title={t('admin.ticketsFailed')} onRetry={() => refetch()} />}
        {!error && page && page.nodes.length === 0 && <EmptyState title={t('admin.noTickets')} description={status ? t(`admin.noStatusTickets_${status}`) : t('admin.noTicketsHelp')} />}
        {!error && loading && !page && <Text color="fg.muted">{t('admin.loadingTickets')}</Text>}
        <Stack gap="3">
          {page?.nodes.map((ticket) => <TicketRow key={ticket.id} ticket={ticket} />)}
        </Stack>
        <Pager pager={pager} pageInfo={page?.pageInfo} loading={loading} />
      </SectionCard>
    </Stack>
  );
}

function TicketRow({ ticket }: { ticket: Ticket }) {
  const { t, errorText } = useDashboardT();
  const df = useDateFormatter();
  const [expanded, setExpanded] = useState(false);
  const [update, { loading }] = useMutation(UpdateSupportTicketStatusMutation);
  const change = async (status: TicketStatus) => {
    try {
      await update({ variables: { input: { id: ticket.id, status } } });
      notify({ title: t('admin.ticketUpdated'), description: t(`admin.ticketUpdatedText_${status}`, { reference: ticket.reference }) });
    } catch (err) {
      notify({ title: t('common.error'), description: errorText(err, 'admin.ticketUpdateFailed'), variant: 'destructive' });
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="support-ticket">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0" flex="1">
          <HStack gap="2" wrap="wrap" mb="1">
            <Text fontWeight="semibold">{ticket.subject}</Text>
            <Badge size="sm" colorPalette={priorityPalette[ticket.priority] ?? 'gray'}>
              {isPriority(ticket.priority) ? t(`admin.priority_${ticket.priority}`) : ticket.priority}
            </Badge>
            <Badge size="sm" variant="outline">
              {ticket.category}
            </Badge>
            {ticket.urgent && (
              <Badge size="sm" colorPalette="red" variant="solid">
                {t('admin.urgent')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {ticket.reference} · {ticket.name} &lt;{ticket.email}&gt; · {df.dateTime(ticket.createdAt)}
          </Text>
        </Box>
        <NativeSelect.Root size="sm" w="40" disabled={loading}>
          <NativeSelect.Field aria-label={t('admin.statusOf', { reference: ticket.reference })} value={ticket.status} onChange={(e) => change(e.target.value as TicketStatus)}>
            {TICKET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.ticket_${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text mt="3" fontSize="sm" whiteSpace="pre-wrap" lineClamp={expanded ? undefined : 2}>
        {ticket.description}
      </Text>
      {ticket.description.length > 160 && (
        <Button size="xs" variant="plain" px="0" colorPalette="teal" onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('admin.showLess') : t('admin.showMore')}
        </Button>
      )}
    </Box>
  );
}
