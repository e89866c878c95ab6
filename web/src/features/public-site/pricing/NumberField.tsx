import { Field, Input } from '@chakra-ui/react';

/** A GB quantity input: minimum 0, converted to a number on change ('' while empty). */
export function NumberField({ label, value, onChange, error, helper, name }: { label: string; value: number | ''; onChange: (v: number | '') => void; error?: string; helper?: string; name: string }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
