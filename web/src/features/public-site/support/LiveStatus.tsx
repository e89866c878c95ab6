import { Badge, Card, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphqlRequest } from '@/lib/graphql/request';
import { PriceListQuery } from '../operations';

type Check = { state: 'checking' } | { state: 'up'; ms: number; at: Date } | { state: 'down'; at: Date };

/** A real round trip from the browser to the API (a plain request, never a cached answer), timed. */
export function LiveStatus() {
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
  return (
    <Card.Root variant="outline" data-testid="live-status">
      <Card.Body>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Text fontWeight="semibold">Portal API</Text>
          {check.state === 'checking' ? (
            <HStack gap="2"><Spinner size="sm" /><Text>Checking…</Text></HStack>
          ) : check.state === 'up' ? (
            <HStack gap="2" role="status">
              <Badge colorPalette="green" size="lg">Operational</Badge>
              <Text fontSize="sm" color="fg.muted">answered in {check.ms} ms at {check.at.toLocaleTimeString('en-GB')}</Text>
            </HStack>
          ) : (
            <HStack gap="2" role="status">
              <Badge colorPalette="red" size="lg">Unreachable</Badge>
              <Text fontSize="sm" color="fg.muted">from your network at {check.at.toLocaleTimeString('en-GB')}</Text>
            </HStack>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
