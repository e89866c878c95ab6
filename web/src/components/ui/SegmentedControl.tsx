import { SegmentGroup } from '@chakra-ui/react';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedControlProps<V extends string> {
  /** Accessible name of the group, e.g. 'Time range'. */
  label: string;
  options: SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A small radio group drawn as segments (time ranges, monthly/yearly). */
export function SegmentedControl<V extends string>({ label, options, value, onChange }: SegmentedControlProps<V>) {
  return (
    <SegmentGroup.Root size="sm" value={value} onValueChange={(e) => e.value && onChange(e.value as V)} aria-label={label} bg="bg" alignSelf="flex-start" maxW="full">
      <SegmentGroup.Indicator bg="teal.600" />
      {options.map((o) => (
        <SegmentGroup.Item key={o.value} value={o.value} _checked={{ color: 'white' }} px="3">
          <SegmentGroup.ItemText>{o.label}</SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
