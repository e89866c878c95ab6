import type { PaymentMethod } from '../../contracts/billing';

/**
 * The seam for collecting payments through a provider (e.g. M-Pesa STK push through Safaricom's
 * Daraja API). None is built yet: payments are recorded by an administrator. An integration
 * implements this interface, is listed by `paymentProviders()`, and when the provider confirms a
 * payment (its callback, verified by the integration) it calls `applyPayment` (payments.service)
 * with `source: 'provider'` — the same rules as an admin's record: the reference is recorded once,
 * part payments add up, nothing beyond the balance, audited, a receipt to the customer.
 */
export interface PaymentRequest {
  invoiceId: number;
  invoiceNumber: string;
  amountCents: number;
  /** The customer's mobile number (+2547…) the prompt goes to. */
  phone: string;
}

export interface PaymentRequestResult {
  /** The provider's id of the request (e.g. Daraja's CheckoutRequestID), to match its callback. */
  providerRequestId: string;
}

export interface PaymentProvider {
  /** Stable id, e.g. 'mpesa-stk'. */
  readonly id: string;
  readonly method: PaymentMethod;
  /** Ask the customer to pay (e.g. an STK push prompt on their phone). Confirmation comes later. */
  requestPayment(request: PaymentRequest): Promise<PaymentRequestResult>;
}

/** The configured payment providers: none yet (no fake one: admins record payments). */
export function paymentProviders(): PaymentProvider[] {
  return [];
}
