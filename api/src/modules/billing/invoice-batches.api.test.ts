import type { EntityManager } from 'typeorm';
import { logger } from '../../common/logger';
import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { createService } from '../metering/metering-test-kit';
import { backdate, fillUsage, utcMonth } from './billing-test-kit';
import { BillingSequenceEntity } from './billing-sequence.entity';
import * as usage from './billing-usage';
import { generateInvoice, generateInvoicesForMonth } from './invoice-generation';
import { InvoiceLineEntity } from './invoice-line.entity';
import { INVOICE_SEQUENCE } from './invoice-number';
import { InvoiceEntity } from './invoice.entity';

// One customer's lines can be made to fail (the rest of the module is the real one).
jest.mock('./billing-usage', () => {
  const actual = jest.requireActual('./billing-usage');
  return { ...actual, linesForMonth: jest.fn(actual.linesForMonth) };
});
const linesForMonth = usage.linesForMonth as jest.MockedFunction<typeof usage.linesForMonth>;
const realLinesForMonth = jest.requireActual<typeof usage>('./billing-usage').linesForMonth;

// Sign-ups hash passwords with argon2: allow time on PostgreSQL.
jest.setTimeout(60_000);

let server: TestServer;
const [M1, M2, M3, M4] = [utcMonth(-1), utcMonth(-2), utcMonth(-3), utcMonth(-4)];
const NOW = new Date();
/** Seven customers with stored GB in M1, M2 and M4 (none in M3); an eighth whose service was idle throughout. */
const customers: number[] = [];
let idle = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (let n = 0; n < 8; n++) {
    const { client, user } = await signedIn(server, 900 + n);
    const id = await createService(client, { name: `Archive ${n}`, storageAmount: 100 });
    await backdate(server.db, id, utcMonth(-5));
    if (n === 7) {
      idle = user.id;
      continue;
    }
    for (const [month, hours] of [[M1, 48], [M2, 30], [M4, 24]] as const) await fillUsage(server.db, id, month, hours, { storedGb: 30 + 7 * n, eastAfrica: n });
    customers.push(user.id);
  }
});
afterAll(() => server.close());

/** Counts the transactions the job opens (every invoice write goes through db.transaction). */
const countTransactions = () => jest.spyOn(server.db, 'transaction');
afterEach(() => {
  jest.restoreAllMocks();
  linesForMonth.mockImplementation(realLinesForMonth);
});

const invoicesOf = async (month: Date) => {
  const rows = await server.db.getRepository(InvoiceEntity).find({ where: { periodStart: month }, relations: { lines: true }, order: { userId: 'ASC', lines: { position: 'ASC' } } });
  return rows.map(({ userId, number, subtotalCents, vatCents, totalCents, paidAt, serviceNames, lines }) => ({
    userId,
    number,
    subtotalCents,
    vatCents,
    totalCents,
    paidAt,
    serviceNames,
    lines: lines.map(({ serviceId, kind, region, description, quantity, unitPriceCents, amountCents, position }) => ({ serviceId, kind, region, description, quantity, unitPriceCents, amountCents, position })),
  }));
};
const seq = (from: number, count: number) => Array.from({ length: count }, (_, k) => `INV-${String(from + k).padStart(6, '0')}`);

describe('the monthly invoice run in batches: nothing-to-invoice skipped, several invoices per transaction', () => {
  it('opens no transaction for a month with nothing to invoice, nor for a customer whose service was idle', async () => {
    const tx = countTransactions();
    expect(await generateInvoicesForMonth(server.db, M3, NOW)).toBe(0);
    expect(tx).not.toHaveBeenCalled();
    expect(await invoicesOf(M3)).toEqual([]);
  });

  it('issues in one transaction the same invoices, amounts and numbers as issuing them one at a time', async () => {
    for (const id of [...customers, idle]) await generateInvoice(server.db, id, M2, NOW);
    const oneByOne = await invoicesOf(M2);
    expect(oneByOne.map((i) => i.number)).toEqual(seq(1, customers.length));
    expect(oneByOne.map((i) => i.userId)).toEqual(customers);

    // Undo them (and their numbers), then let the job issue the month.
    const ids = (await server.db.getRepository(InvoiceEntity).findBy({ periodStart: M2 })).map((i) => i.id);
    await server.db.getRepository(InvoiceLineEntity).delete(ids.map((invoiceId) => ({ invoiceId })));
    await server.db.getRepository(InvoiceEntity).delete(ids);
    await server.db.getRepository(BillingSequenceEntity).update({ name: INVOICE_SEQUENCE }, { lastValue: 0 });

    const tx = countTransactions();
    expect(await generateInvoicesForMonth(server.db, M2, NOW)).toBe(customers.length);
    expect(tx).toHaveBeenCalledTimes(1);
    expect(await invoicesOf(M2)).toEqual(oneByOne);
  });

  it('retries a failed batch one by one: the others are issued in order, the failing customer is logged and invoiced by the next run', async () => {
    const bad = customers[2]!;
    linesForMonth.mockImplementation((db, userId, ...rest) => (userId === bad ? Promise.reject(new Error('corrupt usage record')) : realLinesForMonth(db, userId, ...rest)));
    const errors = jest.spyOn(logger, 'error');
    const tx = countTransactions();

    expect(await generateInvoicesForMonth(server.db, M1, NOW)).toBe(customers.length - 1);
    // The batch (up to the failing customer), those three customers on their own, then a batch of the rest.
    expect(tx).toHaveBeenCalledTimes(1 + 3 + 1);
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ userId: bad }), expect.any(String));
    const others = customers.filter((id) => id !== bad);
    expect((await invoicesOf(M1)).map((i) => [i.userId, i.number])).toEqual(others.map((id, k) => [id, seq(customers.length + 1, others.length)[k]]));

    linesForMonth.mockImplementation(realLinesForMonth);
    expect(await generateInvoicesForMonth(server.db, M1, NOW)).toBe(1);
    const after = await invoicesOf(M1);
    expect(after.find((i) => i.userId === bad)!.number).toBe(seq(2 * customers.length, 1)[0]);
    expect(after.map((i) => i.number).sort()).toEqual(seq(customers.length + 1, customers.length));
  });

  it('after a kill in the middle of a batch, keeps the committed batches, loses the open one whole and the next run issues the rest once, numbers in sequence', async () => {
    const original = server.db.transaction.bind(server.db) as (work: (m: EntityManager) => Promise<unknown>) => Promise<unknown>;
    let calls = 0;
    // The first batch commits; the process dies inside the second (after writing it, before the commit); nothing runs after.
    jest.spyOn(server.db, 'transaction').mockImplementation((async (work: (m: EntityManager) => Promise<unknown>) => {
      calls++;
      if (calls === 1) return original(work);
      if (calls === 2)
        return original(async (m) => {
          await work(m);
          throw new Error('process killed');
        });
      throw new Error('process killed');
    }) as never);
    const first = 2 * customers.length + 1;
    await expect(generateInvoicesForMonth(server.db, M4, NOW, { batchSize: 3 })).rejects.toThrow('process killed');
    expect((await invoicesOf(M4)).map((i) => [i.userId, i.number])).toEqual(customers.slice(0, 3).map((id, k) => [id, seq(first, 3)[k]]));

    jest.restoreAllMocks();
    expect(await generateInvoicesForMonth(server.db, M4, NOW, { batchSize: 3 })).toBe(customers.length - 3);
    expect((await invoicesOf(M4)).map((i) => [i.userId, i.number])).toEqual(customers.map((id, k) => [id, seq(first, customers.length)[k]]));
  });
});
