import { Badge, Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { notify } from '@/components/ui/toaster';
import type { AdminSupportTicketsQuery, TicketStatus } from '@/gql/graphql';
import { errorMessage } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { usePageMeta } from '@/lib/usePageMeta';
import { Pager } from '../components/ListControls';
import { useCursorPager } from '../components/useCursorPager';
import { SupportTicketsQuery, UpdateSupportTicketStatusMutation } from '../operations';

type Ticket = AdminSupportTicketsQuery['supportTickets']['nodes'][number];
export const TICKET_STATUS_LABEL: Record<TicketStatus, string> = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' };
const priorityPalette: Record<string, string> = { critical: 'red', high: 'orange', medium: 'yellow', low: 'gray' };

/** /admin/support: tickets from the public support form; the admin moves them through open, in progress, resolved. */
export default function AdminSupportPage() {
  usePageMeta('Support tickets');
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const pager = useCursorPager(20);
  const { first, after } = pager.variables;
  const { data, previousData, loading, error, refetch } = useQuery(SupportTicketsQuery, { variables: { first, after, status: status || null } });
  const page = (data ?? previousData)?.supportTickets;
  const filter = (
    <NativeSelect.Root size="sm" w="44">
      <NativeSelect.Field
        aria-label="Filter by status"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as TicketStatus | '');
          pager.setSearch('');
        }}
      >
        <option value="">All statuses</option>
        {Object.entries(TICKET_STATUS_LABEL).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Stack gap="6">
      <PageHeader title="Support tickets" description="Requests sent from the public support page, newest first." actions={filter} />
      <SectionCard title="Tickets">
        {error && <ErrorState error={error} title="Could not load tickets" onRetry={() => refetch()} />}
        {!error && page && page.nodes.length === 0 && <EmptyState title="No tickets found" description={status ? `No ${TICKET_STATUS_LABEL[status].toLowerCase()} tickets.` : 'Tickets sent from the support page appear here.'} />}
        {!error && loading && !page && <Text color="fg.muted">Loading tickets...</Text>}
        <Stack gap="3">
          {page?.nodes.map((t) => <TicketRow key={t.id} ticket={t} />)}
        </Stack>
        <Pager pager={pager} hasNextPage={page?.pageInfo.hasNextPage ?? false} endCursor={page?.pageInfo.endCursor} loading={loading} />
      </SectionCard>
    </Stack>
  );
}

function TicketRow({ ticket: t }: { ticket: Ticket }) {
  const df = useDateFormatter();
  const [expanded, setExpanded] = useState(false);
  const [update, { loading }] = useMutation(UpdateSupportTicketStatusMutation);
  const change = async (status: TicketStatus) => {
    try {
      await update({ variables: { input: { id: t.id, status } } });
      notify({ title: 'Ticket updated', description: `${t.reference} is now ${TICKET_STATUS_LABEL[status].toLowerCase()}.` });
    } catch (err) {
      notify({ title: 'Error', description: errorMessage(err, 'Failed to update the ticket'), variant: 'destructive' });
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="support-ticket">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0" flex="1">
          <HStack gap="2" wrap="wrap" mb="1">
            <Text fontWeight="semibold">{t.subject}</Text>
            <Badge size="sm" colorPalette={priorityPalette[t.priority] ?? 'gray'}>
              {t.priority}
            </Badge>
            <Badge size="sm" variant="outline">
              {t.category}
            </Badge>
            {t.urgent && (
              <Badge size="sm" colorPalette="red" variant="solid">
                Urgent
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {t.reference} · {t.name} &lt;{t.email}&gt; · {df.dateTime(t.createdAt)}
          </Text>
        </Box>
        <NativeSelect.Root size="sm" w="40" disabled={loading}>
          <NativeSelect.Field aria-label={`Status of ${t.reference}`} value={t.status} onChange={(e) => change(e.target.value as TicketStatus)}>
            {Object.entries(TICKET_STATUS_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text mt="3" fontSize="sm" whiteSpace="pre-wrap" lineClamp={expanded ? undefined : 2}>
        {t.description}
      </Text>
      {t.description.length > 160 && (
        <Button size="xs" variant="plain" px="0" colorPalette="teal" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Box>
  );
}
