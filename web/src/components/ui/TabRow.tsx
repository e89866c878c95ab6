import { Tabs } from '@chakra-ui/react';

/**
 * A row of tab triggers that wraps onto another line when the screen is too narrow for it, so on
 * a phone every tab is in sight (a row that scrolls sideways hid its last tabs with no hint).
 */
export function TabRow(props: Tabs.ListProps) {
  return <Tabs.List flexWrap="wrap" rowGap="1" maxW="full" {...props} />;
}
