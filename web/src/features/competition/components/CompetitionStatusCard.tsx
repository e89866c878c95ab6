import { Alert, Badge, Box, Button, Card, Code, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { errorMessage, formatNumber } from '@/lib/format';
import { statusFailureToast, statusSuccessToast } from '../joinToasts';
import { CompetitionQuery, JoinCompetitionMutation, MyCompetitionStatusQuery } from '../operations';
import { LineIcon } from './icons';

const bullets = ['Active cloud storage service required', 'Automatic entry with storage subscription', 'Daily and monthly data bundle draws'];

/** The 'Join Competition' card: the customer's standing and the status check (signed out: a sign-in prompt). */
export function CompetitionStatusCard() {
  const { user, status } = useCurrentUser();
  return (
    <Card.Root variant="elevated" borderTopWidth="4px" borderTopColor="orange.400" data-testid="competition-status-card">
      <Card.Header>
        <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
          <LineIcon name="trophy" color="orange.500" /> Join Competition
        </Heading>
      </Card.Header>
      <Card.Body>
        {status === 'loading' ? (
          <Skeleton h="24" />
        ) : user ? (
          <SignedIn user={user} />
        ) : (
          <Stack gap="4">
            <Text>You need to be logged in to check your competition status.</Text>
            <Button asChild colorPalette="teal">
              <Link to="/auth">Sign In to Join</Link>
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function SignedIn({ user }: { user: { firstName: string; lastName: string; email: string | null } }) {
  const navigate = useNavigate();
  const standing = useQuery(MyCompetitionStatusQuery);
  const [join, { loading }] = useMutation(JoinCompetitionMutation, { refetchQueries: [MyCompetitionStatusQuery, CompetitionQuery] });
  const s = standing.data?.myCompetitionStatus;

  const check = async () => {
    if (!user.email) {
      notify({ title: 'Error', description: 'User email not found', variant: 'destructive' });
      return;
    }
    try {
      const { data } = await join({ variables: { input: { email: user.email } } });
      if (data?.joinCompetition.success) notify(statusSuccessToast(data.joinCompetition));
    } catch (err) {
      notify(statusFailureToast(errorMessage(err, 'Entry failed'), navigate));
    }
  };

  return (
    <Stack gap="4">
      <Box>
        <Text fontWeight="semibold">
          {user.firstName} {user.lastName}
        </Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {user.email ?? 'No e-mail on this account'}
        </Text>
      </Box>
      {standing.loading && !s ? (
        <Skeleton h="16" />
      ) : s ? (
        <Box borderWidth="1px" borderRadius="lg" p="3" bg="bg.subtle" data-testid="my-standing">
          <HStack justify="space-between" mb="2">
            <Text fontSize="sm" fontWeight="medium">
              Your standing
            </Text>
            <Badge colorPalette={s.eligible ? 'green' : s.ineligibleReason === 'overdue_invoice' ? 'red' : 'gray'}>{s.eligible ? 'Entered' : s.ineligibleReason === 'overdue_invoice' ? 'Payment overdue' : 'Not eligible yet'}</Badge>
          </HStack>
          <SimpleGrid columns={3} gap="2" textAlign="center">
            <Figure label="Entries" value={s.entries} />
            <Figure label="GB stored" value={s.activeStorageGB} />
            <Figure label="Services" value={s.activeServices} />
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted" mt="2">
            Entries count what you actually store (as metered this draw period), not the size you provisioned.
          </Text>
          {s.ineligibleReason === 'overdue_invoice' && <OverdueNotice invoices={s.overdueInvoices} />}
          {s.ineligibleReason === 'staff' && (
            <Text fontSize="xs" color="fg.muted" mt="2">
              Administrator accounts do not take part in the draws.
            </Text>
          )}
          {s.pseudonym && (
            <Text fontSize="xs" color="fg.muted" mt="1" data-testid="my-pseudonym">
              Your name in published entry lists: <Code fontSize="xs">{s.pseudonym}</Code>. Use it to find your range when you verify a draw.
            </Text>
          )}
        </Box>
      ) : null}
      <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
        {bullets.map((b) => (
          <Text as="li" key={b} fontSize="sm" display="flex" gap="2" alignItems="center">
            <LineIcon name="check" color="green.600" flexShrink={0} /> {b}
          </Text>
        ))}
      </Stack>
      <Button colorPalette="teal" onClick={check} disabled={loading}>
        {loading ? 'Checking status...' : 'Check My Competition Status'}
      </Button>
      <Button asChild variant="outline">
        <Link to="/dashboard/services">Get Cloud Storage Service</Link>
      </Button>
    </Stack>
  );
}

/** Why an overdue customer holds no entries (spec: no overdue payments), and where to pay. */
function OverdueNotice({ invoices }: { invoices: string[] }) {
  return (
    <Alert.Root status="error" mt="3" size="sm" data-testid="overdue-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Entries paused: {invoices.length === 1 ? `invoice ${invoices[0]} is` : `invoices ${invoices.join(', ')} are`} overdue</Alert.Title>
        <Alert.Description>
          The rules require no overdue payments, so you are not in the draws until it is paid. Your entries come back as soon as we record your payment.{' '}
          <Link to="/dashboard/billing">
            <Text as="span" textDecoration="underline" fontWeight="medium">
              Pay it from Billing
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
