import { BACKUP_RETENTION_DAYS, DEFAULT_BACKUP_RETENTION, LOCK_MODES, MAX_RETENTION_DAYS, type LockMode } from '@contracts/storage';
import { Input, Stack, Text } from '@chakra-ui/react';
import { FormField } from '@/components/ui/FormField';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { useDashboardT } from '@/i18n';

/** A default retention being chosen: a mode, and one of the offered periods or a custom number of days (as typed). */
export interface RetentionChoice {
  mode: LockMode;
  period: string;
  customDays: string;
}

const CUSTOM = 'custom';

/** The choice a form starts with: an existing default retention (days, or years as days), else 30 days GOVERNANCE. */
export function retentionChoiceOf(current?: { mode: LockMode; days?: number | null; years?: number | null } | null): RetentionChoice {
  const days = current ? (current.days ?? (current.years ?? 0) * 365) : DEFAULT_BACKUP_RETENTION.days;
  const offered = (BACKUP_RETENTION_DAYS as readonly number[]).includes(days);
  return { mode: current?.mode ?? DEFAULT_BACKUP_RETENTION.mode, period: offered ? String(days) : CUSTOM, customDays: offered ? '' : String(days) };
}

/** The days a choice stands for (NaN while the custom number is not a number: the contract's schema says why). */
export const retentionDaysOf = (c: RetentionChoice): number => Number(c.period === CUSTOM ? c.customDays.trim() || NaN : c.period);

/** Texts of object lock: a mode's name, and a retention as "30 days Governance". */
export function useRetentionText() {
  const { t } = useDashboardT();
  const mode = (m: LockMode) => t(`buckets.lockMode_${m}`);
  const period = (r: { days?: number | null; years?: number | null }) => (r.years ? t('buckets.lockYears', { count: r.years }) : t('buckets.lockDays', { count: r.days ?? 0 }));
  return { mode, retention: (r: { mode: LockMode; days?: number | null; years?: number | null }) => `${period(r)} ${mode(r.mode)}` };
}

/**
 * A default retention's two choices: how long (7, 30, 365 days or a custom number) and the mode,
 * with one line saying what the chosen mode means. Used when a bucket is created and in its settings.
 */
export function RetentionFields({ value, onChange, error }: { value: RetentionChoice; onChange: (next: RetentionChoice) => void; error?: string }) {
  const { t } = useDashboardT();
  const text = useRetentionText();
  return (
    <Stack gap="3">
      <FormField label={t('buckets.lockPeriod')} error={error}>
        <Stack gap="2" align="start" w="full">
          <SegmentedControl
            label={t('buckets.lockPeriod')}
            value={value.period}
            onChange={(period) => onChange({ ...value, period })}
            options={[...BACKUP_RETENTION_DAYS.map((d) => ({ value: String(d), label: t('buckets.lockDays', { count: d }) })), { value: CUSTOM, label: t('buckets.lockCustom') }]}
          />
          {value.period === CUSTOM && (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_RETENTION_DAYS}
              maxW="40"
              value={value.customDays}
              onChange={(e) => onChange({ ...value, customDays: e.target.value })}
              aria-label={t('buckets.lockCustomDays')}
              placeholder={t('buckets.lockCustomDays')}
            />
          )}
        </Stack>
      </FormField>
      <Stack gap="1.5">
        <Text fontSize="sm" fontWeight="medium">
          {t('buckets.lockModeLabel')}
        </Text>
        <SegmentedControl label={t('buckets.lockModeLabel')} value={value.mode} onChange={(mode) => onChange({ ...value, mode })} options={LOCK_MODES.map((m) => ({ value: m, label: text.mode(m) }))} />
        <Text fontSize="xs" color="fg.muted">
          {t(`buckets.lockModeHelp_${value.mode}`)}
        </Text>
      </Stack>
    </Stack>
  );
}
