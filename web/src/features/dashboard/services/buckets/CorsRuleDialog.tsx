import { Checkbox, HStack, Input, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { CORS_METHODS, corsRuleSchema, type CorsMethod } from '@contracts/storage';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { FormFieldset } from '@/components/ui/FormFieldset';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { FORM_ERROR } from '@/lib/forms/fieldErrors';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { BucketCorsQuery, PutBucketCorsMutation } from './operations';

export interface CorsRuleValues {
  id?: string | null;
  allowedOrigins: string[];
  allowedMethods: string[];
  allowedHeaders: string[];
  exposeHeaders: string[];
  maxAgeSeconds?: number | null;
}

/** One value a line (commas also separate), as the rule lists are typed. */
const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((v) => v.trim())
    .filter(Boolean);

const withoutTypename = (r: CorsRuleValues): CorsRuleValues => ({
  id: r.id ?? null,
  allowedOrigins: r.allowedOrigins,
  allowedMethods: r.allowedMethods,
  allowedHeaders: r.allowedHeaders,
  exposeHeaders: r.exposeHeaders,
  maxAgeSeconds: r.maxAgeSeconds ?? null,
});

/**
 * Add or edit one CORS rule of a bucket (`index` null: a new rule at the end). Saving sends the
 * bucket's whole list, as S3's PutBucketCors; the shared contract checks the rule first.
 */
export function CorsRuleDialog({ bucket, rules, index, open, onClose }: { bucket: string; rules: readonly CorsRuleValues[]; index: number | null; open: boolean; onClose: () => void }) {
  const { t, errorText } = useDashboardT();
  const form = useSchemaForm(corsRuleSchema);
  const [put, { loading }] = useMutation(PutBucketCorsMutation, { refetchQueries: [BucketCorsQuery], awaitRefetchQueries: true });
  const [id, setId] = useState('');
  const [origins, setOrigins] = useState('');
  const [methods, setMethods] = useState<CorsMethod[]>(['GET']);
  const [headers, setHeaders] = useState('');
  const [expose, setExpose] = useState('');
  const [maxAge, setMaxAge] = useState('');

  useEffect(() => {
    if (!open) return;
    const r = index === null ? undefined : rules[index];
    setId(r?.id ?? '');
    setOrigins((r?.allowedOrigins ?? []).join('\n'));
    setMethods((r?.allowedMethods ?? ['GET']).filter((m): m is CorsMethod => (CORS_METHODS as readonly string[]).includes(m)));
    setHeaders((r?.allowedHeaders ?? []).join('\n'));
    setExpose((r?.exposeHeaders ?? ['ETag']).join('\n'));
    setMaxAge(r?.maxAgeSeconds === null || r?.maxAgeSeconds === undefined ? '' : String(r.maxAgeSeconds));
    form.clearErrors();
  }, [open, index]);

  const submit = form.handleSubmit(
    () => ({ id: id.trim() || null, allowedOrigins: lines(origins), allowedMethods: methods, allowedHeaders: lines(headers), exposeHeaders: lines(expose), maxAgeSeconds: maxAge.trim() === '' ? null : Number(maxAge) }),
    async (rule) => {
      const next = rules.map(withoutTypename);
      if (index === null) next.push(rule);
      else next[index] = rule;
      await put({ variables: { input: { bucket, rules: next } } });
      notify({ title: t('buckets.corsSaved'), description: bucket });
      onClose();
    },
    (err) => form.setError(FORM_ERROR, errorText(err, 'buckets.corsSaveFailed')),
  );
  const toggle = (m: CorsMethod, on: boolean) => setMethods((cur) => (on ? CORS_METHODS.filter((x) => x === m || cur.includes(x)) : cur.filter((x) => x !== m)));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={index === null ? t('buckets.corsAdd') : t('buckets.corsEditTitle', { n: index + 1 })}
      description={bucket}
      formLabel={t('buckets.corsRuleForm')}
      onSubmit={submit}
      submitLabel={t('buckets.corsSave')}
      submittingLabel={t('buckets.corsSaving')}
      submitting={loading}
      error={form.formError}
    >
      <FormField label={t('buckets.corsOrigins')} helper={t('buckets.corsOriginsHelp')} error={form.errors.allowedOrigins} required>
        <Textarea rows={3} value={origins} onChange={(e) => setOrigins(e.target.value)} placeholder="https://app.example.co.ke" autoCapitalize="none" spellCheck={false} fontFamily="mono" fontSize="sm" />
      </FormField>
      <FormFieldset legend={t('buckets.corsMethods')} error={form.errors.allowedMethods}>
        <HStack gap="5" wrap="wrap">
          {CORS_METHODS.map((m) => (
            <Checkbox.Root key={m} checked={methods.includes(m)} onCheckedChange={(d) => toggle(m, d.checked === true)} colorPalette="teal">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontFamily="mono">{m}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </FormFieldset>
      <FormField label={t('buckets.corsHeaders')} helper={t('buckets.corsHeadersHelp')} error={form.errors.allowedHeaders}>
        <Textarea rows={2} value={headers} onChange={(e) => setHeaders(e.target.value)} placeholder="content-type" autoCapitalize="none" spellCheck={false} fontFamily="mono" fontSize="sm" />
      </FormField>
      <FormField label={t('buckets.corsExpose')} helper={t('buckets.corsExposeHelp')} error={form.errors.exposeHeaders}>
        <Textarea rows={2} value={expose} onChange={(e) => setExpose(e.target.value)} placeholder="ETag" autoCapitalize="none" spellCheck={false} fontFamily="mono" fontSize="sm" />
      </FormField>
      <HStack gap="4" align="start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <FormField label={t('buckets.corsMaxAge')} helper={t('buckets.corsMaxAgeHelp')} error={form.errors.maxAgeSeconds}>
          <Input inputMode="numeric" value={maxAge} onChange={(e) => setMaxAge(e.target.value)} placeholder="3000" maxW="40" />
        </FormField>
        <FormField label={t('buckets.corsId')} error={form.errors.id}>
          <Input value={id} onChange={(e) => setId(e.target.value)} maxLength={255} placeholder="web-uploads" />
        </FormField>
      </HStack>
    </FormDialog>
  );
}
