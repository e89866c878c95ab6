import { Input } from '@chakra-ui/react';
import { FormField } from '@/components/ui/FormField';

/** A GB quantity input: minimum 0, converted to a number on change ('' while empty). */
export function NumberField({ label, value, onChange, error, helper, name }: { label: string; value: number | ''; onChange: (v: number | '') => void; error?: string; helper?: string; name: string }) {
  return (
    <FormField label={label} helper={helper} error={error}>
      <Input
        name={name}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      />
    </FormField>
  );
}
