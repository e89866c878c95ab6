import { Button, Heading, List, Skeleton, Stack } from '@chakra-ui/react';
import { AppDialog } from '@/components/ui/AppDialog';
import { useCompetitionT } from '../competitionText';
import { competitionRules } from '../rules';
import { useActivePromotions } from '../useActivePromotions';
import { useRulesDownload } from '../useRulesDocument';
import { LineIcon } from './icons';
import { QueryError } from './QueryError';

/** 'Competition Rules': the full rules on screen, with a PDF download. */
export function RulesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const download = useRulesDownload();
  const ct = useCompetitionT();
  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={ct('rulesTitle')}
      size={{ base: 'full', md: 'lg' }}
      closeLabel={ct('close')}
      footer={
        <>
          <Button variant="outline" onClick={() => void download()}>
            <LineIcon name="download" /> {ct('downloadPdf')}
          </Button>
          <Button colorPalette="teal" onClick={() => onOpenChange(false)}>
            {ct('close')}
          </Button>
        </>
      }
    >
      {open && <RulesBody />}
    </AppDialog>
  );
}

function RulesBody() {
  const { promotions, error, refetch } = useActivePromotions();
  const ct = useCompetitionT();
  if (error) return <QueryError what={ct('what_rules')} onRetry={refetch} />;
  if (!promotions) return <Skeleton h="64" />;
  return (
    <Stack gap="5" data-testid="competition-rules">
      {competitionRules(promotions, ct).map((s) => (
        <Stack key={s.heading} gap="2">
          <Heading as="h3" size="sm">
            {s.heading}
          </Heading>
          <List.Root gap="1.5" ps="5" fontSize="sm">
            {s.items.map((i) => (
              <List.Item key={i}>{i}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ))}
    </Stack>
  );
}
