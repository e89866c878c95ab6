import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '@/lib/usePageMeta';
import { LinkButton } from '../components/LinkButton';
import { PageHero } from '../components/PageHero';
import { INFO_PAGES } from '../content/info';
import { LiveStatus } from '../support/LiveStatus';
import { PublicPage } from '../components/PublicPage';

/** One page per footer link (/about, /careers, /blog, /press, /status, /privacy, /terms, /dpa). */
export default function InfoPage() {
  const { pathname } = useLocation();
  const page = INFO_PAGES[pathname.toLowerCase().replace(/\/+$/, '')] ?? INFO_PAGES['/about']!;
  usePageMeta(page.title, page.description);
  return (
    <PublicPage>
      <PageHero title={page.title} subtitle={page.lead} />
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <Stack gap="8">
          {pathname.startsWith('/status') && <LiveStatus />}
          {page.sections.map((s) => (
            <Box key={s.heading}>
              <Heading as="h2" size="lg" mb="2">{s.heading}</Heading>
              <Text color="fg.muted" fontSize="lg">{s.body}</Text>
            </Box>
          ))}
          {page.cta && (
            <LinkButton to={page.cta.to} colorPalette="teal" alignSelf="flex-start">
              {page.cta.label}
            </LinkButton>
          )}
        </Stack>
      </Container>
    </PublicPage>
  );
}
