import { Alert, Box, Button, Card, Checkbox, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { estimateInputSchema, PRICES, type Region } from '@contracts/pricing';
import type { PricingEstimateQuery as EstimateResult } from '@/gql/graphql';
import { errorMessage, formatKsh } from '@/lib/format';
import { fieldErrorsOf } from '@/lib/forms/fieldErrors';
import { useAdoptTypedValues } from '@/lib/useAdoptTypedValues';
import { PricingEstimateQuery } from '../operations';
import en from '../i18n/en/calculator';
import { useMessages } from '@/i18n/public/messages';
import { EstimateTable } from './EstimateTable';
import { localize } from './localize';
import { NumberField } from './NumberField';
import { toGraphqlRegion } from './regionVar';
import { resultState } from './resultState';

type Estimate = EstimateResult['pricingEstimate'];

/** The optional full estimate: the calculator's usage plus block storage, snapshots, CDN and premium support. */
export function FullEstimate({ base }: { base: { storageGB: number | ''; egressGB: number | ''; region: Region } }) {
  const client = useApolloClient();
  const t = useMessages('calculator', en);
  const [blockStorageGB, setBlock] = useState<number | ''>(0);
  const [snapshotGB, setSnapshots] = useState<number | ''>(0);
  const [cdnGB, setCdn] = useState<number | ''>(0);
  const [premiumSupport, setPremium] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [estimate, setEstimate] = useState<{ result: Estimate; for: unknown } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useAdoptTypedValues({ blockStorageGB, snapshotGB, cdnGB, premiumSupport }, (name, v) => {
    const n = v === '' ? '' : Number(v);
    if (name === 'blockStorageGB') setBlock(n);
    else if (name === 'snapshotGB') setSnapshots(n);
    else if (name === 'cdnGB') setCdn(n);
    else if (name === 'premiumSupport') setPremium(v === true);
  });

  const num = (v: number | '') => (v === '' ? undefined : v);
  const current = {
    storageGB: num(base.storageGB),
    egressGB: num(base.egressGB),
    region: base.region,
    blockStorageGB: num(blockStorageGB),
    snapshotGB: num(snapshotGB),
    cdnGB: num(cdnGB),
    premiumSupport,
  };
  // As in the calculator: after the first try the fields are checked as they change, and an
  // estimate made for other figures is dimmed, or withdrawn while a figure is invalid.
  const liveErrors = fieldErrorsOf(estimateInputSchema, current, (message) => localize(t, message));
  const errors: Record<string, string | undefined> = submitted ? liveErrors : {};
  const state = resultState(!!estimate, current, estimate?.for, Object.keys(liveErrors).length === 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const parsed = estimateInputSchema.safeParse(current);
    if (!parsed.success) return;
    setFailure(null);
    setPending(true);
    try {
      const { data } = await client.query({
        query: PricingEstimateQuery,
        variables: { input: { ...parsed.data, region: toGraphqlRegion(parsed.data.region) } },
        fetchPolicy: 'network-only',
      });
      setEstimate(data?.pricingEstimate ? { result: data.pricingEstimate, for: current } : null);
    } catch (err) {
      setFailure(localize(t, errorMessage(err, t.failed), t.failed));
    } finally {
      setPending(false);
    }
  };

  const baseError = errors.storageGB ?? errors.egressGB ?? errors.region;
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form ref={formRef} onSubmit={submit} noValidate aria-label={t.fullTitle}>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h3" size="lg">
                {t.fullTitle}
              </Heading>
              <Text color="fg.muted">
                {t.fullText}
              </Text>
            </Stack>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
              <NumberField name="blockStorageGB" label={t.blockLabel} value={blockStorageGB} onChange={setBlock} error={errors.blockStorageGB} helper={t.blockHelper} />
              <NumberField name="snapshotGB" label={t.snapshotLabel} value={snapshotGB} onChange={setSnapshots} error={errors.snapshotGB} />
              <NumberField name="cdnGB" label={t.cdnLabel} value={cdnGB} onChange={setCdn} error={errors.cdnGB} helper={t.cdnHelper} />
            </Grid>
            <Checkbox.Root checked={premiumSupport} onCheckedChange={(d) => setPremium(d.checked === true)} colorPalette="teal">
              <Checkbox.HiddenInput name="premiumSupport" />
              <Checkbox.Control />
              <Checkbox.Label>{t.premium(formatKsh(PRICES.premiumSupportCentsPerMonth, { whole: true }))}</Checkbox.Label>
            </Checkbox.Root>
            {baseError && <Text color="red.600">{t.fixAbove(baseError)}</Text>}
            <Button type="submit" variant="outline" colorPalette="teal" alignSelf="flex-start" disabled={pending}>
              {pending ? t.calculating : t.getEstimate}
            </Button>
            {failure && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            {estimate && state === 'invalid' && <Text color="fg.muted" data-testid="estimate-withdrawn">{t.estimateWithdrawn}</Text>}
            {estimate && state === 'stale' && (
              <Text fontSize="sm" fontWeight="medium" color="orange.700">
                {t.estimateStale}
              </Text>
            )}
            {estimate && state !== 'invalid' && (
              <Box opacity={state === 'stale' ? 0.4 : 1} data-stale={state === 'stale' || undefined} data-testid="full-estimate">
                <EstimateTable lines={estimate.result.lines} totalCents={estimate.result.totalCents} currency={estimate.result.currency} vat={estimate.result} caption={t.estimateCaption(estimate.result.vatRatePercent)} />
              </Box>
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
