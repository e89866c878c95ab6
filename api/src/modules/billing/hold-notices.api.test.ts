import { seedUser, startTestServer, type TestServer } from '../../test/harness';
import { UserEntity } from '../auth';
import { OutboxMessageEntity } from '../notifications/outbox-message.entity';
import { holdNoticesTick, queueHoldNotices } from './hold-notices';
import { InvoiceEntity } from './invoice.entity';
import { storageHoldOf } from './overdue';

/**
 * The e-mails before and with a storage hold (hold-notices.ts), against the database: which notice
 * each unpaid invoice gets at each moment, once, to whom, and in step with the hold rule itself
 * (overdue.ts storageHoldOf). Runs on SQLite and PostgreSQL (where two ticks race).
 */
jest.setTimeout(60_000);

const DAY = 86_400_000;
const HOLD_DAYS = 14; // STORAGE_HOLD_AFTER_DAYS's default
const DUE = new Date('2026-10-15T00:00:00Z');
const at = (days: number) => new Date(DUE.getTime() + days * DAY);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let numbers = 0;
async function invoice(userId: number, over: Partial<InvoiceEntity> = {}) {
  numbers += 1;
  return server.db.getRepository(InvoiceEntity).save({
    userId,
    number: `INV-2026-09-${String(numbers).padStart(6, '0')}`,
    periodStart: new Date('2026-09-01T00:00:00Z'),
    periodEnd: new Date('2026-10-01T00:00:00Z'),
    issuedAt: new Date('2026-10-01T00:00:00Z'),
    dueAt: DUE,
    subtotalCents: 100_000,
    vatRateBasisPoints: 1600,
    vatCents: 16_000,
    totalCents: 116_000,
    amountPaidCents: 0,
    paidAt: null,
    serviceNames: '[]',
    createdAt: new Date('2026-10-01T00:00:00Z'),
    ...over,
  });
}

const mailTo = (email: string) => server.db.getRepository(OutboxMessageEntity).find({ where: { recipient: email }, order: { id: 'ASC' } });

describe('overdue and storage-hold notices', () => {
  it('walks one unpaid invoice through the overdue notice, the last warning and the hold notice, each once and in step with the hold', async () => {
    const user = await seedUser(server.db, 301);
    const inv = await invoice(user.id);

    expect(await queueHoldNotices(server.db, at(-0.5))).toBe(0);
    expect(await mailTo(user.email)).toEqual([]);

    // The day after the due date: the overdue notice, with the amount and the day the hold begins.
    expect(await queueHoldNotices(server.db, at(1))).toBe(1);
    let mail = await mailTo(user.email);
    expect(mail.map((m) => [m.kind, m.subject])).toEqual([['invoice-overdue', `Invoice ${inv.number} is overdue`]]);
    expect(mail[0]!.body).toContain('If it is still unpaid on 2026-10-29, your storage will be put on hold');
    expect(mail[0]!.body).toContain('Amount due: KSh 1,160.00');
    expect(mail[0]!.body).toContain(`account ${inv.number}`);
    // Sent at once although the default e-mail frequency is a daily digest: it is about losing access.
    expect(mail[0]!.status).toBe('pending');

    // Every later tick the same day adds nothing.
    expect(await queueHoldNotices(server.db, at(2))).toBe(0);
    expect(await mailTo(user.email)).toHaveLength(1);

    // Three days before the hold: the last warning.
    expect(await queueHoldNotices(server.db, at(HOLD_DAYS - 3))).toBe(1);
    mail = await mailTo(user.email);
    expect(mail[1]!.kind).toBe('storage-hold-soon');
    expect(mail[1]!.subject).toBe('Your storage will be put on hold on 2026-10-29');

    // The notice says "on hold" exactly when the gateway starts refusing.
    const justBefore = new Date(at(HOLD_DAYS).getTime() - 60_000);
    expect(await storageHoldOf(server.db, user.id, justBefore)).toBeNull();
    expect(await queueHoldNotices(server.db, justBefore)).toBe(0);
    const holdStart = new Date(at(HOLD_DAYS).getTime() + 60_000);
    expect(await storageHoldOf(server.db, user.id, holdStart)).toMatchObject({ invoiceNumber: inv.number });
    expect(await queueHoldNotices(server.db, holdStart)).toBe(1);
    mail = await mailTo(user.email);
    expect(mail.map((m) => m.kind)).toEqual(['invoice-overdue', 'storage-hold-soon', 'storage-hold']);
    expect(mail[2]!.subject).toBe(`Your storage is on hold: invoice ${inv.number} is unpaid`);
    expect(mail[2]!.body).toContain('Your data is kept');
    expect(await queueHoldNotices(server.db, at(HOLD_DAYS + 5))).toBe(0);
  });

  it('a customer first seen already on hold gets the hold notice only, not three e-mails at once', async () => {
    const user = await seedUser(server.db, 302);
    await invoice(user.id);
    await queueHoldNotices(server.db, at(HOLD_DAYS + 6));
    expect((await mailTo(user.email)).map((m) => m.kind)).toEqual(['storage-hold']);
  });

  it('paid, part-paid, zero, long-forgotten invoices and deleted customers', async () => {
    const paid = await seedUser(server.db, 303);
    await invoice(paid.id, { amountPaidCents: 116_000, paidAt: at(-2) });
    const zero = await seedUser(server.db, 304);
    await invoice(zero.id, { subtotalCents: 0, vatCents: 0, totalCents: 0, paidAt: new Date('2026-10-01T00:00:00Z') });
    const gone = await seedUser(server.db, 305);
    await invoice(gone.id);
    await server.db.getRepository(UserEntity).update(gone.id, { deletedAt: at(-1) });
    // Part-paid is still unpaid: the notice names the balance.
    const part = await seedUser(server.db, 306);
    await invoice(part.id, { amountPaidCents: 16_000 });

    await queueHoldNotices(server.db, at(1));
    expect(await mailTo(paid.email)).toEqual([]);
    expect(await mailTo(zero.email)).toEqual([]);
    expect(await mailTo(gone.email)).toEqual([]);
    const partMail = await mailTo(part.email);
    expect(partMail.map((m) => m.kind)).toEqual(['invoice-overdue']);
    expect(partMail[0]!.body).toContain('Amount due: KSh 1,000.00');

    // An invoice unpaid for more than 120 days got its notices while it was recent.
    const old = await seedUser(server.db, 307);
    await invoice(old.id, { periodStart: new Date('2026-04-01T00:00:00Z'), periodEnd: new Date('2026-05-01T00:00:00Z'), dueAt: new Date('2026-05-15T00:00:00Z'), number: 'INV-2026-04-000307' });
    await queueHoldNotices(server.db, at(1));
    expect(await mailTo(old.email)).toEqual([]);
  });

  it('two processes ticking at once queue each notice once', async () => {
    const users = await Promise.all([311, 312, 313].map((n) => seedUser(server.db, n)));
    for (const u of users) await invoice(u.id);
    const now = at(HOLD_DAYS + 1);
    const [a, b] = await Promise.all([holdNoticesTick(server.db, now, 'process-a'), holdNoticesTick(server.db, now, 'process-b')]);
    // The lease lets one of them work (or both in turn, after the first released it): never a notice twice.
    expect([a, b].some((r) => r.leased)).toBe(true);
    // And without the lease, the outbox's key still keeps each notice single.
    await Promise.all([queueHoldNotices(server.db, now), queueHoldNotices(server.db, now)]);
    for (const u of users) expect((await mailTo(u.email)).map((m) => m.kind)).toEqual(['storage-hold']);
  });
});
