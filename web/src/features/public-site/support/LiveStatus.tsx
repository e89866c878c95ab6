import { Badge, Card, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphqlRequest } from '@/lib/graphql/request';
import type { LiveStatusTexts } from '../content/info';
import { PriceListQuery } from '../operations';

type Check = { state: 'checking' } | { state: 'up'; ms: number; at: Date } | { state: 'down'; at: Date };

/** A real round trip from the browser to the API (a plain request, never a cached answer), timed; `texts` in the page's language. */
export function LiveStatus({ texts: t }: { texts: LiveStatusTexts }) {
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  useEffect(() => {
    let alive = true;
    const started = performance.now();
    graphqlRequest(PriceListQuery)
      .then(() => alive && setCheck({ state: 'up', ms: Math.round(performance.now() - started), at: new Date() }))
      .catch(() => alive && setCheck({ state: 'down', at: new Date() }));
    return () => {
      alive = false;
    };
  }, []);
  // One line for the state, one for its details, whatever the answer: the pre-rendered page shows
  // "Checking…" and nothing moves when the answer replaces it.
  return (
    <Card.Root variant="outline" data-testid="live-status">
      <Card.Body gap="1">
        <HStack justify="space-between" gap="3" minH="7">
          <Text fontWeight="semibold">{t.service}</Text>
          {check.state === 'checking' ? (
            <HStack gap="2">
              <Spinner size="sm" />
              <Text>{t.checking}</Text>
            </HStack>
          ) : (
            <Badge colorPalette={check.state === 'up' ? 'green' : 'red'} size="lg" role="status">
              {check.state === 'up' ? t.up : t.down}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" textAlign="end" truncate>
          {check.state === 'up' ? t.answered(check.ms, check.at.toLocaleTimeString('en-GB')) : check.state === 'down' ? t.fromNetwork(check.at.toLocaleTimeString('en-GB')) : '\u00a0'}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
