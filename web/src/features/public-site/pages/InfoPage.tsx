import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '@/lib/usePageMeta';
import { LinkButton } from '../components/LinkButton';
import { PageHero } from '../components/PageHero';
import { INFO_PAGES, LIVE_STATUS_EN, type InfoContent } from '../content/info';
import { useInfoTexts } from '../content/infoTexts';
import { langOfPath, stripLang, type InfoPath } from '@/i18n/public/lang';
import { LiveStatus } from '../support/LiveStatus';
import { PublicPage } from '../components/PublicPage';

/** The route's loader loads the page's language first (routes.tsx). */
export { loadInfoTexts } from '../content/infoTexts';

/**
 * One page per footer link (/about, /careers, /blog, /press, /status, /privacy, /terms, /dpa), in
 * English or, under /sw and /fr, in Kiswahili or French (content/info.sw.ts, content/info.fr.ts):
 * the English content with the translated texts laid over it (the CTA's link stays).
 */
export default function InfoPage() {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const translation = useInfoTexts(lang);
  const path = stripLang(pathname.toLowerCase().replace(/\/+$/, '')) as InfoPath;
  const key = path in INFO_PAGES ? path : '/about';
  const english = INFO_PAGES[key];
  const text = translation?.pages[key];
  const page: InfoContent & { note?: string } = text
    ? { ...text, cta: english.cta && text.cta ? { label: text.cta, to: english.cta.to } : undefined }
    : english;
  usePageMeta(page.title, page.description);
  return (
    <PublicPage>
      <PageHero title={page.title} subtitle={page.lead} />
      <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <Stack gap="8">
          {page.note && (
            <Text color="fg.muted" fontSize="sm" fontStyle="italic" data-testid="info-note">
              {page.note}
            </Text>
          )}
          {key === '/status' && <LiveStatus texts={translation?.liveStatus ?? LIVE_STATUS_EN} />}
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
