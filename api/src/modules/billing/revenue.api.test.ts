import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { createService } from '../metering/metering-test-kit';
import { backdate, fillUsage, hoursIn, utcMonth } from './billing-test-kit';
import { generateInvoicesForMonth } from './invoice-generation';

// Sign-ups hash passwords with argon2 and the fixtures write months of hourly rows: allow time on PostgreSQL.
jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REVENUE = `{ adminRevenue { monthlyRecurringCents averageRevenuePerUserCents invoicedThisMonthCents outstandingCents overdueCents payingCustomers
  revenueByMonth { periodStart label invoiceCount subtotalCents vatCents totalCents paidCents } } }`;
const INVOICES = `{ invoices(first: 100) { nodes { id periodStart issuedAt status subtotalCents vatCents totalCents amountPaidCents balanceCents lines { serviceId amountCents } } } }`;
const RECORD = 'mutation ($input: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $input) { invoice { id } } }';

interface Inv {
  id: string;
  periodStart: string;
  issuedAt: string;
  status: string;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  amountPaidCents: number;
  balanceCents: number;
  lines: { serviceId: string | null; amountCents: number }[];
}

describe('admin revenue', () => {
  it('is for admins only', async () => {
    expect((await server.client().gql(REVENUE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { client } = await signedIn(server, 1);
    expect((await client.gql(REVENUE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('equals the sums of the customers’ invoices and active services', async () => {
    const M1 = utcMonth(-1);
    const M2 = utcMonth(-2);
    const M3 = utcMonth(-3);
    const p = await signedIn(server, 2);
    const q = await signedIn(server, 3);
    const r = await signedIn(server, 4);
    const s = await signedIn(server, 5);
    const admin = await signedIn(server, 9, 'admin');
    const monthly = await createService(p.client, { name: 'P plan', planType: 'monthly' });
    const biannual = await createService(q.client, { name: 'Q plan', planType: 'biannual' });
    const files = await createService(r.client, { name: 'R files', storageAmount: 1000 });
    const old = await createService(r.client, { name: 'R old', planType: 'monthly' });
    const disk = await createService(s.client, { name: 'S disk', serviceType: 'Block Storage', storageAmount: 40 });
    for (const id of [monthly, biannual, files, old, disk]) await backdate(server.db, id, M3);
    await r.client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${old}", isActive: false}) { service { id } } }`);
    for (const m of [M3, M2]) await fillUsage(server.db, files, m, 100, { storedGb: 900 });
    await fillUsage(server.db, files, M1, hoursIn(M1), { storedGb: 110, eastAfrica: 0.5 });
    for (const m of [M3, M2, M1]) await generateInvoicesForMonth(server.db, m);

    // Payments: P pays M3 in full and half of M2; R pays part of M1; S pays nothing.
    const invoicesOf = async (c: typeof p.client) => (await c.gql(INVOICES)).data.invoices.nodes as Inv[];
    const [pM1, pM2, pM3] = await invoicesOf(p.client);
    expect([pM1, pM2, pM3].map((i) => i!.periodStart)).toEqual([M1, M2, M3].map((m) => m.toISOString()));
    const record = async (invoiceId: string, reference: string, amountCents: number) => {
      const res = await admin.client.gql(RECORD, { input: { invoiceId, method: 'mpesa', reference, amountCents, paidAt: new Date().toISOString() } });
      expect(res.errors).toBeUndefined();
    };
    await record(pM3!.id, 'QA00000001', pM3!.totalCents);
    await record(pM2!.id, 'QA00000002', Math.floor(pM2!.totalCents / 2));
    await record((await invoicesOf(r.client))[0]!.id, 'QA00000003', 12_345);

    const res = await admin.client.gql(REVENUE);
    expect(res.errors).toBeUndefined();
    const got = res.data.adminRevenue;

    // The same figures, summed here from what each customer and the admin services list show.
    const customers = [p, q, r, s];
    const invoices = (await Promise.all(customers.map((c) => invoicesOf(c.client)))).flat();
    expect(invoices.length).toBeGreaterThanOrEqual(10);
    const sum = (list: Inv[], f: (i: Inv) => number) => list.reduce((t, i) => t + f(i), 0);
    const thisMonth = utcMonth(0).toISOString();
    const services = (await admin.client.gql('{ adminServices(first: 100) { nodes { id isActive planType user { id } } } }')).data.adminServices.nodes as { id: string; isActive: boolean; planType: string | null; user: { id: string } }[];
    const plans = (await admin.client.gql('{ plans { type priceKsh } }')).data.plans as { type: string; priceKsh: number }[];
    const term: Record<string, number> = { monthly: 1, biannual: 6, annual: 12 };
    const perCustomer = new Map<string, number>();
    for (const svc of services.filter((x) => x.isActive)) {
      const monthlyCents = svc.planType
        ? Math.round((plans.find((x) => x.type === svc.planType)!.priceKsh * 100) / term[svc.planType]!)
        : sum(invoices.filter((i) => i.periodStart === M1.toISOString()), (i) => i.lines.filter((l) => l.serviceId === svc.id).reduce((t, l) => t + l.amountCents, 0));
      perCustomer.set(svc.user.id, (perCustomer.get(svc.user.id) ?? 0) + monthlyCents);
    }
    const mrr = [...perCustomer.values()].reduce((t, v) => t + v, 0);
    const paying = [...perCustomer.values()].filter((v) => v > 0).length;
    // Plans spread over their term; R's files as billed last month (storage after the free 10 GB, East Africa egress after 50 GB); S's 40 GB block volume.
    expect(mrr).toBe(20_000 + Math.round(100_000 / 6) + (110 - 10) * 85 + Math.round((0.5 * hoursIn(M1) - 50) * 40) + 40 * 550);
    expect(got).toMatchObject({
      monthlyRecurringCents: mrr,
      payingCustomers: paying,
      averageRevenuePerUserCents: Math.round(mrr / paying),
      invoicedThisMonthCents: sum(invoices.filter((i) => i.issuedAt === thisMonth), (i) => i.totalCents),
      outstandingCents: sum(invoices.filter((i) => i.status !== 'paid'), (i) => i.balanceCents),
      overdueCents: sum(invoices.filter((i) => i.status === 'overdue'), (i) => i.balanceCents),
    });
    expect(paying).toBe(4);
    expect(got.overdueCents).toBeGreaterThan(0);
    expect(got.outstandingCents).toBeGreaterThanOrEqual(got.overdueCents);
    // Revenue by month: the last 12 months, newest first; each equals the sums of that month's invoices.
    expect(got.revenueByMonth).toHaveLength(12);
    expect(got.revenueByMonth[0].periodStart).toBe(M1.toISOString());
    for (const row of got.revenueByMonth) {
      const month = invoices.filter((i) => i.periodStart === row.periodStart);
      expect(row).toEqual({
        periodStart: row.periodStart,
        label: expect.stringMatching(/^[A-Z][a-z]{2} \d{4}$/),
        invoiceCount: month.length,
        subtotalCents: sum(month, (i) => i.subtotalCents),
        vatCents: sum(month, (i) => i.vatCents),
        totalCents: sum(month, (i) => i.totalCents),
        paidCents: sum(month, (i) => i.amountPaidCents),
      });
    }
    // Q's biannual plan is billed once, in M3, when its term starts.
    expect(got.revenueByMonth.slice(0, 4).map((m: { invoiceCount: number }) => m.invoiceCount)).toEqual([3, 3, 4, 0]);
  });
});
