import { config } from '../../config/config';

/**
 * How a customer pays, and who bills them, from configuration (BILLING_* variables). Outside
 * production an unset detail is shown as a clearly labelled development placeholder, so a local
 * demo shows the whole invoice; in production an unset detail is simply not shown (never invented).
 */
export interface MpesaPaybill {
  businessNumber: string;
  /** The account number the customer types: the invoice number (null on the billing summary). */
  accountNumber: string | null;
  placeholder: boolean;
}

export interface BankTransferDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string | null;
  swiftCode: string | null;
  /** What to quote as the transfer's reference: the invoice number (null on the billing summary). */
  reference: string | null;
  placeholder: boolean;
}

export interface PaymentInstructions {
  mpesa: MpesaPaybill | null;
  bank: BankTransferDetails | null;
}

export interface Seller {
  name: string;
  kraPin: string | null;
  address: string | null;
  /** Names of the seller details that are development placeholders. */
  placeholders: string[];
}

export const PLACEHOLDER_PAYBILL = '000000';
export const PLACEHOLDER_TEXT = 'development placeholder';

/** The payment channels, with the invoice number as the M-Pesa account and the bank reference. */
export function paymentInstructions(invoiceNumber: string | null): PaymentInstructions {
  const { billing, isProduction } = config();
  const mpesa: MpesaPaybill | null = billing.mpesaPaybill
    ? { businessNumber: billing.mpesaPaybill, accountNumber: invoiceNumber, placeholder: false }
    : isProduction
      ? null
      : { businessNumber: PLACEHOLDER_PAYBILL, accountNumber: invoiceNumber, placeholder: true };
  const bank: BankTransferDetails | null = billing.bank
    ? { bankName: billing.bank.name, accountName: billing.bank.accountName, accountNumber: billing.bank.accountNumber, branch: billing.bank.branch ?? null, swiftCode: billing.bank.swift ?? null, reference: invoiceNumber, placeholder: false }
    : isProduction
      ? null
      : { bankName: `Bank (${PLACEHOLDER_TEXT})`, accountName: billing.provider.name, accountNumber: '0000000000', branch: null, swiftCode: null, reference: invoiceNumber, placeholder: true };
  return { mpesa, bank };
}

/** The seller printed on tax invoices: name, KRA PIN and address. */
export function seller(): Seller {
  const { billing, isProduction } = config();
  const placeholders: string[] = [];
  const orPlaceholder = (value: string | undefined, name: string) => {
    if (value) return value;
    if (isProduction) return null;
    placeholders.push(name);
    return `not configured (${PLACEHOLDER_TEXT})`;
  };
  return {
    name: billing.provider.name,
    kraPin: orPlaceholder(billing.provider.kraPin, 'KRA PIN'),
    address: orPlaceholder(billing.provider.address, 'address'),
    placeholders,
  };
}
