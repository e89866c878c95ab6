import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormError } from '@/components/ui/FormError';
import { useDashboardT } from '@/i18n';
import { fromS3Json, toS3Json, type JsonProblem, type RuleInput } from './lifecycleJson';

/**
 * The configuration as S3's JSON, editable: what `aws s3api put-bucket-lifecycle-configuration`
 * takes and get-bucket-lifecycle-configuration prints. A text that does not read (or that the
 * server refuses) stays as typed, with the reason under it, until it is fixed or discarded.
 */
export function LifecycleJsonView({ rules, save, saving }: { rules: readonly RuleInput[]; save: (rules: RuleInput[]) => Promise<void>; saving: boolean }) {
  const { t, errorText } = useDashboardT();
  const stored = toS3Json(rules);
  const [text, setText] = useState(stored);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | undefined>();

  // The stored configuration changed (a save, the form): show it, unless the user is typing.
  useEffect(() => {
    if (!dirty) setText(stored);
  }, [stored, dirty]);

  const problemText = (p: JsonProblem) => {
    switch (p.key) {
      case 'jsonInvalid':
        return t('lifecycle.jsonInvalid', { detail: p.detail });
      case 'jsonNoRules':
        return t('lifecycle.jsonNoRules');
      case 'jsonUnknown':
      case 'jsonWrongType':
        return t(`lifecycle.${p.key}`, { n: p.n, field: p.field });
      default:
        return t(`lifecycle.${p.key}`, { n: p.n });
    }
  };

  const submit = async () => {
    const read = fromS3Json(text);
    if ('problem' in read) return setError(problemText(read.problem));
    setError(undefined);
    try {
      await save(read.rules);
      setDirty(false);
    } catch (e) {
      setError(errorText(e, 'lifecycle.saveFailed'));
    }
  };
  const discard = () => {
    setText(stored);
    setDirty(false);
    setError(undefined);
  };

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" id="lifecycle-json-help">
        {t('lifecycle.jsonHelp')}
      </Text>
      <Textarea
        aria-label={t('lifecycle.jsonLabel')}
        aria-describedby="lifecycle-json-help"
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setDirty(true);
        }}
        rows={14}
        fontFamily="mono"
        fontSize="xs"
        spellCheck={false}
        autoCapitalize="none"
      />
      <FormError message={error} />
      <HStack justify="end" gap="2">
        <Button variant="outline" size="sm" onClick={discard} disabled={!dirty || saving}>
          {t('lifecycle.jsonReset')}
        </Button>
        <Button colorPalette="teal" size="sm" onClick={submit} loading={saving} disabled={!dirty}>
          {t('lifecycle.jsonSave')}
        </Button>
      </HStack>
    </Stack>
  );
}
