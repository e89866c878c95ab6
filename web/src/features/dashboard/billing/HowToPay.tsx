import { Badge, Box, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DashboardInvoiceDetailQuery } from '@/gql/graphql';
import { useDashboardT } from '@/i18n';
import { formatKsh } from '@/lib/format';
import { useDateFormatter } from '@/lib/useDateFormatter';

type Instructions = DashboardInvoiceDetailQuery['invoice']['paymentInstructions'];

/** How to pay one invoice: M-Pesa Paybill (the invoice number is the account) and bank transfer, from the provider's configuration. */
export function HowToPay({ instructions, number, balanceCents, dueAt }: { instructions: Instructions; number: string; balanceCents: number; dueAt: string }) {
  const df = useDateFormatter();
  const { t } = useDashboardT();
  const { mpesa, bank } = instructions;
  const placeholder = !!(mpesa?.placeholder || bank?.placeholder);
  return (
    <Stack gap="3" as="section" aria-labelledby="how-to-pay" data-testid="how-to-pay">
      <Heading as="h3" size="sm" id="how-to-pay">
        {t('billing.howToPay')}
      </Heading>
      {placeholder && (
        <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start" whiteSpace="normal">
          {t('billing.placeholderNote')}
        </Badge>
      )}
      {!mpesa && !bank ? (
        <Text fontSize="sm">{t('billing.noChannels', { number })}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: mpesa && bank ? 2 : 1 }} gap="3">
          {mpesa && (
            <Box borderWidth="1px" borderRadius="md" p="3" bg="green.50" _dark={{ bg: 'green.950' }}>
              <Text fontWeight="semibold" mb="2">
                {t('billing.mpesaSteps')}
              </Text>
              <Rows rows={[[t('billing.businessNumber'), mpesa.businessNumber], [t('billing.accountNumber'), mpesa.accountNumber ?? number]]} />
            </Box>
          )}
          {bank && (
            <Box borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="semibold" mb="2">
                {t('billing.bankTransfer')}
              </Text>
              <Rows
                rows={[
                  [t('billing.bankName'), bank.bankName],
                  [t('billing.accountName'), bank.accountName],
                  [t('billing.accountNumber'), bank.accountNumber],
                  ...(bank.branch ? [[t('billing.branch'), bank.branch] as const] : []),
                  ...(bank.swiftCode ? [[t('billing.swift'), bank.swiftCode] as const] : []),
                  [t('billing.reference'), bank.reference ?? number],
                ]}
              />
            </Box>
          )}
        </SimpleGrid>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('billing.payBy', { amount: formatKsh(balanceCents), date: df.date(dueAt) })}
      </Text>
    </Stack>
  );
}

function Rows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
