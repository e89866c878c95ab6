import { Box, Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useHydrated } from '@/lib/useHydrated';
import { usePageMeta } from '@/lib/usePageMeta';

/** Any path without a route (pre-rendered once; the server answers it with status 404). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  // The pre-rendered page cannot know the visitor's path: its line keeps its height until then.
  const hydrated = useHydrated();
  usePageMeta('404 Page Not Found', 'This page does not exist.');
  return (
    <Stack maxW="2xl" mx="auto" px="6" py="24" gap="5" textAlign="center" align="center">
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">Nothing lives at this address.</Text>
      <Box h="6" maxW="full" overflow="hidden" data-testid="not-found-path">
        {hydrated && (
          <Code maxW="full" truncate display="block">
            {pathname}
          </Code>
        )}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        Developer hint: did you forget to add this page to a route list in <Code>web/src/features/*/routes.tsx</Code>?
      </Text>
      <Button asChild colorPalette="teal">
        <Link to="/">Back to home</Link>
      </Button>
    </Stack>
  );
}
