import { Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '@/lib/usePageMeta';

/** Any path without a route. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta('404 Page Not Found', 'This page does not exist.');
  return (
    <Stack maxW="2xl" mx="auto" px="6" py="24" gap="5" textAlign="center" align="center">
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">
        Nothing lives at <Code>{pathname}</Code>.
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Developer hint: did you forget to add this page to a route list in <Code>web/src/features/*/routes.tsx</Code>?
      </Text>
      <Button asChild colorPalette="teal">
        <Link to="/">Back to home</Link>
      </Button>
    </Stack>
  );
}
