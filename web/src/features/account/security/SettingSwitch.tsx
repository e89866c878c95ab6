import { HStack, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled switch with a line of help, label on the left. */
export function SettingSwitch({ label, help, checked, onChange, disabled, extra }: { label: string; help?: string; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean; extra?: ReactNode }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="4">
      <Stack gap="0.5" minW="0">
        <HStack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            {label}
          </Text>
          {extra}
        </HStack>
        {help && (
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        )}
      </Stack>
      <Switch.Root checked={checked} onCheckedChange={(d) => onChange(d.checked)} disabled={disabled} colorPalette="teal" flexShrink={0}>
        <Switch.HiddenInput aria-label={label} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    </HStack>
  );
}
