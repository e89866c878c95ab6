import { Box, Button, Input, NativeSelect, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { createServiceSchema, DEFAULT_NEW_SERVICE_GB, SERVICE_TYPES } from '@contracts/services';
import { BACKUP_RETENTION_DAYS, DEFAULT_BACKUP_RETENTION } from '@contracts/storage';
import { FormField } from '@/components/ui/FormField';
import type { DataResidency, PlanType, RetentionMode } from '@/gql/graphql';
import { useDashboardT, serviceTypeText } from '@/i18n';
import { formatKsh } from '@/lib/format';
import { useSchemaForm } from '@/lib/forms/useSchemaForm';
import { serviceCostText } from './planCost';

export interface PlanOption {
  type: PlanType;
  storageGB: number;
  priceKsh: number;
  duration: string;
}

export interface NewServiceValues {
  serviceType: string;
  storageAmount: number;
  cost: string;
  name: string | null;
  region: DataResidency;
  planType: PlanType | null;
  /** Backup Storage only (absent otherwise): how long each backup version stays immutable. */
  retentionDays?: number | null;
  retentionMode?: RetentionMode | null;
}

interface Props {
  plans: PlanOption[];
  submitting: boolean;
  onSubmit: (values: NewServiceValues) => void;
  onCancel: () => void;
}

/** The New Service form: plan shortcut, type, size (default 10 GB), cost, residency; the spec's messages. */
export function NewServiceForm({ plans, submitting, onSubmit, onCancel }: Props) {
  const { t } = useDashboardT();
  const [plan, setPlan] = useState<PlanType | 'custom'>('custom');
  const [name, setName] = useState('');
  const [serviceType, setServiceType] = useState('');
  const [storage, setStorage] = useState(String(DEFAULT_NEW_SERVICE_GB));
  const [region, setRegion] = useState<DataResidency>('kenya');
  const [retentionDays, setRetentionDays] = useState<number>(DEFAULT_BACKUP_RETENTION.days);
  const [retentionMode, setRetentionMode] = useState<RetentionMode>(DEFAULT_BACKUP_RETENTION.mode as RetentionMode);
  const backup = serviceType === 'Backup Storage';
  const form = useSchemaForm(createServiceSchema);
  // The price is the server's (the same pricing engine); the spec's payload still carries it as text.
  const cost = serviceCostText(serviceType, Number(storage), plan === 'custom' ? null : plan) ?? '';

  const choosePlan = (value: string) => {
    if (value === 'custom') {
      setPlan('custom');
      return;
    }
    const p = plans.find((x) => x.type === value);
    if (!p) return;
    setPlan(p.type);
    setServiceType('Object Storage');
    setStorage(String(p.storageGB));
  };
  const changeType = (v: string) => {
    setServiceType(v);
    if (plan !== 'custom') setPlan('custom');
  };
  const changeStorage = (v: string) => {
    setStorage(v);
    if (plan !== 'custom') setPlan('custom');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = form.validate({ serviceType, storageAmount: storage.trim() === '' ? NaN : Number(storage), cost });
    if (parsed) onSubmit({ ...parsed, name: name.trim() || null, region, planType: plan === 'custom' ? null : plan, ...(backup ? { retentionDays, retentionMode } : {}) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('newService.formLabel')}>
      <Stack gap="5">
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2">
            {t('newService.startFromPlan')}
          </Text>
          <RadioCard.Root size="sm" value={plan} onValueChange={(e) => e.value && choosePlan(e.value)} colorPalette="teal" aria-label={t('newService.plan')}>
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
              {plans.map((p) => (
                <RadioCard.Item key={p.type} value={p.type}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{t(`newService.plan_${p.type}`)}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>
                        {p.storageGB} GB · {formatKsh(p.priceKsh * 100, { whole: true })}
                      </RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
              <RadioCard.Item value="custom">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{t('newService.custom')}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>{t('newService.anySize')}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            </SimpleGrid>
          </RadioCard.Root>
        </Box>
        <FormField label={t('newService.name')}>
          <Input name="name" value={name} maxLength={100} placeholder={t('newService.namePlaceholder')} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('newService.serviceType')} error={form.errors.serviceType} required>
            <NativeSelect.Root>
              <NativeSelect.Field name="serviceType" value={serviceType} onChange={(e) => changeType(e.target.value)}>
                <option value="">{t('newService.selectType')}</option>
                {SERVICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {serviceTypeText(t, type)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('newService.storageAmount')} error={form.errors.storageAmount} required>
            <Input name="storageAmount" type="number" inputMode="numeric" min={1} step={1} value={storage} onChange={(e) => changeStorage(e.target.value)} />
          </FormField>
        </SimpleGrid>
        {backup && (
          <Box>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label={t('newService.retention')}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="retentionDays" value={String(retentionDays)} onChange={(e) => setRetentionDays(Number(e.target.value))}>
                    {BACKUP_RETENTION_DAYS.map((d) => (
                      <option key={d} value={d}>
                        {t('newService.retentionDays', { count: d })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('newService.retentionMode')}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="retentionMode" value={retentionMode} onChange={(e) => setRetentionMode(e.target.value as RetentionMode)}>
                    <option value="GOVERNANCE">{t('newService.governance')}</option>
                    <option value="COMPLIANCE">{t('newService.compliance')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            <Text fontSize="xs" color="fg.muted" mt="1.5">
              {retentionMode === 'COMPLIANCE' ? t('newService.complianceHelp', { days: retentionDays }) : t('newService.governanceHelp', { days: retentionDays })}
            </Text>
          </Box>
        )}
        <FormField label={t('newService.cost')} helper={plan !== 'custom' ? t('newService.planPrice') : cost ? t('newService.serverPrice') : t('newService.choosePrice')} error={form.errors.cost} required>
          <Input name="cost" value={cost} readOnly placeholder={t('newService.costPlaceholder')} />
        </FormField>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2">
            {t('newService.residency')}
          </Text>
          <RadioCard.Root size="sm" value={region} onValueChange={(e) => e.value && setRegion(e.value as DataResidency)} colorPalette="teal" aria-label={t('newService.residency')}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              <RadioCard.Item value="kenya">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{t('newService.kenyaOnly')}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>Nairobi</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
              <RadioCard.Item value="multi_region">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{t('newService.multiRegion')}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>{t('newService.nairobiDar')}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            </SimpleGrid>
          </RadioCard.Root>
        </Box>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2" pt="2">
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="teal" disabled={submitting}>
            {submitting ? t('newService.creating') : t('newService.create')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
