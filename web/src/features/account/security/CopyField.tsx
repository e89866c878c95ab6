import { Clipboard, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useDashboardT } from '@/i18n';

/** A secret shown once (an API key's id and secret, a personal access token): its label, the value and a copy button. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useDashboardT();
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack align="center" gap="1">
        <Code data-testid={testId} p="2" fontSize="sm" wordBreak="break-all" flex="1">
          {value}
        </Code>
        <Clipboard.Root value={value}>
          <Clipboard.Trigger asChild>
            <IconButton variant="outline" size="sm" aria-label={`${t('common.copy')}: ${label}`}>
              <Clipboard.Indicator />
            </IconButton>
          </Clipboard.Trigger>
        </Clipboard.Root>
      </HStack>
    </Stack>
  );
}
