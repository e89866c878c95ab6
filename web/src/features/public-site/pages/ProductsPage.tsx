import { REGISTER_PATH } from '@/components/layout/nav';
import { Badge, Card, DataList, Grid, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@/lib/auth/useCurrentUser';
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
import { overlay, useContentText } from '../i18n/content';
import en from '../i18n/en/products';
import { localizePath } from '@/i18n/public/lang';
import { useMessages, usePublicLang } from '@/i18n/public/messages';

/** Products: four tabs (object-storage by default, deep-linkable) and the developer toolkit. */
export default function ProductsPage() {
  const m = useMessages('products', en);
  const c = useContentText();
  const lang = usePublicLang();
  const products = overlay(PRODUCTS, c?.products);
  usePageMeta(m.metaTitle, m.metaDescription);
  const [tab, setTab] = useTabParam(PRODUCT_TABS, 'object-storage');
  return (
    <PublicPage>
      <PageHero
        eyebrow={m.eyebrow}
        title={m.title}
        subtitle={m.subtitle}
      />
      <Section>
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} variant="enclosed" colorPalette="teal" lazyMount>
          <TabRow>
            {products.map((p) => (
              <Tabs.Trigger key={p.tab} value={p.tab}>
                {p.name}
                {p.badge && <Badge colorPalette="purple" size="sm">{p.badge}</Badge>}
              </Tabs.Trigger>
            ))}
          </TabRow>
          {products.map((p) => (
            <Tabs.Content key={p.tab} value={p.tab} pt="8">
              <ProductPanel product={p} m={m} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Section>
      <Section tone="muted" eyebrow={m.toolkitEyebrow} title={m.toolkitTitle} subtitle={m.toolkitSubtitle}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {overlay(TOOLKIT, c?.toolkit).map((t) => (
            <Card.Root key={t.name} asChild variant="elevated" _hover={{ shadow: 'lg' }}>
              <Link to={localizePath(t.to, lang)}>
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
        title={m.ctaTitle}
        text={m.ctaText}
        actions={
          <>
            <LinkButton to={REGISTER_PATH} size="lg" bg="white" color="teal.800" _hover={{ bg: 'teal.50' }}>
              {m.getStarted}
            </LinkButton>
            <LinkButton to="/docs" size="lg" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
              {m.viewDocs}
            </LinkButton>
          </>
        }
      />
    </PublicPage>
  );
}

function ProductPanel({ product: p, m }: { product: Product & { ctaLabel?: string }; m: typeof en }) {
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
            {p.ctaLabel ?? p.cta.label}
          </LinkButton>
          <LinkButton to="/docs" variant="outline" colorPalette="teal">
            {m.viewDocs}
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
            {m.estimate}
          </LinkButton>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
