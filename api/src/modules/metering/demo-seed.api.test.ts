import { createAccount } from '../auth/auth.service';
import { startTestServer, TEST_ACTOR, userFactory, type TestServer } from '../../test/harness';
import { ServiceActivityEntity } from '../services/service-activity.entity';
import { CloudStorageServiceEntity } from '../services/service.entity';
import { DEMO_OVERDUE_USERNAME, seedBilling } from '../billing/billing.seed';
import { InvoicePaymentEntity } from '../billing/invoice-payment.entity';
import { invoiceStatus } from '../billing/invoice-status';
import { overdueInvoicesOf } from '../billing/overdue';
import { InvoiceEntity } from '../billing/invoice.entity';
import { topUpDemoUsage } from './demo-feed';
import { seedMetering } from './metering.seed';
import { UsageRecordEntity } from './usage-record.entity';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('demo usage and invoices', () => {
  it('gives the demo customer 90 days of hourly history, every customer 6 months of invoices (paid when due, one late payer), and keeps the history current', async () => {
    const db = server.db;
    const customer = await createAccount(db, TEST_ACTOR, { ...userFactory(1), username: 'demo', email: 'demo@example.co.ke' });
    const admin = await createAccount(db, TEST_ACTOR, userFactory(2), 'admin');
    const now = Date.now();
    const repo = db.getRepository(CloudStorageServiceEntity);
    const base = { userId: customer.id, cost: 'x', region: 'kenya' as const, updatedAt: new Date(now) };
    const media = await repo.save({ ...base, name: 'Media', serviceType: 'Object Storage', storageAmount: 500, planType: 'biannual' as const, status: 'active' as const, bucket: 'demo-a', startDate: new Date(now - 120 * DAY) });
    const backups = await repo.save({ ...base, name: 'Backups', serviceType: 'Backup Storage', storageAmount: 200, planType: null, status: 'active' as const, bucket: 'demo-b', startDate: new Date(now - 95 * DAY) });
    const old = await repo.save({ ...base, name: 'Old', serviceType: 'Object Storage', storageAmount: 100, planType: 'monthly' as const, status: 'disabled' as const, bucket: 'demo-c', startDate: new Date(now - 200 * DAY) });
    const disabledAt = new Date(now - 30 * DAY);
    await db.getRepository(ServiceActivityEntity).insert({ serviceId: old.id, userId: customer.id, action: 'disabled', detail: null, createdAt: disabledAt });

    await seedMetering(db, { customer, admin });
    const count = (serviceId: number) => db.getRepository(UsageRecordEntity).countBy({ serviceId });
    expect(await count(media.id)).toBe(90 * 24);
    expect(await count(backups.id)).toBe(90 * 24);
    const lastOld = await db.getRepository(UsageRecordEntity).findOneOrFail({ where: { serviceId: old.id }, order: { hourIndex: 'DESC' } });
    expect(lastOld.periodStart.getTime()).toBeLessThan(disabledAt.getTime());
    expect(lastOld.periodStart.getTime()).toBeGreaterThanOrEqual(disabledAt.getTime() - 2 * HOUR);
    const newest = await db.getRepository(UsageRecordEntity).findOneOrFail({ where: { serviceId: media.id }, order: { hourIndex: 'DESC' } });
    expect(newest.hourIndex).toBe(Math.floor(Date.now() / HOUR) - 1);

    // Other demo customers (the competition seed's): a plan each; 'bochieng' is the one who pays late.
    const others = [];
    for (const [k, username] of ['wkamau', DEMO_OVERDUE_USERNAME].entries()) {
      const user = await createAccount(db, TEST_ACTOR, { ...userFactory(3 + k), username });
      await repo.save({ ...base, userId: user.id, name: 'Plan', serviceType: 'Object Storage', storageAmount: 100, planType: 'monthly' as const, status: 'active' as const, bucket: `demo-x${k}`, startDate: new Date(now - 100 * DAY) });
      others.push(user);
    }

    await seedBilling(db, { customer, admin });
    const all = await db.getRepository(InvoiceEntity).find({ order: { id: 'ASC' } });
    // Every customer is invoiced, month after month: numbers follow the months without gaps.
    expect(all.map((i) => i.number)).toEqual(all.map((_, k) => `INV-${String(k + 1).padStart(6, '0')}`));
    expect(all.map((i) => i.periodStart.getTime())).toEqual([...all.map((i) => i.periodStart.getTime())].sort((a, b) => a - b));
    const of = (userId: number) => all.filter((i) => i.userId === userId).sort((a, b) => b.periodStart.getTime() - a.periodStart.getTime());
    expect(of(customer.id)).toHaveLength(6);
    for (const u of others) expect(of(u.id).length).toBeGreaterThanOrEqual(3);
    // Paid (a recorded M-Pesa payment of the total, 3 days after issue) once due; not yet due: pending. The demo customer is never overdue.
    const payments = await db.getRepository(InvoicePaymentEntity).find();
    for (const i of [...of(customer.id), ...of(others[0]!.id)]) {
      const due = i.dueAt.getTime() < Date.now();
      expect({ number: i.number, status: invoiceStatus(i, new Date()) }).toEqual({ number: i.number, status: due ? 'paid' : i.totalCents === 0 ? 'paid' : 'pending' });
      if (due && i.totalCents > 0) expect(payments.find((p) => p.invoiceId === i.id)).toMatchObject({ method: 'mpesa', amountCents: i.totalCents, source: 'admin', recordedBy: admin.id });
    }
    expect(await overdueInvoicesOf(db, customer.id, new Date())).toEqual([]);
    // The late payer: their latest past-due invoice is overdue, everything older is paid.
    const lateOnes = of(others[1]!.id);
    const overdue = lateOnes.filter((i) => invoiceStatus(i, new Date()) === 'overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toBe(lateOnes.find((i) => i.dueAt.getTime() < Date.now()));
    expect((await overdueInvoicesOf(db, others[1]!.id, new Date())).map((i) => i.number)).toEqual([overdue[0]!.number]);

    // The feed adds nothing for hours already there, then the new complete hours of the active
    // services with seeded history (not the disabled one, not a service created since).
    const fresh = await repo.save({ ...base, name: 'Fresh', serviceType: 'Object Storage', storageAmount: 10, planType: null, status: 'active' as const, bucket: 'demo-d', startDate: new Date() });
    expect(await topUpDemoUsage(db, new Date())).toBe(0);
    expect(await topUpDemoUsage(db, new Date(Date.now() + 3 * HOUR))).toBe(6);
    expect(await count(fresh.id)).toBe(0);
    expect(await count(old.id)).toBeGreaterThanOrEqual(60 * 24);
    expect(await count(old.id)).toBeLessThanOrEqual(60 * 24 + 1);
  });
});
