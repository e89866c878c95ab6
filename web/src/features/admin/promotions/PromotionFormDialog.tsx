import { Switch } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { promotionSchema } from '@contracts/competition';
import { FormDialog } from '@/components/ui/FormDialog';
import { notify } from '@/components/ui/toaster';
import { getFragmentData, type FragmentType } from '@/gql';
import { AdminStatsQuery } from '../operations';
import { AdminPromotionsQuery as PromotionsDoc, CreatePromotionMutation, UpdatePromotionMutation } from './operations';
import { PromotionFields } from './PromotionFields';
import { AdminPromotionFormFields } from './PromotionFormDialog.fragments';
import { emptyPromotionForm, endNotAfterStart, formValuesOf, promotionPayload, promotionSchemaInput, type PromotionFormValues } from './promotionForm';
import { useDashboardT } from '@/i18n';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';


interface Props {
  open: boolean;
  onClose: () => void;
  /** The promotion to edit; without it the dialog creates one. */
  promotion?: FragmentType<typeof AdminPromotionFormFields> | null;
}

/** Create Promotion, or Edit Promotion (same validation, plus activate / deactivate). */
export function PromotionFormDialog({ open, onClose, promotion: ref }: Props) {
  const promotion = getFragmentData(AdminPromotionFormFields, ref);
  const editing = !!promotion;
  const { t, apiText } = useDashboardT();
  const [values, setValues] = useState<PromotionFormValues>(emptyPromotionForm);
  const [isActive, setIsActive] = useState(true);
  const form = useSchemaForm(promotionSchema);
  const refetchQueries = [PromotionsDoc, AdminStatsQuery];
  const [create, creating] = useMutation(CreatePromotionMutation, { refetchQueries });
  const [update, updating] = useMutation(UpdatePromotionMutation, { refetchQueries });
  const pending = creating.loading || updating.loading;

  useEffect(() => {
    if (!open) return;
    setValues(promotion ? formValuesOf(promotion) : emptyPromotionForm);
    setIsActive(promotion?.isActive ?? true);
    form.clearErrors();
  }, [open, promotion]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const order = endNotAfterStart(values);
    const parsed = form.validate(promotionSchemaInput(values), { endDate: order && apiText(order) });
    if (!parsed) return;
    const input = promotionPayload(parsed);
    try {
      if (promotion) {
        await update({ variables: { input: { id: promotion.id, ...input, isActive } } });
        notify({ title: t('admin.success'), description: t('admin.promotionUpdated') });
      } else {
        await create({ variables: { input } });
        notify({ title: t('admin.success'), description: t('admin.promotionCreated') });
      }
      onClose();
    } catch (err) {
      // The field the server blames shows its message; the toast says the save failed either way.
      form.showServerError(err);
      notify({ title: t('common.error'), description: editing ? t('admin.promotionUpdateFailed') : t('admin.promotionCreateFailed'), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? t('admin.editPromotion') : t('admin.createPromotion')}
      size={{ base: 'full', sm: 'lg' }}
      onSubmit={submit}
      submitLabel={editing ? t('settings.saveChanges') : t('admin.createPromotion')}
      submittingLabel={editing ? t('common.saving') : t('admin.creating')}
      submitting={pending}
    >
      <PromotionFields values={values} errors={form.errors} onChange={setValues} />
      {editing && (
        <Switch.Root checked={isActive} onCheckedChange={(e) => setIsActive(e.checked)} colorPalette="teal">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{isActive ? t('admin.promotionActiveHelp') : t('admin.promotionInactiveHelp')}</Switch.Label>
        </Switch.Root>
      )}
    </FormDialog>
  );
}
