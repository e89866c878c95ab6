import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useDashboardT } from '@/i18n';

/**
 * The takeover clean-up's option on a password change and on turning 2FA off (checked by default):
 * also revoke the personal access tokens and deactivate the S3 access keys, which an intruder may
 * have created and a new password alone would not stop. The server's default is the same.
 */
export function RevokeTokensAndKeysCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useDashboardT();
  return (
    <Stack gap="1">
      <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} colorPalette="teal" alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label>{t('security.revokeTokensAndKeys')}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="xs" color="fg.muted" ps="6">
        {t('security.revokeTokensAndKeysHelp')}
      </Text>
    </Stack>
  );
}
