import { estimateInputSchema, MAX_QUOTE_GB } from '@contracts/pricing';
import { createTicketSchema } from '@contracts/support';
import calculator from './en/calculator';
import ticket from './en/ticket';
import fr from './fr';
import { localize as pricingText } from '../pricing/localize';
import { localize as ticketText } from '../support/localize';
import sw from './sw';

/** Every message `schema` gives for each of `inputs`. */
const messagesOf = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, inputs: unknown[]) =>
  [...new Set(inputs.flatMap((i) => schema.safeParse(i).error?.issues.map((x) => x.message) ?? []))];

const quote = { storageGB: 1, egressGB: 1, region: 'kenya' };
const PRICING_MESSAGES = messagesOf(
  estimateInputSchema,
  ['storageGB', 'egressGB', 'blockStorageGB', 'snapshotGB', 'cdnGB'].flatMap((f): unknown[] => [
    { ...quote, [f]: 'x' },
    { ...quote, [f]: -1 },
    { ...quote, [f]: MAX_QUOTE_GB + 1 },
  ]).concat([{ ...quote, blockStorageGB: 0.5 }, { ...quote, region: 'mars' }, { ...quote, premiumSupport: 'yes' }]),
);
const ticketOk = { name: 'A', email: 'a@b.co', priority: 'low', category: 'technical', subject: 'S', description: 'long enough text', urgent: false };
const TICKET_MESSAGES = messagesOf(
  createTicketSchema,
  [
    {},
    { ...ticketOk, name: ' ', email: ' ', subject: ' ', description: ' ' },
    { ...ticketOk, name: 'x'.repeat(101), email: `${'x'.repeat(250)}@b.co`, subject: 'x'.repeat(151), description: 'x'.repeat(5001) },
    { ...ticketOk, email: 'nope', description: 'short', priority: 'zzz', category: 'zzz', urgent: 'yes' },
  ],
);

describe('the contracts’ English messages on the public forms', () => {
  it('the pricing contract gives exactly the calculator part’s English texts', () => {
    expect(PRICING_MESSAGES.length).toBeGreaterThanOrEqual(18);
    expect(PRICING_MESSAGES.filter((m) => !Object.values(calculator.validation).includes(m))).toEqual([]);
  });

  it('the ticket contract gives exactly the ticket part’s English texts', () => {
    expect(TICKET_MESSAGES.length).toBeGreaterThanOrEqual(12);
    expect(TICKET_MESSAGES.filter((m) => !Object.values(ticket.validation).includes(m))).toEqual([]);
  });

  it('maps each to Kiswahili and French, and leaves English (and unknown texts) as they are', () => {
    for (const m of PRICING_MESSAGES) {
      expect(pricingText(calculator, m, calculator.failed)).toBe(m);
      for (const c of [sw, fr]) expect(pricingText(c.calculator, m)).not.toBe(m);
    }
    for (const m of TICKET_MESSAGES) {
      expect(ticketText(ticket, m, ticket.failed)).toBe(m);
      for (const c of [sw, fr]) expect(ticketText(c.ticket, m)).not.toBe(m);
    }
    expect(pricingText(sw.calculator, 'Storage cannot be negative')).toBe('Hifadhi haiwezi kuwa chini ya sifuri');
    expect(ticketText(fr.ticket, 'Please enter a valid email address')).toBe('Veuillez saisir une adresse e-mail valide');
    expect(ticketText(fr.ticket, 'Something else')).toBe('Something else');
    expect(ticketText(fr.ticket, 'Something else', fr.ticket.failed)).toBe(fr.ticket.failed);
    expect(ticketText(ticket, 'Something else', ticket.failed)).toBe('Something else');
  });
});
