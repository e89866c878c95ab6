import { Badge, Box, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { ChangePasswordDialog, DeleteAccountDialog } from './AccountDialogs';

function Row({ title, help, children, badge }: { title: string; help: string; children: ReactNode; badge?: ReactNode }) {
  return (
    <HStack justify="space-between" gap="4" wrap="wrap">
      <Stack gap="0.5" minW="0" flex="1">
        <HStack gap="2">
          <Text fontWeight="medium">{title}</Text>
          {badge}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
      </Stack>
      {children}
    </HStack>
  );
}

/** Download everything we hold about the user as a JSON file. */
async function downloadData() {
  const res = await fetch('/api/account/export', { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'account-data.json';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AccountTab({ twoFactorEnabled, username }: { twoFactorEnabled: boolean; username: string }) {
  const { t, errorText } = useDashboardT();
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadData();
      notify({ title: t('toast.downloadStarted'), description: t('toast.downloadStartedText') });
    } catch (err) {
      notify({ title: t('toast.dataDownloadFailed'), description: errorText(err), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="5" maxW="3xl">
      <Row title={t('settings.changePassword')} help={t('settings.changePasswordHelp')}>
        <Button variant="outline" size="sm" onClick={() => setDialog('password')}>
          {t('settings.changePassword')}
        </Button>
      </Row>
      <Separator />
      <Row title={t('security.twoFactor')} help={t('security.twoFactorHelp')} badge={twoFactorEnabled ? <Badge colorPalette="green">{t('settings.twoFactorEnabled')}</Badge> : undefined}>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/security">{t('settings.manageTwoFactor')}</Link>
        </Button>
      </Row>
      <Separator />
      <Row title={t('settings.downloadData')} help={t('settings.downloadDataHelp')}>
        <Button variant="outline" size="sm" onClick={() => void download()} disabled={downloading}>
          {t('settings.downloadData')}
        </Button>
      </Row>
      <Box borderWidth="1px" borderColor="red.300" borderRadius="md" p="4" bg="red.50/40">
        <Text fontWeight="semibold" color="red.700" mb="3">
          {t('settings.dangerZone')}
        </Text>
        <Row title={t('settings.deleteAccount')} help={t('settings.deleteAccountHelp')}>
          <Button colorPalette="red" size="sm" onClick={() => setDialog('delete')}>
            {t('settings.deleteAccount')}
          </Button>
        </Row>
      </Box>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} twoFactorEnabled={twoFactorEnabled} />
      <DeleteAccountDialog open={dialog === 'delete'} onClose={() => setDialog(null)} username={username} twoFactorEnabled={twoFactorEnabled} />
    </Stack>
  );
}
