import { REGISTER_PATH } from '@/components/layout/nav';
import { Badge, Card, DataList, Grid, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth/useCurrentUser';
import { usePageMeta } from '@/lib/usePageMeta';
import { Check } from '../components/Check';
import { CtaBand } from '../components/CtaBand';
import { IconTile } from '../components/icons';
import { LinkButton } from '../components/LinkButton';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { useTabParam } from '../components/useTabParam';
import { PRODUCT_TABS, PRODUCTS, TOOLKIT, type Product } from '../content/products';
import { PublicPage } from '../components/PublicPage';
import { TabRow } from '@/components/ui/TabRow';

/** Products: four tabs (object-storage by default, deep-linkable) and the developer toolkit. */
export default function ProductsPage() {
  usePageMeta('Products', 'S3-compatible object storage, NVMe block storage, immutable snapshots and an edge CDN beta, hosted in Nairobi and priced in KSh.');
  const [tab, setTab] = useTabParam(PRODUCT_TABS, 'object-storage');
  return (
    <PublicPage>
      <PageHero
        eyebrow="Products"
        title="Storage for every workload"
        subtitle="Object storage, block SSD, snapshots and backups, and an edge CDN — built in Nairobi, compatible with the tools you already use."
      />
      <Section>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="enclosed" colorPalette="teal" lazyMount>
          <TabRow>
            {PRODUCTS.map((p) => (
              <Tabs.Trigger key={p.tab} value={p.tab}>
                {p.name}
                {p.badge && <Badge colorPalette="purple" size="sm">{p.badge}</Badge>}
              </Tabs.Trigger>
            ))}
          </TabRow>
          {PRODUCTS.map((p) => (
            <Tabs.Content key={p.tab} value={p.tab} pt="8">
              <ProductPanel product={p} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Section>
      <Section tone="muted" eyebrow="Developer toolkit" title="Works with the tools you already know" subtitle="Command-line tool, infrastructure as code, a web console and SDKs for JavaScript, Python, Go and PHP.">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {TOOLKIT.map((t) => (
            <Card.Root key={t.name} asChild variant="elevated" _hover={{ shadow: 'lg' }}>
              <Link to={t.to}>
                <Card.Body gap="3">
                  <IconTile name={t.icon} />
                  <Heading as="h3" size="md">{t.name}</Heading>
                  <Text fontSize="sm" color="fg.muted">{t.text}</Text>
                </Card.Body>
              </Link>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand
        title="Build on African infrastructure today"
        text="10 GB of object storage free forever. No credit card, no dollar exposure."
        actions={
          <>
            <LinkButton to={REGISTER_PATH} size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
              Get Started Free
            </LinkButton>
            <LinkButton to="/docs" size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              View Documentation
            </LinkButton>
          </>
        }
      />
    </PublicPage>
  );
}

function ProductPanel({ product: p }: { product: Product }) {
  const { user } = useCurrentUser();
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="10" alignItems="start">
      <Stack gap="5">
        <HStack gap="3">
          <IconTile name={p.icon} size="12" />
          <Heading as="h2" size="2xl">
            {p.name} {p.badge && <Badge colorPalette="purple" verticalAlign="middle">{p.badge}</Badge>}
          </Heading>
        </HStack>
        <Text fontSize="lg" color="fg.muted">{p.description}</Text>
        <Stack as="ul" gap="2" ps="0">
          {p.features.map((f) => (
            <Check key={f}>{f}</Check>
          ))}
        </Stack>
        <HStack gap="3" flexWrap="wrap" pt="2">
          <LinkButton to={user ? p.cta.signedIn : p.cta.signedOut} colorPalette="teal">
            {p.cta.label}
          </LinkButton>
          <LinkButton to="/docs" variant="outline" colorPalette="teal">
            View Documentation
          </LinkButton>
        </HStack>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Text fontWeight="semibold" color="teal.700">{p.price}</Text>
          <DataList.Root orientation="horizontal" size="md">
            {p.specs.map((s) => (
              <DataList.Item key={s.label}>
                <DataList.ItemLabel minW="40">{s.label}</DataList.ItemLabel>
                <DataList.ItemValue>{s.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <LinkButton to="/pricing#calculator" variant="ghost" colorPalette="teal" size="sm" alignSelf="flex-start">
            Estimate your bill →
          </LinkButton>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
