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

import { overlay, useContentText } from '../i18n/content';
import en from '../i18n/en/security';
import { useMessages } from '@/i18n/public/messages';

const TABS = ['certifications', 'compliance'] as const;

/** Security & Compliance: certifications (default tab) and compliance, encryption, SLA and the bug bounty. */
export default function SecurityPage() {
  const m = useMessages('security', en);
  const t = useContentText();
  usePageMeta(m.metaTitle, m.metaDescription);
  const [tab, setTab] = useTabParam(TABS, 'certifications');
  return (
    <PublicPage>
      <PageHero
        eyebrow={m.eyebrow}
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <LinkButton to="/support?category=security#ticket" colorPalette="teal" size="lg">
            {m.contact}
          </LinkButton>
        }
      />
      <Section>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" mb="12">
          {overlay(SECURITY_FEATURES, t?.securityFeatures).map((f, i) => (
            <Card.Root key={f.title} variant="outline">
              <Card.Body gap="2">
                <IconTile name={SECURITY_FEATURES[i]!.title.includes('SLA') ? 'bolt' : SECURITY_FEATURES[i]!.title.includes('Africa') ? 'pin' : 'lock'} />
                <Heading as="h2" size="md">{f.title}</Heading>
                <Text fontSize="sm" color="fg.muted">{f.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="line" colorPalette="teal">
          <TabRow>
            <Tabs.Trigger value="certifications">{m.tabs[0]}</Tabs.Trigger>
            <Tabs.Trigger value="compliance">{m.tabs[1]}</Tabs.Trigger>
          </TabRow>
          <Tabs.Content value="certifications" pt="6">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {overlay(CERTIFICATIONS, t?.certifications).map((c) => (
                <Card.Root key={c.name} variant="elevated" data-testid="certification">
                  <Card.Body gap="3">
                    <HStack justify="space-between" flexWrap="wrap" gap="2">
                      <Heading as="h3" size="lg">{c.name}</Heading>
                      <Badge colorPalette={c.status === 'Active' ? 'green' : 'yellow'} size="lg">{t ? t.certStatus[c.status] : c.status}</Badge>
                    </HStack>
                    <Text color="fg.muted">{c.description}</Text>
                    <Progress.Root value={c.completion} colorPalette={c.status === 'Active' ? 'green' : 'yellow'} size="sm">
                      <HStack justify="space-between" mb="1">
                        <Progress.Label fontSize="sm">{m.completion}</Progress.Label>
                        <Progress.ValueText fontSize="sm">{c.completion}%</Progress.ValueText>
                      </HStack>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    {c.expected && <Text fontSize="sm" fontWeight="medium">{m.auditExpected(c.expected)}</Text>}
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Tabs.Content>
          <Tabs.Content value="compliance" pt="6">
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
              {overlay(COMPLIANCE_ITEMS, t?.compliance).map((c) => (
                <Box key={c.title} borderWidth="1px" borderRadius="lg" p="5">
                  <Heading as="h3" size="md" mb="2">{c.title}</Heading>
                  <Text color="fg.muted" fontSize="sm">{c.text}</Text>
                </Box>
              ))}
            </SimpleGrid>
          </Tabs.Content>
        </Tabs.Root>
      </Section>
      <Section tone="muted" eyebrow={m.slaEyebrow} title={m.slaTitle} align="start">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
          {[m.sla, m.access].map((lines) => (
            <Stack key={lines[0]} as="ul" gap="2" ps="0">
              {lines.map((line) => (
                <Check key={line}>{line}</Check>
              ))}
            </Stack>
          ))}
        </Grid>
      </Section>
      <Section eyebrow={m.bountyEyebrow} title={m.bountyTitle} subtitle={m.bountySubtitle}>
        <Box maxW="2xl" mx="auto">
          <Table.Root size="md" variant="outline" data-testid="bug-bounty">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>{m.severity}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{m.reward}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {overlay(BUG_BOUNTY, t?.bugBounty).map((b) => (
                <Table.Row key={b.severity}>
                  <Table.Cell>{b.severity}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold">{b.reward}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <HStack gap="3" mt="6" justify="center" flexWrap="wrap">
            <LinkButton to={`mailto:${brand.contact.securityEmail}`} colorPalette="teal">
              {m.email} {brand.contact.securityEmail}
            </LinkButton>
            <LinkButton to="/support?category=security#ticket" variant="outline" colorPalette="teal">
              {m.ticket}
            </LinkButton>
          </HStack>
        </Box>
      </Section>
    </PublicPage>
  );
}
