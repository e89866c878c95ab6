/**
 * Parents of this module's mapped GraphQL types (billing.graphql): the resolvers receive these entities
 * or views, not the schema's shape. Paths are relative to this folder, as codegen.ts reads them.
 * api/src/graphql/mappers.test.ts checks that each field of these types is a property or has a resolver.
 */
export const mappers: Record<string, string> = {
  Invoice: './invoice.entity#InvoiceEntity',
  InvoiceLine: './invoice-line.entity#InvoiceLineEntity',
  InvoicePayment: './invoice-payment.entity#InvoicePaymentEntity',
  ExchangeRate: './exchange-rate.entity#ExchangeRateEntity',
  StorageHold: './overdue#StorageHoldRow',
};
