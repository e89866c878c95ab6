import { Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { DRAW_SCHEDULE_TEXT, DRAW_TYPES } from '@contracts/competition-rules';
import type { PromotionFormValues } from './promotionForm';
import { useDashboardT } from '@/i18n';

interface Props {
  values: PromotionFormValues;
  errors: Record<string, string>;
  onChange: (values: PromotionFormValues) => void;
}

const text = [
  { name: 'description', label: 'admin.fieldDescription', rows: 3 },
  { name: 'eligibilityCriteria', label: 'admin.fieldEligibility', rows: 3 },
] as const;

/** The fields of the Create and Edit Promotion dialogs (all required). */
export function PromotionFields({ values, errors, onChange }: Props) {
  const { t, apiText } = useDashboardT();
  const set = (name: keyof PromotionFormValues) => (e: { target: { value: string } }) => onChange({ ...values, [name]: e.target.value });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root invalid={!!errors.name} required>
        <Field.Label>{t('admin.fieldName')}</Field.Label>
        <Input name="name" value={values.name} onChange={set('name')} />
        <Field.ErrorText>{errors.name && apiText(errors.name)}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.drawType} required>
        <Field.Label>{t('admin.fieldDrawType')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="drawType" value={values.drawType} onChange={set('drawType')}>
            <option value="">{t('admin.selectDrawType')}</option>
            {DRAW_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.drawOption_${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.drawType ? <Field.ErrorText>{errors.drawType && apiText(errors.drawType)}</Field.ErrorText> : values.drawType && <Field.HelperText>{t(`promoLive.schedule_${values.drawType}`)}</Field.HelperText>}
      </Field.Root>
      {text.map((f) => (
        <Field.Root key={f.name} invalid={!!errors[f.name]} required gridColumn={{ md: 'span 2' }}>
          <Field.Label>{t(f.label)}</Field.Label>
          <Textarea name={f.name} rows={f.rows} value={values[f.name]} onChange={set(f.name)} />
          <Field.ErrorText>{errors[f.name] && apiText(errors[f.name])}</Field.ErrorText>
        </Field.Root>
      ))}
      <Field.Root invalid={!!errors.prizeDescription} required>
        <Field.Label>{t('admin.fieldPrizeDescription')}</Field.Label>
        <Input name="prizeDescription" value={values.prizeDescription} onChange={set('prizeDescription')} />
        <Field.ErrorText>{errors.prizeDescription && apiText(errors.prizeDescription)}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.prizeValue} required>
        <Field.Label>{t('admin.fieldPrizeValue')}</Field.Label>
        <Input name="prizeValue" type="number" inputMode="numeric" min={1} step={1} value={values.prizeValue} onChange={set('prizeValue')} />
        <Field.ErrorText>{errors.prizeValue && apiText(errors.prizeValue)}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.startDate} required>
        <Field.Label>{t('admin.fieldStartDate')}</Field.Label>
        <Input name="startDate" type="datetime-local" value={values.startDate} onChange={set('startDate')} />
        <Field.ErrorText>{errors.startDate && apiText(errors.startDate)}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.endDate} required>
        <Field.Label>{t('admin.fieldEndDate')}</Field.Label>
        <Input name="endDate" type="datetime-local" value={values.endDate} onChange={set('endDate')} />
        <Field.ErrorText>{errors.endDate && apiText(errors.endDate)}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
