import { Alert, HStack, Input, Switch } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { useDashboardT } from '@/i18n';
import type { RuleInput } from './lifecycleJson';
import { formValuesOf, hasExtras, ruleFromForm, type RuleFormField, type RuleFormProblem, type RuleFormValues } from './lifecycleForm';

/**
 * Add or edit one lifecycle rule with the common rules (`index` null: a new rule at the end).
 * `save` sends the bucket's whole list, as S3's PutBucketLifecycleConfiguration; it throws on a
 * refusal, whose message (S3's own, from the server) is shown under the fields.
 */
export function LifecycleRuleDialog({ bucket, rules, index, open, onClose, save, saving }: { bucket: string; rules: readonly RuleInput[]; index: number | null; open: boolean; onClose: () => void; save: (rules: RuleInput[]) => Promise<void>; saving: boolean }) {
  const { t, errorText } = useDashboardT();
  const base = index === null ? undefined : rules[index];
  const [values, setValues] = useState<RuleFormValues>(formValuesOf(undefined));
  const [errors, setErrors] = useState<Partial<Record<RuleFormField, RuleFormProblem>>>({});
  const [serverError, setServerError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setValues(formValuesOf(base));
    setErrors({});
    setServerError(undefined);
  }, [open, index]);

  const set = (field: keyof RuleFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const err = (field: RuleFormField) => (errors[field] ? t(`lifecycle.${errors[field]}`) : undefined);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setServerError(undefined);
    const result = ruleFromForm(values, base);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    const next = [...rules];
    if (index === null) next.push(result.rule);
    else next[index] = result.rule;
    try {
      await save(next);
      onClose();
    } catch (e) {
      setServerError(errorText(e, 'lifecycle.saveFailed'));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={index === null ? t('lifecycle.add') : t('lifecycle.editTitle', { n: index + 1 })}
      description={bucket}
      formLabel={t('lifecycle.ruleForm')}
      onSubmit={submit}
      submitLabel={t('lifecycle.save')}
      submittingLabel={t('lifecycle.saving')}
      submitting={saving}
      error={err('form') ?? serverError}
    >
      {hasExtras(base) && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('lifecycle.keptExtras')}</Alert.Title>
        </Alert.Root>
      )}
      <FormField label={t('lifecycle.prefix')} helper={t('lifecycle.prefixHelp')}>
        <Input value={values.prefix} onChange={set('prefix')} placeholder="logs/" autoCapitalize="none" spellCheck={false} fontFamily="mono" />
      </FormField>
      <FormField label={t('lifecycle.expireCurrent')} helper={t('lifecycle.expireCurrentHelp')} error={err('expireDays')}>
        <Input inputMode="numeric" value={values.expireDays} onChange={set('expireDays')} placeholder="30" maxW="40" />
      </FormField>
      <HStack gap="4" align="start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <FormField label={t('lifecycle.expireNoncurrent')} helper={t('lifecycle.expireNoncurrentHelp')} error={err('noncurrentDays')}>
          <Input inputMode="numeric" value={values.noncurrentDays} onChange={set('noncurrentDays')} placeholder="90" maxW="40" />
        </FormField>
        <FormField label={t('lifecycle.keepNewerLabel')} helper={t('lifecycle.keepNewerHelp')} error={err('keepNewer')}>
          <Input inputMode="numeric" value={values.keepNewer} onChange={set('keepNewer')} placeholder="3" maxW="40" />
        </FormField>
      </HStack>
      <FormField label={t('lifecycle.abortUploads')} error={err('abortDays')}>
        <Input inputMode="numeric" value={values.abortDays} onChange={set('abortDays')} placeholder="7" maxW="40" />
      </FormField>
      <HStack gap="4" align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <FormField label={t('lifecycle.id')}>
          <Input value={values.id} onChange={set('id')} maxLength={255} placeholder="expire-logs" />
        </FormField>
        <Switch.Root checked={values.enabled} onCheckedChange={(d) => setValues((v) => ({ ...v, enabled: d.checked }))} colorPalette="teal" flexShrink={0} pb="2">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('lifecycle.enabled')}</Switch.Label>
        </Switch.Root>
      </HStack>
    </FormDialog>
  );
}
