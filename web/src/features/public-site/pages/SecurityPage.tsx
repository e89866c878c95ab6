import { Badge, Box, Card, Grid, Heading, HStack, Progress, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { brand } from '@/config/brand';
import { usePageMeta } from '@/lib/usePageMeta';
import { Check } from '../components/Check';
import { IconTile } from '../components/icons';
import { LinkButton } from '../components/LinkButton';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { useTabParam } from '../components/useTabParam';
import { BUG_BOUNTY, CERTIFICATIONS, COMPLIANCE_ITEMS, SECURITY_FEATURES } from '../content/trust';
import { PublicPage } from '../components/PublicPage';
import { TabRow } from '@/components/ui/TabRow';

const TABS = ['certifications', 'compliance'] as const;

/** Security & Compliance: certifications (default tab) and compliance, encryption, SLA and the bug bounty. */
export default function SecurityPage() {
  usePageMeta('Security & Compliance', 'AES-256 at rest, TLS 1.3 in transit, a 99.99% SLA, SOC 2 Type II and ISO 27001 in progress, GDPR and POPIA active, Kenya-only data residency.');
  const [tab, setTab] = useTabParam(TABS, 'certifications');
  return (
    <PublicPage>
      <PageHero
        eyebrow="Security & Compliance"
        title="Security you can verify"
        subtitle="AES-256 encryption at rest, TLS 1.3 in transit, data residency in Kenya or multi-region Africa, and a 99.99% monthly SLA with a 30x service credit."
        actions={
          <LinkButton to="/support?category=security#ticket" colorPalette="teal" size="lg">
            Contact the security team
          </LinkButton>
        }
      />
      <Section>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" mb="12">
          {SECURITY_FEATURES.map((f) => (
            <Card.Root key={f.title} variant="outline">
              <Card.Body gap="2">
                <IconTile name={f.title.includes('SLA') ? 'bolt' : f.title.includes('Africa') ? 'pin' : 'lock'} />
                <Heading as="h2" size="md">{f.title}</Heading>
                <Text fontSize="sm" color="fg.muted">{f.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" colorPalette="teal">
          <TabRow>
            <Tabs.Trigger value="certifications">Certifications</Tabs.Trigger>
            <Tabs.Trigger value="compliance">Compliance</Tabs.Trigger>
          </TabRow>
          <Tabs.Content value="certifications" pt="6">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {CERTIFICATIONS.map((c) => (
                <Card.Root key={c.name} variant="elevated" data-testid="certification">
                  <Card.Body gap="3">
                    <HStack justify="space-between" flexWrap="wrap" gap="2">
                      <Heading as="h3" size="lg">{c.name}</Heading>
                      <Badge colorPalette={c.status === 'Active' ? 'green' : 'yellow'} size="lg">{c.status}</Badge>
                    </HStack>
                    <Text color="fg.muted">{c.description}</Text>
                    <Progress.Root value={c.completion} colorPalette={c.status === 'Active' ? 'green' : 'yellow'} size="sm">
                      <HStack justify="space-between" mb="1">
                        <Progress.Label fontSize="sm">Completion</Progress.Label>
                        <Progress.ValueText fontSize="sm">{c.completion}%</Progress.ValueText>
                      </HStack>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    {c.expected && <Text fontSize="sm" fontWeight="medium">Audit in progress — expected {c.expected}</Text>}
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Tabs.Content>
          <Tabs.Content value="compliance" pt="6">
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
              {COMPLIANCE_ITEMS.map((c) => (
                <Box key={c.title} borderWidth="1px" borderRadius="lg" p="5">
                  <Heading as="h3" size="md" mb="2">{c.title}</Heading>
                  <Text color="fg.muted" fontSize="sm">{c.text}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </Tabs.Content>
        </Tabs.Root>
      </Section>
      <Section tone="muted" eyebrow="Availability" title="A 99.99% monthly SLA, backed by a 30x credit" align="start">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
          <Stack as="ul" gap="2" ps="0">
            <Check>99.99% monthly uptime for storage APIs; miss it and we credit 30x the downtime</Check>
            <Check>Recovery point objective (RPO) 1 hour, recovery time objective (RTO) 4 hours</Check>
            <Check>Daily snapshots at 3:00 AM UTC; immutable backups kept 7, 30 or 365 days</Check>
            <Check>Data-centre CCTV retained for 90 days; staffed 24x7</Check>
          </Stack>
          <Stack as="ul" gap="2" ps="0">
            <Check>Role-based access control, multi-factor authentication and single sign-on</Check>
            <Check>Scoped API keys with read, write and delete permissions</Check>
            <Check>Every sign-in and administrative action written to an audit log</Check>
            <Check>Data residency: Kenya only, or multi-region Nairobi + Dar es Salaam</Check>
          </Stack>
        </Grid>
      </Section>
      <Section eyebrow="Bug bounty" title="Found a vulnerability? We pay for it." subtitle="Report security issues privately. Rewards are paid in US dollars according to severity.">
        <Box maxW="2xl" mx="auto">
          <Table.Root size="md" variant="outline" data-testid="bug-bounty">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>Severity</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Reward</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {BUG_BOUNTY.map((b) => (
                <Table.Row key={b.severity}>
                  <Table.Cell>{b.severity}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">{b.reward}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <HStack gap="3" mt="6" justify="center" flexWrap="wrap">
            <LinkButton to={`mailto:${brand.contact.securityEmail}`} colorPalette="teal">
              E-mail {brand.contact.securityEmail}
            </LinkButton>
            <LinkButton to="/support?category=security#ticket" variant="outline" colorPalette="teal">
              Report through a ticket
            </LinkButton>
          </HStack>
        </Box>
      </Section>
    </PublicPage>
  );
}
