import { Alert, Box, Button, Card, Grid, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CALCULATOR_DEFAULTS, quoteInputSchema, REGIONS, type Region } from '@contracts/pricing';
import type { PricingQuoteQuery as QuoteResult } from '@/gql/graphql';
import { FormField } from '@/components/ui/FormField';
import { errorMessage, formatKsh } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/forms/fieldErrors';
import { PricingQuoteQuery } from '../operations';
import { FullEstimate } from './FullEstimate';
import { useAdoptTypedValues } from '@/lib/useAdoptTypedValues';
import { NumberField } from './NumberField';
import en from '../i18n/en/calculator';
import { useMessages } from '@/i18n/public/messages';
import { localize } from './localize';
import { localUsageText } from './localUsageText';
import { toGraphqlRegion } from './regionVar';
import { resultState, type ResultState } from './resultState';

type Quote = QuoteResult['pricingQuote'];
type Texts = typeof en;

/** The pricing calculator (spec: defaults 100 GB / 50 GB / kenya; idle → pending → result), priced by the server. */
export function PricingCalculator() {
  const client = useApolloClient();
  const t = useMessages('calculator', en);
  const [storageGB, setStorage] = useState<number | ''>(CALCULATOR_DEFAULTS.storageGB);
  const [egressGB, setEgress] = useState<number | ''>(CALCULATOR_DEFAULTS.egressGB);
  const [region, setRegion] = useState<Region>(CALCULATOR_DEFAULTS.region);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [quote, setQuote] = useState<{ result: Quote; for: unknown } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useAdoptTypedValues({ storageGB, egressGB, region }, (name, v) => {
    if (name === 'storageGB') setStorage(v === '' ? '' : Number(v));
    else if (name === 'egressGB') setEgress(v === '' ? '' : Number(v));
    else if (name === 'region' && (REGIONS as readonly unknown[]).includes(v)) setRegion(v as Region);
  });

  const current = { storageGB: storageGB === '' ? undefined : storageGB, egressGB: egressGB === '' ? undefined : egressGB, region };
  // Once the visitor has pressed Calculate, the fields are checked as they type, and a price
  // calculated for other figures is dimmed (or withdrawn while a field is invalid).
  const liveErrors = fieldErrorsOf(quoteInputSchema, current, (message) => localize(t, message));
  const errors: Record<string, string> = submitted ? liveErrors : {};
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
      // The server's English message, in the page's language (any other text: the general one).
      setFailure(localize(t, errorMessage(err, t.failed), t.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="8">
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <Card.Root variant="outline">
          <Card.Body>
            <form ref={formRef} onSubmit={calculate} noValidate aria-label={t.formLabel}>
              <Stack gap="5">
                <Heading as="h3" size="lg">
                  {t.usageTitle}
                </Heading>
                <NumberField name="storageGB" label={t.storageLabel} value={storageGB} onChange={setStorage} error={errors.storageGB} helper={t.storageHelper} />
                <NumberField name="egressGB" label={t.egressLabel} value={egressGB} onChange={setEgress} error={errors.egressGB} />
                <FormField label={t.regionLabel} error={errors.region}>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="region" value={region} onChange={(e) => setRegion(e.target.value as Region)}>
                      {REGIONS.map((r) => (
                        <option key={r} value={r}>
                          {t.regions[r]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <Button type="submit" colorPalette="teal" size="lg" disabled={pending}>
                  {pending ? t.calculating : t.calculate}
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        <QuoteResultCard quote={quote?.result ?? null} state={state} failure={failure} t={t} />
      </Grid>
      <FullEstimate base={{ storageGB, egressGB, region }} />
    </Stack>
  );
}

function QuoteResultCard({ quote, state, failure, t }: { quote: Quote | null; state: ResultState; failure: string | null; t: Texts }) {
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
            {state === 'invalid' ? t.withdrawn : t.idle}
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
            {t.stale}
          </Text>
        )}
        <Stack gap="4" opacity={stale ? 0.4 : 1} transition="opacity 0.15s">
          <HStack justify="space-between" align="baseline" flexWrap="wrap">
            <Text color="fg.muted">{t.estimated}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t.currency} <strong>{quote.currency}</strong>
            </Text>
          </HStack>
          <Text fontSize="4xl" fontWeight="bold" color="teal.700" data-testid="quote-total">
            {formatKsh(quote.totalCents)}
          </Text>
          <QuoteLineRow title={t.storage} line={storage} testId="quote-storage" t={t} />
          <QuoteLineRow title={t.egress} line={egress} testId="quote-egress" t={t} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function QuoteLineRow({ title, line, testId, t }: { title: string; line: Quote['breakdown']['storage']; testId: string; t: Texts }) {
  const gb = (amount: number) => localUsageText(amount, 'GB', t, t === en);
  return (
    <Box borderTopWidth="1px" pt="3" data-testid={testId}>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontWeight="semibold">{formatKsh(line.costCents)}</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t.lineUsage(gb(line.amount), gb(line.free), gb(line.billable))}
      </Text>
    </Box>
  );
}
