import { SecurityEventEntity } from '../modules/audit/security-event.entity';
import { UserEntity } from '../modules/auth/user.entity';
import { InvoiceEntity } from '../modules/billing/invoice.entity';
import { PromotionEntity } from '../modules/competition/promotion.entity';
import { UsageRecordEntity } from '../modules/metering/usage-record.entity';
import { CloudStorageServiceEntity } from '../modules/services/service.entity';
import { startTestServer, userFactory, type TestServer } from '../test/harness';
import { DEMO_ADMIN, DEMO_CUSTOMER, seedDemo } from './demo';

jest.setTimeout(180_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db);
});
afterAll(() => server.close());

const min = (dates: (Date | undefined)[]) => Math.min(...dates.filter((d): d is Date => !!d).map((d) => d.getTime()));

describe('the demo seed on a fresh database', () => {
  it('gives every customer a join date before their first service, usage and invoice', async () => {
    const db = server.db;
    const customers = await db.getRepository(UserEntity).find({ where: { userType: 'user' } });
    expect(customers.length).toBeGreaterThan(5);
    for (const u of customers) {
      const services = await db.getRepository(CloudStorageServiceEntity).find({ where: { userId: u.id } });
      const invoices = await db.getRepository(InvoiceEntity).find({ where: { userId: u.id } });
      const usage = services.length
        ? await db.getRepository(UsageRecordEntity).createQueryBuilder('r').where('r.service_id IN (:...ids)', { ids: services.map((s) => s.id) }).orderBy('r.hour_index', 'ASC').getOne()
        : null;
      const firstUse = min([...services.map((s) => s.startDate), ...invoices.map((i) => i.periodStart), usage?.periodStart ?? undefined]);
      expect(Number.isFinite(firstUse)).toBe(true);
      expect(u.createdAt.getTime()).toBeLessThan(firstUse);
      // Not absurdly early either: within a month of it.
      expect(firstUse - u.createdAt.getTime()).toBeLessThan(31 * 86_400_000);
    }
  });

  it("dates the demo customer's account before their first invoice, and its 'Account created' event with it", async () => {
    const db = server.db;
    const demo = await db.getRepository(UserEntity).findOneByOrFail({ username: DEMO_CUSTOMER.username });
    const firstInvoice = await db.getRepository(InvoiceEntity).findOneOrFail({ where: { userId: demo.id }, order: { periodStart: 'ASC' } });
    expect(demo.createdAt.getTime()).toBeLessThan(firstInvoice.periodStart.getTime());
    const created = await db.getRepository(SecurityEventEntity).findOneByOrFail({ userId: demo.id, type: 'register' });
    expect(created.createdAt.getTime()).toBe(demo.createdAt.getTime());
  });

  it('dates the admin before every customer and before the first promotion', async () => {
    const db = server.db;
    const admin = await db.getRepository(UserEntity).findOneByOrFail({ username: DEMO_ADMIN.username });
    const others = await db.getRepository(UserEntity).find({ where: { userType: 'user' } });
    const firstPromotion = await db.getRepository(PromotionEntity).findOneOrFail({ where: {}, order: { startDate: 'ASC' } });
    expect(admin.createdAt.getTime()).toBeLessThan(min(others.map((u) => u.createdAt)));
    expect(admin.createdAt.getTime()).toBeLessThan(firstPromotion.startDate.getTime());
  });

  it('welcomes the demo customer back at their first sign-in (they visited two days ago), but not a new customer', async () => {
    const demo = server.client();
    expect((await demo.login(DEMO_CUSTOMER.username, DEMO_CUSTOMER.password)).status).toBe(200);
    const me = (await demo.gql('{ me { previousSignInAt } }')).data.me;
    const ago = Date.now() - new Date(me.previousSignInAt).getTime();
    expect(ago).toBeGreaterThan(86_400_000);
    expect(ago).toBeLessThan(3 * 86_400_000);
    // That visit is in their security log, and is not a live session.
    const sessions = (await demo.gql('{ mySessions { current } }')).data.mySessions;
    expect(sessions).toEqual([{ current: true }]);

    const fresh = server.client();
    await fresh.register(userFactory(90));
    expect((await fresh.gql('{ me { previousSignInAt } }')).data.me.previousSignInAt).toBeNull();
  });
});
