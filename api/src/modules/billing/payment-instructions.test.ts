import { resetConfig } from '../../config/config';
import { paymentInstructions, seller } from './payment-instructions';

const saved = { ...process.env };
function withEnv(env: Record<string, string>) {
  for (const key of Object.keys(process.env)) if (key.startsWith('BILLING_')) delete process.env[key];
  Object.assign(process.env, env);
  resetConfig();
}
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
});

describe('payment instructions and the seller, from configuration', () => {
  it('shows the configured channels with the invoice number as account and reference', () => {
    withEnv({ NODE_ENV: 'production', BILLING_MPESA_PAYBILL: '522533', BILLING_BANK_NAME: 'Equity Bank', BILLING_BANK_ACCOUNT_NAME: 'Mawingu Cloud Ltd', BILLING_BANK_ACCOUNT_NUMBER: '1180281234567', BILLING_BANK_BRANCH: 'Westlands' });
    expect(paymentInstructions('INV-000042')).toEqual({
      mpesa: { businessNumber: '522533', accountNumber: 'INV-000042', placeholder: false },
      bank: { bankName: 'Equity Bank', accountName: 'Mawingu Cloud Ltd', accountNumber: '1180281234567', branch: 'Westlands', swiftCode: null, reference: 'INV-000042', placeholder: false },
    });
  });

  it('invents nothing in production when unset', () => {
    withEnv({ NODE_ENV: 'production' });
    expect(paymentInstructions('INV-000042')).toEqual({ mpesa: null, bank: null });
    expect(seller()).toEqual({ name: 'Mawingu Cloud', kraPin: null, address: null, placeholders: [] });
  });

  it('labels development placeholders outside production', () => {
    withEnv({ NODE_ENV: 'development', BILLING_PROVIDER_KRA_PIN: 'P051234567Q' });
    const p = paymentInstructions('INV-000042');
    expect(p.mpesa).toEqual({ businessNumber: '000000', accountNumber: 'INV-000042', placeholder: true });
    expect(p.bank).toMatchObject({ bankName: 'Bank (development placeholder)', placeholder: true });
    expect(seller()).toEqual({ name: 'Mawingu Cloud', kraPin: 'P051234567Q', address: 'not configured (development placeholder)', placeholders: ['address'] });
  });
});
