import fs from 'node:fs';
import path from 'node:path';
import type { EntityMetadata } from 'typeorm';
import { signedIn, startTestServer, TEST_ACTOR, type TestServer } from '../../test/harness';
import { UserEntity } from '../auth/user.entity';
import { backdate, fillUsage, utcMonth } from '../billing/billing-test-kit';
import { generateInvoice } from '../billing/invoice-generation';
import { applyPayment } from '../billing/payments.service';
import { activePromotion } from '../competition/competition.fixtures';
import { OutboxMessageEntity } from '../notifications/outbox-message.entity';
import { enqueueMessages } from '../notifications/outbox.service';
import { CloudStorageServiceEntity } from '../services/service.entity';
import { BlobGcEntity } from '../storage/entities/blob-gc.entity';
import { BucketEntity } from '../storage/entities/bucket.entity';
import { ConsoleCredentialEntity } from '../storage/entities/console-credential.entity';
import { ObjectPartEntity } from '../storage/entities/object-part.entity';
import { ObjectEntity } from '../storage/entities/object.entity';
import { UploadPartEntity } from '../storage/entities/upload-part.entity';
import { UploadEntity } from '../storage/entities/upload.entity';
import { avatarDir } from './avatar.service';
import { DATA_MAP, PERSONAL_COLUMN } from './data-map';
import { linkedRows, subjectOf } from './data-map-query';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MAP_FILE = 'api/src/modules/account/data-map.ts';
/** Columns that point at a person: a foreign key to users, or a name that says so. */
const userReferences = (meta: EntityMetadata) =>
  meta.columns
    .filter((c) => c.relationMetadata?.inverseEntityMetadata.tableName === 'users' || /^(user_id|.+_user_id|actor_id|created_by|drawn_by)$/.test(c.databaseName))
    .map((c) => c.databaseName);

describe('V8.3.2 the data map covers every table (deletion and export are complete by construction)', () => {
  it('lists every table the entities define as delete, scrub or retain, with the reason', () => {
    const missing = server.db.entityMetadatas
      .filter((m) => !DATA_MAP[m.tableName])
      .map((m) => {
        const personal = m.columns.map((c) => c.databaseName).filter((c) => PERSONAL_COLUMN.test(c));
        return `Table "${m.tableName}" (entity ${m.name}${personal.length ? `, personal columns: ${personal.join(', ')}` : ''}) is not in DATA_MAP: add it to ${MAP_FILE} as delete, scrub or retain, with the reason and how its rows link to a user.`;
      });
    expect(missing).toEqual([]);
    for (const [table, rule] of Object.entries(DATA_MAP)) {
      expect({ table, hasReason: rule.why.length > 20, action: ['delete', 'scrub', 'retain'].includes(rule.action) }).toEqual({ table, hasReason: true, action: true });
    }
  });

  it('names only tables and columns that exist', () => {
    const tables = new Map(server.db.entityMetadatas.map((m) => [m.tableName, m]));
    const stale = Object.keys(DATA_MAP).filter((t) => !tables.has(t));
    expect(stale.map((t) => `DATA_MAP lists "${t}", which no entity defines: remove it from ${MAP_FILE}`)).toEqual([]);
    for (const [table, rule] of Object.entries(DATA_MAP)) {
      const columns = new Set(tables.get(table)!.columns.map((c) => c.databaseName));
      const named = [...rule.links.map((l) => l.column), ...Object.keys(rule.scrub?.(1, 1) ?? {})];
      expect({ table, unknown: named.filter((c) => !columns.has(c)) }).toEqual({ table, unknown: [] });
      expect({ table, scrubWithoutValues: rule.action === 'scrub' && !rule.scrub }).toEqual({ table, scrubWithoutValues: false });
    }
  });

  it('links every column that points at a person, so deletion and export find those rows', () => {
    const gaps = server.db.entityMetadatas.flatMap((m) => {
      const linked = new Set(DATA_MAP[m.tableName]?.links.map((l) => l.column) ?? []);
      return userReferences(m)
        .filter((c) => !linked.has(c) && !(m.tableName === 'users' && c === 'id'))
        .map((c) => `${m.tableName}.${c} points at a user but is not a link in ${MAP_FILE}`);
    });
    expect(gaps).toEqual([]);
  });

  it('scrubs every personal column of the tables it scrubs', () => {
    for (const [table, rule] of Object.entries(DATA_MAP)) {
      if (rule.action !== 'scrub') continue;
      const meta = server.db.entityMetadatas.find((m) => m.tableName === table)!;
      const personal = meta.columns.map((c) => c.databaseName).filter((c) => /^(email|phone|first_name|last_name|ip|user_agent|location|recipient|name)$/.test(c));
      const scrubbed = Object.keys(rule.scrub!(1, 1));
      expect({ table, left: personal.filter((c) => !scrubbed.includes(c)) }).toEqual({ table, left: [] });
    }
  });
});

/** Personal details unique to customer n (so the dump check cannot confuse two customers). */
const personalOf = (n: number) => ({ firstName: `Zawadi${n}q`, lastName: `Njeri${n}q`, phone: `07331112${10 + n}`, company: `Pwani Data ${n}q`, kraPin: `P0000001${10 + n}Q`, bio: `Personal bio ${n}q` });

/** A customer with a row in (almost) every table: services, usage, an invoice, tickets, mail, keys, avatar. */
async function richCustomer(n: number) {
  const { client, user } = await signedIn(server, n);
  const p = personalOf(n);
  await client.gql('mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id } } }', { i: { ...p, email: user.email } });
  await client.gql('mutation { createApiKey(input: { name: "backup", permissions: [read] }) { apiKey { id } } }');
  await client.gql('mutation { updatePreferences(input: { language: "sw", timezone: "eat", currency: "kes", dateFormat: "dd/mm/yyyy" }) { settings { preferences { language } } } }');
  const created = await client.gql('mutation { createCloudStorageService(input: { serviceType: "Object Storage", storageAmount: 100, cost: "KSh 85", name: "Archive" }) { service { id } } }');
  const serviceId = Number(created.data.createCloudStorageService.service.id);
  const lastMonth = utcMonth(-1);
  await backdate(server.db, serviceId, utcMonth(-2));
  await fillUsage(server.db, serviceId, lastMonth, 48, { storedGb: 1000, kenya: 1 });
  const invoice = await generateInvoice(server.db, user.id, lastMonth);
  expect(invoice!.totalCents).toBeGreaterThan(100);
  await client.gql('mutation { setSpendBudget(input: { monthlyBudgetCents: 100000 }) { level } }');
  await applyPayment(server.db, { invoiceId: invoice!.id, method: 'mpesa', reference: `QK8000000${n}`, amountCents: 100, paidAt: new Date(), source: 'admin', recordedBy: null }, TEST_ACTOR);
  await activePromotion(server.db);
  expect((await client.rest('POST', '/api/competition/join', { username: user.username })).status).toBe(200);
  await client.gql('mutation ($i: CreateSupportTicketInput!) { createSupportTicket(input: $i) { ticket { id } } }', { i: ticket(n, user.email, 'Signed in') });
  await server.client().gql('mutation ($i: CreateSupportTicketInput!) { createSupportTicket(input: $i) { ticket { id } } }', { i: ticket(n, user.email, 'Signed out') });
  // A message to the address that no user id ties to the account (e.g. sent before registration).
  await enqueueMessages(server.db, [{ kind: 'test', dedupeKey: `loose-${n}`, userId: null, channel: 'email', recipient: user.email, subject: 'Hello', body: `For ${p.firstName}` }]);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await fetch(`${server.url}/api/account/avatar`, { method: 'POST', headers: { 'content-type': 'image/png', cookie: client.cookieHeader() }, body: new Uint8Array(png) });
  const blobs = await storageOf(n, user.id, serviceId);
  const fresh = await server.db.getRepository(UserEntity).findOneByOrFail({ id: user.id });
  return { client, user: Object.assign(fresh, { password: user.password }), serviceId, blobs };
}

/** A bucket with a plain object, a multipart object and an unfinished upload; answers the blob keys. */
async function storageOf(n: number, userId: number, serviceId: number): Promise<string[]> {
  const now = new Date();
  const db = server.db;
  const bucket = await db.getRepository(BucketEntity).save({ name: `zawadi-backups-${n}`, serviceId, userId, objectCount: 2, objectBytes: 30, createdAt: now });
  const object = { bucketId: bucket.id, size: 10, etag: '"e1"', contentType: 'text/plain', headers: '{}', checksumAlgorithm: null, checksumValue: null, lastModified: now };
  await db.getRepository(ObjectEntity).save({ ...object, key: `personal/notes-${n}.txt`, blobKey: `blob-plain-${n}`, partCount: 0 });
  const multi = await db.getRepository(ObjectEntity).save({ ...object, key: `personal/video-${n}.mp4`, size: 20, blobKey: null, partCount: 1 });
  await db.getRepository(ObjectPartEntity).save({ objectId: multi.id, position: 1, partNumber: 1, blobKey: `blob-part-${n}`, size: 20, startOffset: 0, etag: '"p1"' });
  await db.getRepository(UploadEntity).save({ id: `upload-${n}`, bucketId: bucket.id, key: `personal/unfinished-${n}.bin`, contentType: 'application/octet-stream', headers: '{}', checksumAlgorithm: null, initiatedAt: now });
  await db.getRepository(UploadPartEntity).save({ uploadId: `upload-${n}`, partNumber: 1, blobKey: `blob-upload-${n}`, size: 5, etag: '"u1"', checksumValue: null, uploadedAt: now });
  await db.getRepository(ConsoleCredentialEntity).save({ userId, accessKeyId: `MWCONSOLE${n}ABCDEFGH`.slice(0, 20), createdAt: now });
  return [`blob-plain-${n}`, `blob-part-${n}`, `blob-upload-${n}`];
}

const ticket = (n: number, email: string, subject: string) => ({ name: `${personalOf(n).firstName} ${personalOf(n).lastName}`, email, priority: 'low', category: 'billing', subject, description: `Ticket text of ${personalOf(n).firstName}`, urgent: false });

async function rowsByTable(subject: ReturnType<typeof subjectOf>) {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const meta of server.db.entityMetadatas) out[meta.tableName] = (await linkedRows(server.db, meta, subject)) as Record<string, unknown>[];
  return out;
}

describe('V8.3.2 export: everything linked to the user, directly or through services and invoices', () => {
  let c: Awaited<ReturnType<typeof richCustomer>>;
  let other: Awaited<ReturnType<typeof richCustomer>>;
  beforeAll(async () => {
    c = await richCustomer(1);
    other = await richCustomer(2);
  });

  it('contains every mapped table with the user’s rows, the avatar image, and nobody else’s data or secrets', async () => {
    const res = await c.client.rest('GET', '/api/account/export');
    expect(res.status).toBe(200);
    const tables = res.body.tables as Record<string, Record<string, unknown>[]>;
    const expected = await rowsByTable(subjectOf(c.user));
    for (const [table, rule] of Object.entries(DATA_MAP)) {
      if (rule.noExport || !rule.links.length) {
        expect({ table, exported: table in tables }).toEqual({ table, exported: false });
        continue;
      }
      expect({ table, rows: tables[table]?.length }).toEqual({ table, rows: expected[table]!.length });
    }
    for (const table of ['usage_records', 'invoices', 'invoice_lines', 'outbox_messages', 'support_tickets', 'cloud_storage_services', 'competition_participations', 'sessions', 'security_events', 'api_keys', 'billing_accounts', 'invoice_payments', 'storage_buckets', 'storage_objects', 'storage_object_parts', 'storage_uploads', 'storage_upload_parts']) {
      expect({ table, some: (tables[table]?.length ?? 0) > 0 }).toEqual({ table, some: true });
    }
    expect(tables.usage_records!.every((r) => r.service_id === c.serviceId)).toBe(true);
    expect(tables.support_tickets!.map((t) => t.subject).sort()).toEqual(['Signed in', 'Signed out']);
    expect(res.body.avatar).toMatchObject({ contentType: 'image/png' });
    expect(Buffer.from(res.body.avatar.base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|password_hash|secret_enc|totp_secret|code_hash|token_hash/);
    expect(text).not.toMatch(/#token=[A-Za-z0-9_-]{43}/); // verification links in stored e-mails are redacted
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain(`"service_id":${other.serviceId},`);
  });

  it('V8.3.2 deletion applies the map: rows deleted, scrubbed or retained; services stopped; outbox and avatar purged', async () => {
    const subject = subjectOf(c.user);
    const before = await rowsByTable(subject);
    const otherBefore = await rowsByTable(subjectOf(other.user));
    const avatarFile = c.user.avatarFile!;
    expect(fs.existsSync(path.join(avatarDir(), avatarFile))).toBe(true);

    const res = await c.client.gql('mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) { success } }', { i: { confirmation: c.user.username, password: c.user.password } });
    expect(res.data.deleteAccount.success).toBe(true);

    for (const meta of server.db.entityMetadatas) {
      const rule = DATA_MAP[meta.tableName]!;
      const pk = meta.primaryColumns[0]!.propertyName;
      const ids = before[meta.tableName]!.map((r) => r[pk]);
      if (!ids.length) continue;
      const after = (await server.db.getRepository(meta.target).createQueryBuilder('t').whereInIds(ids).getMany()) as Record<string, unknown>[];
      if (rule.action === 'delete') expect({ table: meta.tableName, left: after.length }).toEqual({ table: meta.tableName, left: 0 });
      else expect({ table: meta.tableName, kept: after.length }).toEqual({ table: meta.tableName, kept: ids.length });
      if (rule.action === 'scrub' && !rule.perRow && meta.tableName !== 'users') {
        const values = rule.scrub!(c.user.id, null);
        for (const row of after) {
          for (const [column, value] of Object.entries(values)) expect({ table: meta.tableName, column, value: row[meta.findColumnWithDatabaseName(column)!.propertyName] }).toEqual({ table: meta.tableName, column, value });
        }
      }
    }
    expect(await server.db.getRepository(CloudStorageServiceEntity).findOneByOrFail({ id: c.serviceId })).toMatchObject({ status: 'disabled', name: 'Deleted service' });
    expect(fs.existsSync(path.join(avatarDir(), avatarFile))).toBe(false);
    expect(await server.db.getRepository(OutboxMessageEntity).countBy({ recipient: c.user.email })).toBe(0);
    // The stored bytes: every blob of the deleted objects and uploads is due for the storage plane's sweep now.
    const journalled = await server.db.getRepository(BlobGcEntity).find({ where: c.blobs.map((blobKey) => ({ blobKey })) });
    expect(journalled.map((j) => j.blobKey).sort()).toEqual([...c.blobs].sort());
    expect(journalled.every((j) => j.dueAt.getTime() <= Date.now())).toBe(true);
    expect(await server.db.getRepository(BlobGcEntity).countBy({ blobKey: other.blobs[0]! })).toBe(0);

    // Nothing personal of the deleted customer is left anywhere in the database.
    const dump: string[] = [];
    for (const meta of server.db.entityMetadatas) dump.push(JSON.stringify(await server.db.getRepository(meta.target).find()));
    const all = dump.join('\n');
    const p = personalOf(1);
    for (const personal of [c.user.username + '"', c.user.email, p.firstName, p.lastName, p.phone.slice(1), p.company, p.kraPin, p.bio, avatarFile, 'zawadi-backups-1', 'personal/notes-1.txt', 'personal/video-1.mp4', 'personal/unfinished-1.bin']) {
      expect({ personal, found: all.includes(personal) }).toEqual({ personal, found: false });
    }
    // The other customer is untouched.
    expect(await rowsByTable(subjectOf(other.user))).toEqual(otherBefore);
  });
});
