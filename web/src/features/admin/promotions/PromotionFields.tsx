import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { DRAW_SCHEDULE_TEXT, DRAW_TYPES } from '@contracts/competition-rules';
import { FormField } from '@/components/ui/FormField';
import type { PromotionFormValues } from './promotionForm';
import { useDashboardT } from '@/i18n';

interface Props {
  values: PromotionFormValues;
  /** useSchemaForm's errors: each field's message, already in the page's language. */
  errors: Record<string, string>;
  onChange: (values: PromotionFormValues) => void;
}

const text = [
  { name: 'description', label: 'admin.fieldDescription', rows: 3 },
  { name: 'eligibilityCriteria', label: 'admin.fieldEligibility', rows: 3 },
] as const;

/** The fields of the Create and Edit Promotion dialogs (all required). */
export function PromotionFields({ values, errors, onChange }: Props) {
  const { t } = useDashboardT();
  const set = (name: keyof PromotionFormValues) => (e: { target: { value: string } }) => onChange({ ...values, [name]: e.target.value });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('admin.fieldName')} error={errors.name} required>
        <Input name="name" value={values.name} onChange={set('name')} />
      </FormField>
      <FormField label={t('admin.fieldDrawType')} helper={values.drawType && t(`promoLive.schedule_${values.drawType}`)} error={errors.drawType} required>
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
      </FormField>
      {text.map((f) => (
        <FormField key={f.name} label={t(f.label)} error={errors[f.name]} required gridColumn={{ md: 'span 2' }}>
          <Textarea name={f.name} rows={f.rows} value={values[f.name]} onChange={set(f.name)} />
        </FormField>
      ))}
      <FormField label={t('admin.fieldPrizeDescription')} error={errors.prizeDescription} required>
        <Input name="prizeDescription" value={values.prizeDescription} onChange={set('prizeDescription')} />
      </FormField>
      <FormField label={t('admin.fieldPrizeValue')} error={errors.prizeValue} required>
        <Input name="prizeValue" type="number" inputMode="numeric" min={1} step={1} value={values.prizeValue} onChange={set('prizeValue')} />
      </FormField>
      <FormField label={t('admin.fieldStartDate')} error={errors.startDate} required>
        <Input name="startDate" type="datetime-local" value={values.startDate} onChange={set('startDate')} />
      </FormField>
      <FormField label={t('admin.fieldEndDate')} error={errors.endDate} required>
        <Input name="endDate" type="datetime-local" value={values.endDate} onChange={set('endDate')} />
      </FormField>
    </SimpleGrid>
  );
}
