import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import en from '@/i18n/public/en/notFound';
import { localizePath } from '@/i18n/public/lang';
import { useMessages, usePublicLang } from '@/i18n/public/messages';
import { useHydrated } from '@/lib/useHydrated';
import { usePageMeta } from '@/lib/usePageMeta';

/** Any path without a route (pre-rendered once; the server answers it with status 404). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  // Under /sw/… and /fr/… in that language (its catalogue loads first: useMessages suspends until then).
  const t = useMessages('notFound', en);
  const lang = usePublicLang();
  // The pre-rendered page cannot know the visitor's path: its line keeps its height until then.
  const hydrated = useHydrated();
  usePageMeta(t.metaTitle, t.metaDescription);
  return (
    <Stack maxW="2xl" mx="auto" px="6" py="24" gap="5" textAlign="center" align="center">
      <Heading as="h1" size="2xl">
        {t.title}
      </Heading>
      <Text color="fg.muted">{t.text}</Text>
      <Box h="6" maxW="full" overflow="hidden" data-testid="not-found-path">
        {hydrated && (
          <Code maxW="full" truncate display="block">
            {pathname}
          </Code>
        )}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t.hint[0]}
        <Code>web/src/features/*/routes.tsx</Code>
        {t.hint[1]}
      </Text>
      <Button asChild colorPalette="teal">
        <Link to={localizePath('/', lang)}>{t.back}</Link>
      </Button>
    </Stack>
  );
}
