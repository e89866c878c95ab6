import { Badge, Box, Button, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { accountBlockConfirmed } from '@contracts/storage';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { SectionCard } from '@/components/ui/SectionCard';
import { notify } from '@/components/ui/toaster';
import { useDashboardT } from '@/i18n';
import { getFragmentData } from '@/gql';
import { AccountPublicAccessBlockFields, AccountPublicAccessBlockQuery, PutAccountPublicAccessBlockMutation, SecurityEventsQuery, SecurityOverviewQuery } from '../operations';
import { SettingSwitch } from './SettingSwitch';

/** The anchor the bucket's Public access dialog links to. */
export const ACCOUNT_BLOCK_ANCHOR = 'block-public-access';

const FLAGS = [
  ['blockPublicAcls', 'security.accountBlockAcls', 'security.accountBlockAclsHelp'],
  ['ignorePublicAcls', 'security.accountBlockIgnoreAcls', 'security.accountBlockIgnoreAclsHelp'],
  ['blockPublicPolicy', 'security.accountBlockPolicy', 'security.accountBlockPolicyHelp'],
  ['restrictPublicBuckets', 'security.accountBlockRestrict', 'security.accountBlockRestrictHelp'],
] as const;
type Flag = (typeof FLAGS)[number][0];
type Flags = Record<Flag, boolean>;
const pick = (b: Flags): Flags => ({ blockPublicAcls: b.blockPublicAcls, ignorePublicAcls: b.ignorePublicAcls, blockPublicPolicy: b.blockPublicPolicy, restrictPublicBuckets: b.restrictPublicBuckets });

/**
 * Block Public Access for the whole account (every bucket of every service), on by default. The
 * switches edit a draft; saving a draft that turns a flag off asks for "confirm" to be typed (the
 * server checks it too) and names what is turned off. Turning flags on saves at once.
 */
export function AccountPublicAccessCard() {
  const { t, errorText } = useDashboardT();
  const { data, error, refetch } = useQuery(AccountPublicAccessBlockQuery);
  const [save, { loading }] = useMutation(PutAccountPublicAccessBlockMutation, { refetchQueries: [SecurityEventsQuery, SecurityOverviewQuery] });
  const saved = data ? pick(getFragmentData(AccountPublicAccessBlockFields, data.accountPublicAccessBlock)) : null;
  const [draft, setDraft] = useState<Flags | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirm, setConfirm] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = saved !== null;
  // Opened from a bucket's Public access dialog (…#block-public-access): show the card once it has its data.
  useEffect(() => {
    if (loaded && hash === `#${ACCOUNT_BLOCK_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);

  // The switches show the draft while there is one, else what is saved.
  const current = draft ?? saved;
  const turnedOff = saved && current ? FLAGS.filter(([f]) => saved[f] && !current[f]) : [];
  const changed = !!saved && !!current && FLAGS.some(([f]) => saved[f] !== current[f]);
  const allOn = !!saved && FLAGS.every(([f]) => saved[f]);

  const submit = async (typed: string | null) => {
    if (!current) return;
    try {
      await save({ variables: { input: { ...current, confirm: typed } } });
      notify({ title: t('security.accountBlockSaved') });
      setConfirming(false);
      setConfirm('');
      setDraft(null);
    } catch (err) {
      notify({ title: t('security.accountBlockSaveFailed'), description: errorText(err), variant: 'destructive' });
    }
  };

  return (
    <Box ref={ref} id={ACCOUNT_BLOCK_ANCHOR} scrollMarginTop="20">
      <SectionCard
        title={t('security.accountBlockTitle')}
        description={t('security.accountBlockHelp')}
        actions={saved && <Badge colorPalette={allOn ? 'green' : 'orange'}>{allOn ? t('security.accountBlockOn') : t('security.accountBlockOff')}</Badge>}
      >
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : (
          <Stack gap="4">
            {saved && (
              <Text fontSize="sm" data-testid="account-block-status">
                {allOn ? t('security.accountBlockAllOn') : t('security.accountBlockSomeOff')}
              </Text>
            )}
            {FLAGS.map(([flag, label, help]) => (
              <Fragment key={flag}>
                <Separator />
                <SettingSwitch label={t(label)} help={t(help)} checked={current?.[flag] ?? true} disabled={!current || loading} onChange={(on) => setDraft({ ...current!, [flag]: on })} />
              </Fragment>
            ))}
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="teal" disabled={!changed || loading} loading={loading && !confirming} onClick={() => (turnedOff.length ? setConfirming(true) : void submit(null))}>
                {t('security.accountBlockSave')}
              </Button>
              {changed && (
                <Button variant="ghost" onClick={() => setDraft(null)} disabled={loading}>
                  {t('common.cancel')}
                </Button>
              )}
            </HStack>
          </Stack>
        )}
      </SectionCard>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setConfirm('');
        }}
        title={t('security.accountBlockConfirmTitle')}
        description={t('security.accountBlockConfirmDescription')}
        confirmLabel={t('security.accountBlockConfirmButton')}
        destructive
        loading={loading}
        confirmDisabled={!accountBlockConfirmed(confirm)}
        onConfirm={() => void submit(confirm)}
      >
        <Stack gap="3" mt="3">
          <Text fontSize="sm" fontWeight="medium">
            {t('security.accountBlockConfirmWhat', { flags: turnedOff.map(([, label]) => t(label)).join(', ') })}
          </Text>
          <FormField label={t('security.accountBlockConfirmLabel')}>
            <Input value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" spellCheck={false} placeholder="confirm" />
          </FormField>
        </Stack>
      </ConfirmDialog>
    </Box>
  );
}
