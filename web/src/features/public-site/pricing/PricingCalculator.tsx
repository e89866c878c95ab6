import { Alert, Box, Button, Card, Field, Grid, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CALCULATOR_DEFAULTS, quoteInputSchema, REGION_LABELS, REGIONS, type Region } from '@contracts/pricing';
import type { PricingQuoteQuery as QuoteResult } from '@/gql/graphql';
import { errorMessage, formatKsh } from '@/lib/format';
import { PricingQuoteQuery } from '../operations';
import { FullEstimate } from './FullEstimate';
import { NumberField } from './NumberField';
import { usageText } from './priceText';
import { toGraphqlRegion } from './regionVar';
import { fieldErrors, resultState, type ResultState } from './resultState';

type Quote = QuoteResult['pricingQuote'];

/** The pricing calculator (spec: defaults 100 GB / 50 GB / kenya; idle → pending → result), priced by the server. */
export function PricingCalculator() {
  const client = useApolloClient();
  const [storageGB, setStorage] = useState<number | ''>(CALCULATOR_DEFAULTS.storageGB);
  const [egressGB, setEgress] = useState<number | ''>(CALCULATOR_DEFAULTS.egressGB);
  const [region, setRegion] = useState<Region>(CALCULATOR_DEFAULTS.region);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [quote, setQuote] = useState<{ result: Quote; for: unknown } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const current = { storageGB: storageGB === '' ? undefined : storageGB, egressGB: egressGB === '' ? undefined : egressGB, region };
  // Once the visitor has pressed Calculate, the fields are checked as they type, and a price
  // calculated for other figures is dimmed (or withdrawn while a field is invalid).
  const liveErrors = fieldErrors(quoteInputSchema, current);
  const errors = submitted ? liveErrors : {};
  const state = resultState(!!quote, current, quote?.for, Object.keys(liveErrors).length === 0);

  const calculate = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const parsed = quoteInputSchema.safeParse(current);
    if (!parsed.success) return;
    setFailure(null);
    setPending(true);
    try {
      const { data } = await client.query({
        query: PricingQuoteQuery,
        variables: { input: { ...parsed.data, region: toGraphqlRegion(parsed.data.region) } },
        fetchPolicy: 'network-only',
      });
      setQuote(data?.pricingQuote ? { result: data.pricingQuote, for: current } : null);
    } catch (err) {
      setFailure(errorMessage(err, 'The estimate could not be calculated. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="8">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <Card.Root variant="outline">
          <Card.Body>
            <form onSubmit={calculate} noValidate aria-label="Pricing calculator">
              <Stack gap="5">
                <Heading as="h3" size="lg">
                  Your monthly usage
                </Heading>
                <NumberField name="storageGB" label="Object storage (GB)" value={storageGB} onChange={setStorage} error={errors.storageGB} helper="First 10 GB free forever" />
                <NumberField name="egressGB" label="Egress / data transfer out (GB)" value={egressGB} onChange={setEgress} error={errors.egressGB} />
                <Field.Root invalid={!!errors.region}>
                  <Field.Label>Region</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="region" value={region} onChange={(e) => setRegion(e.target.value as Region)}>
                      {REGIONS.map((r) => (
                        <option key={r} value={r}>
                          {REGION_LABELS[r]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.region}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" colorPalette="teal" size="lg" disabled={pending}>
                  {pending ? 'Calculating...' : 'Calculate Monthly Cost'}
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        <QuoteResultCard quote={quote?.result ?? null} state={state} failure={failure} />
      </Grid>
      <FullEstimate base={{ storageGB, egressGB, region }} />
    </Stack>
  );
}

function QuoteResultCard({ quote, state, failure }: { quote: Quote | null; state: ResultState; failure: string | null }) {
  if (failure) {
    return (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>{failure}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!quote || state === 'invalid') {
    return (
      <Card.Root variant="subtle" bg="teal.50" h="full" data-testid={state === 'invalid' ? 'quote-withdrawn' : undefined} aria-live="polite">
        <Card.Body justifyContent="center">
          <Text color="teal.900">
            {state === 'invalid'
              ? 'Correct the highlighted figure to see an estimate: the previous price no longer applies.'
              : 'Enter your expected storage and traffic, choose a region and press Calculate Monthly Cost. Prices come straight from our billing engine.'}
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  const { storage, egress } = quote.breakdown;
  const stale = state === 'stale';
  return (
    <Card.Root variant="elevated" aria-live="polite" data-testid="quote-result" data-stale={stale || undefined}>
      <Card.Body>
        {stale && (
          <Text fontSize="sm" fontWeight="medium" color="orange.700" mb="3">
            Figures changed: press Calculate Monthly Cost to update this price.
          </Text>
        )}
        <Stack gap="4" opacity={stale ? 0.4 : 1} transition="opacity 0.15s">
          <HStack justify="space-between" align="baseline" flexWrap="wrap">
            <Text color="fg.muted">Estimated monthly cost (excl. VAT)</Text>
            <Text fontSize="sm" color="fg.muted">
              Currency: <strong>{quote.currency}</strong>
            </Text>
          </HStack>
          <Text fontSize="4xl" fontWeight="bold" color="teal.700" data-testid="quote-total">
            {formatKsh(quote.totalCents)}
          </Text>
          <QuoteLineRow title="Storage" line={storage} testId="quote-storage" />
          <QuoteLineRow title="Egress" line={egress} testId="quote-egress" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function QuoteLineRow({ title, line, testId }: { title: string; line: Quote['breakdown']['storage']; testId: string }) {
  return (
    <Box borderTopWidth="1px" pt="3" data-testid={testId}>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontWeight="semibold">{formatKsh(line.costCents)}</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {usageText(line.amount, 'GB')} used · {usageText(line.free, 'GB')} free · {usageText(line.billable, 'GB')} billable
      </Text>
    </Box>
  );
}
