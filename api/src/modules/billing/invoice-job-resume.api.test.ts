import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { createService } from '../metering/metering-test-kit';
import { backdate, fillUsage, hoursIn, utcMonth } from './billing-test-kit';
import { generateInvoicesForMonth, invoiceJobTick } from './invoice-generation';
import { InvoiceEntity } from './invoice.entity';

// Sign-ups hash passwords with argon2: allow time on PostgreSQL.
jest.setTimeout(60_000);

let server: TestServer;
const M1 = utcMonth(-1);
const customers: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (let n = 0; n < 5; n++) {
    const { client, user } = await signedIn(server, 700 + n);
    const id = await createService(client, { name: `Backups ${n}`, storageAmount: 100 });
    await backdate(server.db, id, M1);
    await fillUsage(server.db, id, M1, hoursIn(M1), { storedGb: 10 + n });
    customers.push(user.id);
  }
});
afterAll(() => server.close());

const invoiced = async () => (await server.db.getRepository(InvoiceEntity).find({ order: { userId: 'ASC' } })).map((i) => [i.userId, i.number]);

describe('the monthly invoice run at a provider’s size: renewing its lease as it goes, and resuming', () => {
  it('stops as soon as its lease is lost, and the next run issues the rest once, with numbers in sequence', async () => {
    let asked = 0;
    // The lease is asked about before every customer here (every 15 s of work in production); it is lost at the third.
    const issued = await generateInvoicesForMonth(server.db, M1, new Date(), { renewEveryMs: 0, stillLeased: async () => ++asked < 3 });
    expect(issued).toBe(2);
    expect(await invoiced()).toEqual([
      [customers[0], 'INV-000001'],
      [customers[1], 'INV-000002'],
    ]);

    // The next run (another process, under the lease) picks up at the third customer.
    const tick = await invoiceJobTick(server.db, new Date(), 'process-b');
    expect(tick).toEqual({ leased: true, issued: 3 });
    expect(await invoiced()).toEqual(customers.map((id, k) => [id, `INV-00000${k + 1}`]));
  });
});
