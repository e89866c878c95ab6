import { Button, CloseButton, Dialog, Portal, Stack, Switch } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toaster';
import { getFragmentData, type FragmentType } from '@/gql';
import { AdminStatsQuery } from '../operations';
import { AdminPromotionsQuery as PromotionsDoc, CreatePromotionMutation, UpdatePromotionMutation } from './operations';
import { PromotionFields } from './PromotionFields';
import { AdminPromotionFormFields } from './PromotionFormDialog.fragments';
import { emptyPromotionForm, formValuesOf, validatePromotion, type PromotionFormValues } from './promotionForm';
import { useDashboardT } from '@/i18n';

const FORM_ID = 'promotion-form';

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
  const { t } = useDashboardT();
  const [values, setValues] = useState<PromotionFormValues>(emptyPromotionForm);
  const [isActive, setIsActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refetchQueries = [PromotionsDoc, AdminStatsQuery];
  const [create, creating] = useMutation(CreatePromotionMutation, { refetchQueries });
  const [update, updating] = useMutation(UpdatePromotionMutation, { refetchQueries });
  const pending = creating.loading || updating.loading;

  useEffect(() => {
    if (!open) return;
    setValues(promotion ? formValuesOf(promotion) : emptyPromotionForm);
    setIsActive(promotion?.isActive ?? true);
    setErrors({});
  }, [open, promotion]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = validatePromotion(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      if (promotion) {
        await update({ variables: { input: { id: promotion.id, ...result.input, isActive } } });
        notify({ title: t('admin.success'), description: t('admin.promotionUpdated') });
      } else {
        await create({ variables: { input: result.input } });
        notify({ title: t('admin.success'), description: t('admin.promotionCreated') });
      }
      onClose();
    } catch (err) {
      const first = (err as { errors?: { message: string; extensions?: { field?: string } }[] })?.errors?.[0];
      if (first?.extensions?.field) setErrors({ [first.extensions.field]: first.message });
      notify({ title: t('common.error'), description: editing ? t('admin.promotionUpdateFailed') : t('admin.promotionCreateFailed'), variant: 'destructive' });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', sm: 'lg' }} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{editing ? t('admin.editPromotion') : t('admin.createPromotion')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={FORM_ID} onSubmit={submit} noValidate>
              <Stack gap="5">
                <PromotionFields values={values} errors={errors} onChange={setValues} />
                {editing && (
                  <Switch.Root checked={isActive} onCheckedChange={(e) => setIsActive(e.checked)} colorPalette="teal">
                    <Switch.HiddenInput />
                    <Switch.Control>
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>{isActive ? t('admin.promotionActiveHelp') : t('admin.promotionInactiveHelp')}</Switch.Label>
                  </Switch.Root>
                )}
              </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" form={FORM_ID} colorPalette="teal" disabled={pending}>
                {pending ? (editing ? t('common.saving') : t('admin.creating')) : editing ? t('settings.saveChanges') : t('admin.createPromotion')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
