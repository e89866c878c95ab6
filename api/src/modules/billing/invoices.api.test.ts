import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { blockStorageLine, egressLine, snapshotLine, storageLine } from '../../contracts/pricing-engine';
import { createService } from '../metering/metering-test-kit';
import { generateInvoice, generateInvoicesForMonth } from './invoice-generation';
import { InvoiceEntity } from './invoice.entity';
import { backdate, disableAt, fillUsage, hoursIn, utcMonth } from './billing-test-kit';

// Sign-ups hash passwords with argon2 and the fixtures write months of hourly rows: allow time on PostgreSQL.
jest.setTimeout(30_000);

let server: TestServer;
const DAY = 86_400_000;
const M1 = utcMonth(-1);
const M2 = utcMonth(-2);
const M3 = utcMonth(-3);
const r3 = (n: number) => Math.round(n * 1000) / 1000;

const INVOICES = `{ invoices(first: 10) { nodes { id number periodStart issuedAt dueAt status subtotalCents vatRatePercent vatCents totalCents amountPaidCents balanceCents services
  lines { description quantity unit unitPriceCents amountCents vatCents serviceId } } pageInfo { hasNextPage endCursor } } }`;

let a: Awaited<ReturnType<typeof signedIn>>;
let b: Awaited<ReturnType<typeof signedIn>>;
let c: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.db;
  // Customer A: pay-as-you-go object storage and backups.
  a = await signedIn(server, 11);
  ids.files = await createService(a.client, { name: 'Files', storageAmount: 1000 });
  ids.vault = await createService(a.client, { name: 'Vault', serviceType: 'Backup Storage', storageAmount: 100 });
  await backdate(db, ids.files, M3);
  await backdate(db, ids.vault, M3);
  await fillUsage(db, ids.files, M1, hoursIn(M1), { storedGb: 500, eastAfrica: 0.1, africa: 0.1 });
  await fillUsage(db, ids.vault, M1, 240, { storedGb: 20, eastAfrica: 0.05 });
  await fillUsage(db, ids.files, M2, hoursIn(M2), { storedGb: 100 });
  // Customer B: a monthly plan and a block volume disabled 10 days into M1.
  b = await signedIn(server, 12);
  ids.plan = await createService(b.client, { name: 'Plan', planType: 'monthly', storageAmount: 100 });
  ids.disk = await createService(b.client, { name: 'Disk', serviceType: 'Block Storage', storageAmount: 200 });
  await backdate(db, ids.plan, new Date(M3.getTime() + 5 * DAY));
  await backdate(db, ids.disk, M3);
  await disableAt(db, ids.disk, new Date(M1.getTime() + 10 * DAY));
  // Customer C: a biannual plan started in M2.
  c = await signedIn(server, 13);
  ids.archive = await createService(c.client, { name: 'Archive', planType: 'biannual', storageAmount: 500 });
  await backdate(db, ids.archive, new Date(M2.getTime() + 3 * DAY));

  for (const m of [M3, M2, M1]) await generateInvoicesForMonth(db, m);
});
afterAll(() => server.close());

const invoicesOf = async (client: typeof a.client) => {
  const res = await client.gql(INVOICES);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.invoices.nodes as Array<Record<string, any>>;
};

describe('invoice arithmetic (pricing engine)', () => {
  it('bills customer A’s metered storage, backups and shared egress allowances', async () => {
    const list = await invoicesOf(a.client);
    expect(list.map((i) => i.periodStart)).toEqual([M1.toISOString(), M2.toISOString()]);
    const [m1, m2] = list;
    const h = hoursIn(M1);
    const storage = storageLine(500).costCents;
    const backups = snapshotLine(r3((20 * 240) / h)).costCents;
    const ea = egressLine(0.1 * h + 12, 'east-africa').costCents;
    const af = egressLine(0.1 * h, 'africa').costCents;
    expect(m1!.subtotalCents).toBe(storage + backups + ea + af);
    expect(m1!.number).toMatch(/^INV-\d{6}$/);
    expect(m1!.services).toEqual(['Files', 'Vault']);
    const line = (service: number, text: RegExp) => m1!.lines.find((l: any) => l.serviceId === String(service) && text.test(l.description));
    expect(line(ids.files, /^Object storage/)).toMatchObject({ quantity: 500, unit: 'GB-month', unitPriceCents: 85, amountCents: storage });
    expect(line(ids.vault, /^Snapshots/)).toMatchObject({ quantity: r3((20 * 240) / h), amountCents: backups });
    // East Africa egress: one allowance for the account, shared 0.1·h : 12 between the services.
    const eaFiles = line(ids.files, /East Africa/).amountCents;
    const eaVault = line(ids.vault, /East Africa/).amountCents;
    expect(eaFiles + eaVault).toBe(ea);
    expect(Math.abs(eaVault - (ea * 12) / (0.1 * h + 12))).toBeLessThanOrEqual(1);
    expect(m1!.lines.reduce((s: number, l: any) => s + l.amountCents, 0)).toBe(m1!.subtotalCents);
    // M2: 100 GB stored all month, 10 GB free.
    expect(m2!.subtotalCents).toBe(storageLine(100).costCents);
    expect(m2!.subtotalCents).toBe(7650);
  });

  it('bills customer B’s plan every month and the block volume for the days it was active', async () => {
    const [m1, m2, m3] = await invoicesOf(b.client);
    expect(m3!.subtotalCents).toBe(20_000 + blockStorageLine(200).costCents);
    expect(m2!.subtotalCents).toBe(20_000 + 110_000);
    const q = r3((200 * 240) / hoursIn(M1));
    expect(m1!.subtotalCents).toBe(20_000 + blockStorageLine(q).costCents);
    expect(m1!.lines.map((l: any) => [l.description, l.quantity])).toEqual([
      ['Monthly plan: 100 GB for 1 month', 1],
      ['Block SSD storage (200 GB provisioned)', q],
    ]);
  });

  it('bills customer C’s biannual plan once, in the month its term starts', async () => {
    const list = await invoicesOf(c.client);
    expect(list.map((i) => [i.periodStart, i.subtotalCents, i.vatCents, i.totalCents])).toEqual([[M2.toISOString(), 100_000, 16_000, 116_000]]);
  });

  it('is idempotent per customer and month', async () => {
    const before = await server.db.getRepository(InvoiceEntity).count();
    expect(await generateInvoicesForMonth(server.db, M1)).toBe(0);
    const again = await generateInvoice(server.db, a.user.id, M1);
    const first = (await invoicesOf(a.client))[0]!;
    expect(String(again!.id)).toBe(first.id);
    expect(await server.db.getRepository(InvoiceEntity).count()).toBe(before);
  });

  it('refuses to invoice a month that has not ended', async () => {
    await expect(generateInvoice(server.db, a.user.id, utcMonth(0))).rejects.toThrow('Only a completed month can be invoiced');
  });
});

describe('VAT (16 %, the default VAT_RATE_PERCENT) on every line and in the totals, to the cent', () => {
  it('adds 16 % of the subtotal, rounded half up once, and shares it over the lines exactly', async () => {
    const [, m2] = await invoicesOf(a.client);
    // KSh 76.50 × 16 % = KSh 12.24 exactly.
    expect(m2).toMatchObject({ subtotalCents: 7650, vatRatePercent: 16, vatCents: 1224, totalCents: 8874, amountPaidCents: 0, balanceCents: 8874 });
    expect(m2!.lines.map((l: any) => [l.amountCents, l.vatCents])).toEqual([[7650, 1224]]);
    for (const list of [await invoicesOf(a.client), await invoicesOf(b.client), await invoicesOf(c.client)]) {
      for (const inv of list) {
        // The invoice's VAT is computed once on the subtotal (half up), never summed from rounded lines.
        expect(inv.vatCents).toBe(Math.floor((inv.subtotalCents * 16 + 50) / 100));
        expect(inv.totalCents).toBe(inv.subtotalCents + inv.vatCents);
        expect(inv.lines.reduce((s: number, l: any) => s + l.vatCents, 0)).toBe(inv.vatCents);
        // Each line carries its proportional share, within a cent.
        for (const l of inv.lines) expect(Math.abs(l.vatCents - (l.amountCents * inv.vatCents) / inv.subtotalCents)).toBeLessThan(1);
      }
    }
    // Customer B, M3: plan 20,000 + block 110,000 → VAT 20,800: plan 3,200 and block 17,600.
    const bM3 = (await invoicesOf(b.client))[2]!;
    expect(bM3.lines.map((l: any) => l.vatCents)).toEqual([3_200, 17_600]);
    expect(bM3.totalCents).toBe(150_800);
  });
});

describe('invoice status and dates', () => {
  it('issues on the 1st of the next month, due 14 days later; unpaid past due is overdue, paid is paid', async () => {
    const [m1, m2] = await invoicesOf(a.client);
    expect(m1!.issuedAt).toBe(utcMonth(0).toISOString());
    expect(m1!.dueAt).toBe(new Date(utcMonth(0).getTime() + 14 * DAY).toISOString());
    expect(m1!.status).toBe(Date.now() > utcMonth(0).getTime() + 14 * DAY ? 'overdue' : 'pending');
    expect(m2!.status).toBe('overdue');
    await server.db.getRepository(InvoiceEntity).update(Number(m2!.id), { paidAt: new Date(), amountPaidCents: m2!.totalCents });
    expect((await invoicesOf(a.client))[1]!.status).toBe('paid');
  });
});

describe('each customer sees only their own invoices', () => {
  it('answers NOT_FOUND in GraphQL and 404 in REST for another customer’s invoice', async () => {
    const [theirs] = await invoicesOf(a.client);
    const res = await b.client.gql(`{ invoice(id: "${theirs!.id}") { id } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await b.client.rest('GET', `/api/billing/invoices/${theirs!.id}/download`)).status).toBe(404);
    expect((await b.client.rest('GET', `/api/billing/invoices/abc/download`)).status).toBe(404);
    expect((await server.client().rest('GET', `/api/billing/invoices/${theirs!.id}/download`)).status).toBe(401);
    expect((await server.client().rest('GET', '/api/billing/invoices.csv')).status).toBe(401);
    const mine = await a.client.gql(`{ invoice(id: "${theirs!.id}") { number totalCents } }`);
    expect(mine.data.invoice.totalCents).toBe(theirs!.totalCents);
  });

  it('pages through the list with a cursor', async () => {
    const first = await b.client.gql('{ invoices(first: 2) { nodes { periodStart } pageInfo { hasNextPage endCursor } } }');
    expect(first.data.invoices.nodes.map((n: any) => n.periodStart)).toEqual([M1.toISOString(), M2.toISOString()]);
    expect(first.data.invoices.pageInfo.hasNextPage).toBe(true);
    const next = await b.client.gql('query($a: String) { invoices(first: 2, after: $a) { nodes { periodStart } pageInfo { hasNextPage } } }', { a: first.data.invoices.pageInfo.endCursor });
    expect(next.data.invoices).toEqual({ nodes: [{ periodStart: M3.toISOString() }], pageInfo: { hasNextPage: false } });
  });
});
