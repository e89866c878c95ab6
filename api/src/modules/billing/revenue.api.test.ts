import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { storageLine } from '../pricing/pricing';
import { createService } from '../metering/metering-test-kit';
import { generateInvoicesForMonth } from './invoice-generation';
import { InvoiceEntity } from './invoice.entity';
import { backdate, fillUsage, hoursIn, utcMonth } from './billing-test-kit';

// Sign-ups hash passwords with argon2 and the fixtures write months of hourly rows: allow time on PostgreSQL.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REVENUE = '{ adminRevenue { monthlyRecurringCents averageRevenuePerUserCents invoicedThisMonthCents outstandingCents overdueCents payingCustomers } }';

describe('admin revenue', () => {
  it('is for admins only', async () => {
    expect((await server.client().gql(REVENUE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { client } = await signedIn(server, 1);
    expect((await client.gql(REVENUE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('computes recurring revenue, ARPU, invoiced, outstanding and overdue from services and invoices', async () => {
    const M1 = utcMonth(-1);
    const M2 = utcMonth(-2);
    const p = await signedIn(server, 2);
    const q = await signedIn(server, 3);
    const r = await signedIn(server, 4);
    const monthly = await createService(p.client, { name: 'P plan', planType: 'monthly' });
    const biannual = await createService(q.client, { name: 'Q plan', planType: 'biannual' });
    const files = await createService(r.client, { name: 'R files', storageAmount: 1000 });
    const old = await createService(r.client, { name: 'R old', planType: 'monthly' });
    for (const id of [monthly, biannual, files, old]) await backdate(server.db, id, M2);
    await r.client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${old}", isActive: false}) { service { id } } }`);
    await fillUsage(server.db, files, M1, hoursIn(M1), { storedGb: 110 });
    await generateInvoicesForMonth(server.db, M2);
    await generateInvoicesForMonth(server.db, M1);
    // P paid its older invoice.
    const pOld = await server.db.getRepository(InvoiceEntity).findOneByOrFail({ userId: p.user.id, periodStart: M2 });
    await server.db.getRepository(InvoiceEntity).update(pOld.id, { paidAt: new Date() });

    const admin = await signedIn(server, 9, 'admin');
    const res = await admin.client.gql(REVENUE);
    expect(res.errors).toBeUndefined();
    const rFiles = storageLine(110).costCents; // 8,500
    const mrr = 20_000 + Math.round(100_000 / 6) + rFiles;
    // Invoices: P 200 (M2, paid) + 200 (M1); Q 1,000 (M2); R 200 + 200 (old plan, M2 and M1) + files (M1).
    const m1Total = 20_000 + (20_000 + rFiles);
    const unpaid = 20_000 + 100_000 + 20_000 + (20_000 + rFiles);
    const overdueM2 = 100_000 + 20_000;
    const m1Due = utcMonth(0).getTime() + 14 * 86_400_000;
    expect(res.data.adminRevenue).toEqual({
      monthlyRecurringCents: mrr,
      averageRevenuePerUserCents: Math.round(mrr / 3),
      invoicedThisMonthCents: m1Total,
      outstandingCents: unpaid,
      overdueCents: overdueM2 + (Date.now() > m1Due ? m1Total : 0),
      payingCustomers: 3,
    });
  });
});
