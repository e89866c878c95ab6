import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { createService } from '../metering/metering-test-kit';
import { backdate, fillUsage, hoursIn, utcMonth } from './billing-test-kit';
import { generateInvoice, generateInvoicesForMonth, invoiceJobTick } from './invoice-generation';
import { takeInvoiceNumber } from './invoice-number';
import { InvoiceEntity } from './invoice.entity';

// Sign-ups hash passwords with argon2: allow time on PostgreSQL.
jest.setTimeout(60_000);

let server: TestServer;
const M1 = utcMonth(-1);
const M2 = utcMonth(-2);
const customers: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (let n = 0; n < 12; n++) {
    const { client, user } = await signedIn(server, 500 + n);
    const id = await createService(client, { name: `Files ${n}`, storageAmount: 100 });
    await backdate(server.db, id, M2);
    await fillUsage(server.db, id, M1, hoursIn(M1), { storedGb: 20 + n });
    await fillUsage(server.db, id, M2, 24, { storedGb: 20 + n });
    customers.push(user.id);
  }
});
afterAll(() => server.close());

const numbers = async () => (await server.db.getRepository(InvoiceEntity).find({ order: { id: 'ASC' } })).map((i) => i.number);
const seq = (from: number, count: number) => Array.from({ length: count }, (_, k) => `INV-${String(from + k).padStart(6, '0')}`);

describe('invoice numbers: sequential, allocated in the invoice transaction, no gaps', () => {
  it('numbers invoices issued concurrently 1, 2, 3… without gaps or duplicates', async () => {
    // Every customer's M2 invoice at once (PostgreSQL: truly concurrent transactions on the pool).
    const issued = await Promise.all(customers.map((id) => generateInvoice(server.db, id, M2)));
    expect(issued.every((i) => i !== null)).toBe(true);
    expect((await numbers()).sort()).toEqual(seq(1, customers.length));
  });

  it('returns the number of a transaction that rolls back, so the next invoice takes it', async () => {
    await expect(
      server.db.transaction(async (m) => {
        expect(await takeInvoiceNumber(m)).toBe(seq(customers.length + 1, 1)[0]);
        throw new Error('the invoice could not be written');
      }),
    ).rejects.toThrow('the invoice could not be written');
    const next = await generateInvoice(server.db, customers[0]!, M1);
    expect(next!.number).toBe(seq(customers.length + 1, 1)[0]);
  });

  it('loses no number when the same invoice is requested many times at once (idempotent per customer and month)', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => generateInvoice(server.db, customers[1]!, M1)));
    expect(new Set(results.map((r) => r!.id)).size).toBe(1);
    expect(results[0]!.number).toBe(seq(customers.length + 2, 1)[0]);
    // Several job runs at once (several API processes): the lease lets one work; the rest add nothing.
    const ticks = await Promise.all(['a', 'b', 'c'].map((holder) => invoiceJobTick(server.db, new Date(), `process-${holder}`)));
    expect(ticks.filter((t) => t.leased).length).toBeGreaterThanOrEqual(1);
    expect(ticks.reduce((s, t) => s + t.issued, 0)).toBe(customers.length - 2);
    expect(await generateInvoicesForMonth(server.db, M1)).toBe(0);
    const all = await numbers();
    expect([...all].sort()).toEqual(seq(1, customers.length * 2));
  });
});
