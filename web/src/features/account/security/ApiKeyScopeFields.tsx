import { Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { API_KEY_PREFIX_MAX } from '@contracts/account';
import { FormField } from '@/components/ui/FormField';
import { FormFieldset } from '@/components/ui/FormFieldset';
import { useDashboardT } from '@/i18n';
import { ApiKeyScopeBucketsQuery } from '../operations';

/**
 * The optional bucket scope of a new key: a box that limits it, then the caller's buckets to choose
 * and an optional object-key prefix (the server checks the buckets are the caller's).
 */
export function ApiKeyScopeFields({ limited, onLimited, buckets, onBuckets, prefix, onPrefix, errors, onCeph = false }: {
  limited: boolean;
  onLimited: (on: boolean) => void;
  buckets: string[];
  onBuckets: (b: string[]) => void;
  prefix: string;
  onPrefix: (p: string) => void;
  errors: { buckets?: string; prefix?: string };
  /** Ceph RGW lists no bucket to such a key (it owns none: docs/storage.md): the help says so. */
  onCeph?: boolean;
}) {
  const { t } = useDashboardT();
  const { data, loading } = useQuery(ApiKeyScopeBucketsQuery, { skip: !limited, fetchPolicy: 'network-only' });
  const choices = data?.apiKeyScopeBuckets ?? [];
  return (
    <Stack gap="3">
      <Checkbox.Root checked={limited} onCheckedChange={(d) => onLimited(d.checked === true)} colorPalette="teal" alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Stack gap="0.5">
          <Checkbox.Label>{t('security.scopeLimit')}</Checkbox.Label>
          <Text fontSize="xs" color="fg.muted">
            {t(onCeph ? 'security.scopeLimitHelpCeph' : 'security.scopeLimitHelp')}
          </Text>
        </Stack>
      </Checkbox.Root>
      {limited && (
        <>
          <FormFieldset legend={t('security.scopeBuckets')} error={errors.buckets}>
            {loading && !data ? (
              <Text fontSize="sm" color="fg.muted">
                {t('common.loading')}
              </Text>
            ) : choices.length ? (
              <Stack gap="2" maxH="40" overflowY="auto">
                {choices.map((b) => (
                  <Checkbox.Root key={b} checked={buckets.includes(b)} onCheckedChange={(d) => onBuckets(d.checked === true ? [...buckets, b] : buckets.filter((x) => x !== b))} colorPalette="teal">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontFamily="mono" wordBreak="break-all">
                      {b}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('security.scopeNoBuckets')}
              </Text>
            )}
          </FormFieldset>
          <FormField label={t('security.scopePrefix')} helper={t('security.scopePrefixHelp')} error={errors.prefix}>
            <Input value={prefix} onChange={(e) => onPrefix(e.target.value)} maxLength={API_KEY_PREFIX_MAX} placeholder="backups/" fontFamily="mono" />
          </FormField>
        </>
      )}
    </Stack>
  );
}
