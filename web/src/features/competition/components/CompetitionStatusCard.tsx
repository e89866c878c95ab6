import { Alert, Badge, Box, Button, Card, Code, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
import { errorMessage, formatNumber } from '@/lib/format';
import { statusFailureToast, statusSuccessToast } from '../joinToasts';
import { CompetitionQuery, JoinCompetitionMutation, MyCompetitionStatusQuery } from '../operations';
import { LineIcon } from './icons';
import { useCompetitionT } from '../competitionText';
import { useDashboardT } from '@/i18n';

const bullets = ['bullet_service', 'bullet_auto', 'bullet_draws'] as const;

/** The 'Join Competition' card: the customer's standing and the status check (signed out: a sign-in prompt). */
export function CompetitionStatusCard() {
  const { user, status } = useCurrentUser();
  const ct = useCompetitionT();
  return (
    <Card.Root variant="elevated" borderTopWidth="4px" borderTopColor="orange.400" data-testid="competition-status-card">
      <Card.Header>
        <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
          <LineIcon name="trophy" color="orange.500" /> {ct('joinTitle')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {status === 'loading' ? (
          <Skeleton h="24" />
        ) : user ? (
          <SignedIn user={user} />
        ) : (
          <Stack gap="4">
            <Text>{ct('needLogin')}</Text>
            <Button asChild colorPalette="teal">
              <Link to="/auth">{ct('signInToJoin')}</Link>
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** 'Entered' only with at least one entry: an eligible customer whose storage earns none yet is not in the draw. */
function StandingBadge({ eligible, entries, reason }: { eligible: boolean; entries: number; reason?: string | null }) {
  const ct = useCompetitionT();
  if (eligible) return entries > 0 ? <Badge colorPalette="green">{ct('entered')}</Badge> : <Badge colorPalette="gray">{ct('noEntriesYet')}</Badge>;
  return reason === 'overdue_invoice' ? <Badge colorPalette="red">{ct('paymentOverdue')}</Badge> : <Badge colorPalette="gray">{ct('notEligible')}</Badge>;
}

function SignedIn({ user }: { user: { firstName: string; lastName: string; email: string | null } }) {
  const navigate = useNavigate();
  const ct = useCompetitionT();
  // Only the dashboard's promotions page shows this card: the server's message through its code.
  const { errorText } = useDashboardT();
  const standing = useQuery(MyCompetitionStatusQuery);
  const [join, { loading }] = useMutation(JoinCompetitionMutation, { refetchQueries: [MyCompetitionStatusQuery, CompetitionQuery] });
  const s = standing.data?.myCompetitionStatus;

  const check = async () => {
    if (!user.email) {
      notify({ title: ct('error'), description: ct('emailNotFound'), variant: 'destructive' });
      return;
    }
    try {
      const { data } = await join({ variables: { input: { email: user.email } } });
      if (data?.joinCompetition.success) notify(statusSuccessToast(data.joinCompetition, ct));
    } catch (err) {
      notify(statusFailureToast(errorMessage(err, ct('entryFailed')), navigate, ct, errorText(err, 'promoLive.entryFailed')));
    }
  };

  return (
    <Stack gap="4">
      <Box>
        <Text fontWeight="semibold">
          {user.firstName} {user.lastName}
        </Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {user.email ?? ct('noEmail')}
        </Text>
      </Box>
      {standing.loading && !s ? (
        <Skeleton h="16" />
      ) : s ? (
        <Box borderWidth="1px" borderRadius="lg" p="3" bg="bg.subtle" data-testid="my-standing">
          <HStack justify="space-between" mb="2">
            <Text fontSize="sm" fontWeight="medium">
              {ct('standing')}
            </Text>
            <StandingBadge eligible={s.eligible} entries={s.entries} reason={s.ineligibleReason} />
          </HStack>
          <SimpleGrid columns={3} gap="2" textAlign="center">
            <Figure label={ct('figEntries')} value={s.entries} />
            <Figure label={ct('figGb')} value={s.activeStorageGB} />
            <Figure label={ct('figServices')} value={s.activeServices} />
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted" mt="2">
            {ct('entriesCountNote')}
          </Text>
          {s.ineligibleReason === 'overdue_invoice' && <OverdueNotice invoices={s.overdueInvoices} />}
          {s.ineligibleReason === 'staff' && (
            <Text fontSize="xs" color="fg.muted" mt="2">
              {ct('staffNote')}
            </Text>
          )}
          {s.pseudonym && (
            <Text fontSize="xs" color="fg.muted" mt="1" data-testid="my-pseudonym">
              {ct('pseudonym')} <Code fontSize="xs">{s.pseudonym}</Code>. {ct('pseudonymHelp')}
            </Text>
          )}
        </Box>
      ) : null}
      <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
        {bullets.map((b) => (
          <Text as="li" key={b} fontSize="sm" display="flex" gap="2" alignItems="center">
            <LineIcon name="check" color="green.600" flexShrink={0} /> {ct(b)}
          </Text>
        ))}
      </Stack>
      <Button colorPalette="teal" onClick={check} disabled={loading}>
        {loading ? ct('checking') : ct('checkStatus')}
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard/services">{ct('getService')}</Link>
      </Button>
    </Stack>
  );
}

/** Why an overdue customer holds no entries (spec: no overdue payments), and where to pay. */
function OverdueNotice({ invoices }: { invoices: string[] }) {
  const ct = useCompetitionT();
  return (
    <Alert.Root status="error" mt="3" size="sm" data-testid="overdue-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{ct('overdueTitle', { count: invoices.length, list: invoices.join(', ') })}</Alert.Title>
        <Alert.Description>
          {ct('overdueText')}{' '}
          <Link to="/dashboard/billing">
            <Text as="span" textDecoration="underline" fontWeight="medium">
              {ct('payFromBilling')}
            </Text>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Text fontSize="xl" fontWeight="bold">
        {formatNumber(value)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}
