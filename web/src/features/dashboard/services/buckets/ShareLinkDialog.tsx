import { Button, Clipboard, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { CONSOLE_PRESIGN_CHOICES, PRESIGN_DEFAULT_SECONDS } from '@contracts/storage';
import { AppDialog } from '@/components/ui/AppDialog';
import { FormError } from '@/components/ui/FormError';
import { FormField } from '@/components/ui/FormField';
import { useDashboardT, useDashboardLanguage } from '@/i18n';
import { errorMessage } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';
import { baseName } from './bytes';
import { PresignObjectUrlMutation } from './operations';

/**
 * A download link for one object that works without signing in, until the chosen expiry (1, 6 or
 * 12 hours: the console's links last hours, not days) or until the account's console links are
 * revoked (a password change, "sign out everywhere", ...).
 */
export function ShareLinkDialog({ target, onClose }: { target: { bucket: string; key: string } | null; onClose: () => void }) {
  const df = useDateFormatter();
  const { t, errorText } = useDashboardT();
  const { preferences } = useDashboardLanguage();
  const [expiry, setExpiry] = useState<number>(PRESIGN_DEFAULT_SECONDS);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [presign, { loading }] = useMutation(PresignObjectUrlMutation);
  useEffect(() => {
    setLink(null);
    setError(null);
    setExpiry(PRESIGN_DEFAULT_SECONDS);
  }, [target?.bucket, target?.key]);
  const make = async () => {
    if (!target) return;
    try {
      const { data } = await presign({ variables: { input: { bucket: target.bucket, key: target.key, method: 'GET', expiresInSeconds: expiry } } });
      if (data) setLink({ url: data.presignObjectUrl.url, expiresAt: String(data.presignObjectUrl.expiresAt) });
    } catch (err) {
      setError(errorText(err, 'toast.linkFailed'));
    }
  };
  const name = target ? baseName(target.key) : '';
  return (
    <AppDialog
      open={target !== null}
      onClose={onClose}
      title={t('buckets.shareTitle')}
      size={{ base: 'xs', sm: 'md' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button colorPalette="teal" onClick={make} loading={loading}>
            {t('buckets.makeLink')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('buckets.shareHelp', { name })}
        </Text>
        <FormField label={t('buckets.expiry')}>
          <NativeSelect.Root size="sm" maxW="48">
            <NativeSelect.Field
              value={String(expiry)}
              onChange={(e) => {
                setExpiry(Number(e.target.value));
                setLink(null);
              }}
            >
              {CONSOLE_PRESIGN_CHOICES.map((s) => (
                <option key={s} value={s}>
                  {t(`buckets.expiry_${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {link && (
          <FormField label={t('buckets.link')} helper={t('buckets.expiresAt', { time: df.dateTime(link.expiresAt) })}>
            <HStack gap="1" w="full">
              <Input value={link.url} readOnly size="sm" fontFamily="mono" onFocus={(e) => e.target.select()} data-testid="share-link" flex="1" minW="0" />
              <Clipboard.Root value={link.url}>
                <Clipboard.Trigger asChild>
                  <IconButton variant="outline" size="sm" aria-label={t('buckets.copyLink')}>
                    <Clipboard.Indicator />
                  </IconButton>
                </Clipboard.Trigger>
              </Clipboard.Root>
            </HStack>
          </FormField>
        )}
        <FormError message={error} />
      </Stack>
    </AppDialog>
  );
}
