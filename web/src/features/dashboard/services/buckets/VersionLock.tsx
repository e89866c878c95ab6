import type { LockMode } from '@contracts/storage';
import { Alert, Badge, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { notify } from '@/components/ui/toaster';
import type { DashboardObjectVersionsQuery } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { ExtendObjectRetentionMutation, ObjectVersionsQuery, SetObjectLegalHoldMutation } from './operations';
import { useRetentionText } from './RetentionFields';

type Version = DashboardObjectVersionsQuery['objectVersions']['versions'][number];

/** A version's lock as badges: "Locked until <date> · Governance" while its retention runs, and "Legal hold". */
export function VersionLockBadges({ version }: { version: Version }) {
  const { t } = useDashboardT();
  const df = useDateFormatter();
  const text = useRetentionText();
  return (
    <>
      {version.retained && (
        // It may wrap on a phone: the date is the part that matters.
        <Badge colorPalette="purple" whiteSpace="normal" h="auto" py="0.5" data-testid="locked-until">
          {t('buckets.lockedUntil', { date: df.date(version.lockUntil!), mode: text.mode(version.lockMode as LockMode) })}
        </Badge>
      )}
      {version.legalHold && (
        <Badge colorPalette="red" data-testid="legal-hold">
          {t('buckets.legalHoldBadge')}
        </Badge>
      )}
    </>
  );
}

/** Why Delete is disabled on a locked version: its retention date, or its legal hold. */
export function useLockReason() {
  const { t } = useDashboardT();
  const df = useDateFormatter();
  return (v: Version) => (v.legalHold ? t('buckets.lockedByHold') : t('buckets.lockedByRetention', { date: df.dateTime(v.lockUntil!) }));
}

/** The yyyy-mm-dd of a date (UTC): a date input's value and bounds. */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A version's lock actions in an object lock bucket: put on or lift a legal hold, and extend the
 * retention to a later day (the console never shortens one: the API refuses it, with S3's message).
 */
export function VersionLockActions({ bucket, objectKey, version, id }: { bucket: string; objectKey: string; version: Version; id: string }) {
  const { t, errorText } = useDashboardT();
  const refetch = { refetchQueries: [ObjectVersionsQuery], awaitRefetchQueries: true };
  const [hold, holding] = useMutation(SetObjectLegalHoldMutation, refetch);
  const [extend, extending] = useMutation(ExtendObjectRetentionMutation, refetch);
  const [asking, setAsking] = useState(false);
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The earliest day offered: the day after the current end (or tomorrow when none runs).
  const from = version.retained ? new Date(version.lockUntil!) : new Date();
  const min = dayOf(new Date(from.getTime() + 86_400_000));
  // Midday UTC of the chosen day: the same calendar day in every time zone from UTC-11 to UTC+11.
  const until = day ? new Date(`${day}T12:00:00.000Z`) : null;
  const later = until !== null && !Number.isNaN(until.getTime()) && until.getTime() > from.getTime();

  const toggleHold = async () => {
    try {
      await hold({ variables: { input: { bucket, key: objectKey, versionId: version.versionId, on: !version.legalHold } } });
      notify({ title: version.legalHold ? t('buckets.legalHoldOff') : t('buckets.legalHoldOn'), description: id });
    } catch (err) {
      notify({ title: t('buckets.lockSaveFailed'), description: errorText(err), variant: 'destructive' });
    }
  };
  const close = () => {
    setAsking(false);
    setDay('');
    setError(null);
  };
  const confirmExtend = async () => {
    if (!later || !until) return;
    setError(null);
    try {
      // A COMPLIANCE retention stays COMPLIANCE; one without a mode yet starts as GOVERNANCE.
      await extend({ variables: { input: { bucket, key: objectKey, versionId: version.versionId, mode: (version.lockMode as LockMode | null) ?? 'GOVERNANCE', until: until.toISOString() } } });
      notify({ title: t('buckets.retentionExtended'), description: id });
      close();
    } catch (err) {
      setError(errorText(err, 'buckets.lockSaveFailed'));
    }
  };
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => void toggleHold()} loading={holding.loading} aria-pressed={version.legalHold} aria-label={t(version.legalHold ? 'buckets.legalHoldRemoveNamed' : 'buckets.legalHoldPutNamed', { id })}>
        {version.legalHold ? t('buckets.legalHoldRemove') : t('buckets.legalHoldPut')}
      </Button>
      <Button size="xs" variant="outline" onClick={() => setAsking(true)} aria-label={t('buckets.extendNamed', { id })}>
        {t('buckets.extend')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(o) => !o && close()}
        title={t('buckets.extendTitle')}
        description={t('buckets.extendBody', { id })}
        confirmLabel={t('buckets.extend')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.saving')}
        loading={extending.loading}
        confirmDisabled={!later}
        onConfirm={() => void confirmExtend()}
      >
        <Stack gap="3" mt="3">
          <FormField label={t('buckets.extendUntil')} helper={t('buckets.extendHelp')}>
            <Input type="date" min={min} value={day} onChange={(e) => setDay(e.target.value)} />
          </FormField>
          {day && !later && <Text fontSize="sm" color="fg.error">{t('buckets.extendLater')}</Text>}
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{error}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
