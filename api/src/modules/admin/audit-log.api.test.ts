import { signedIn, startTestServer, TEST_ACTOR, type TestClient, type TestServer } from '../../test/harness';
import { AdminAuditEntryEntity } from '../audit/admin-audit-entry.entity';
import { recordAdminAction } from '../audit/admin-audit.service';
import { AdminAuditLog1764100000000 } from '../audit/migrations/1764100000000-AdminAuditLog';
import { SecurityEventEntity } from '../audit/security-event.entity';
import type { UserEntity } from '../auth/user.entity';
import { customerWith } from '../competition/competition.fixtures';

/**
 * The admin audit log (issue 19): administrators' acts apart from customers' sign-ins, filterable
 * by actor, action and date range, keyset-paginated, exported as a formula-safe CSV that is itself
 * audited; GraphQL and REST answer the same.
 */
let server: TestServer;
let ada: { user: UserEntity; client: TestClient };
let ben: { user: UserEntity; client: TestClient };
let customer: { user: UserEntity; client: TestClient };

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const promotion = (name: string) => ({ name, description: 'Daily bundles', eligibilityCriteria: 'An active service', prizeDescription: '10 GB bundle', prizeValue: 500, startDate: inDays(-1), endDate: inDays(30), drawType: 'daily' });

const LOG = `query L($filter: AdminAuditFilter, $first: Int, $after: String) { adminAuditLog(filter: $filter, first: $first, after: $after) {
  nodes { id action actionLabel summary actorName actor { id username } targetType targetId ip createdAt } pageInfo { endCursor hasNextPage } } }`;

type Entry = { id: string; action: string; actionLabel: string; summary: string; actorName: string; actor: { id: string; username: string } | null; targetType: string | null; targetId: string | null; createdAt: string };

async function log(client: TestClient, filter: Record<string, unknown> = {}, first = 100): Promise<Entry[]> {
  const res = await client.gql(LOG, { filter, first });
  expect(res.errors).toBeUndefined();
  return res.data.adminAuditLog.nodes;
}

beforeAll(async () => {
  server = await startTestServer();
  ada = await signedIn(server, 1, 'admin');
  ben = await signedIn(server, 2, 'admin');
  customer = await signedIn(server, 3);
  await customerWith(server.db, 4, [100]);

  // Ada: a promotion created and switched off, a service suspended and reinstated, a draw run.
  const created = await ada.client.gql(`mutation M($input: CreatePromotionInput!) { createPromotion(input: $input) { promotion { id } } }`, { input: promotion('Ada Daily') });
  const promotionId = created.data.createPromotion.promotion.id;
  await ada.client.gql(`mutation M($id: ID!) { selectWinner(input: { promotionId: $id }) { winner { id } } }`, { id: promotionId });
  await ada.client.gql(`mutation M($id: ID!) { updatePromotion(input: { id: $id, isActive: false }) { promotion { id } } }`, { id: promotionId });
  const svc = await customer.client.gql(`mutation { createCloudStorageService(input: { serviceType: "Object Storage", storageAmount: 50, cost: "x" }) { service { id } } }`);
  const serviceId = svc.data.createCloudStorageService.service.id;
  await ada.client.gql(`mutation M($id: ID!) { adminSetServiceActive(input: { id: $id, isActive: false, reason: "Unpaid invoice" }) { service { id } } }`, { id: serviceId });
  await ada.client.gql(`mutation M($id: ID!) { adminSetServiceActive(input: { id: $id, isActive: true }) { service { id } } }`, { id: serviceId });
  // Ben: a promotion whose name would be a spreadsheet formula.
  await ben.client.gql(`mutation M($input: CreatePromotionInput!) { createPromotion(input: $input) { promotion { id } } }`, { input: promotion('=HYPERLINK("http://evil.example","Click")') });
  // The system: a scheduled act with no admin behind it.
  await recordAdminAction(server.db, TEST_ACTOR, { action: 'draw_committed', summary: 'Committed the nightly draw (scheduled)', system: 'Scheduler' });
});
afterAll(() => server.close());

describe('what the audit log holds', () => {
  it("lists the admins' acts newest first, naming the actor, and no customer sign-ins", async () => {
    const entries = await log(ada.client);
    expect(entries.map((e) => e.action)).toEqual([
      'draw_committed',
      'promotion_created',
      'service_reinstated',
      'service_suspended',
      'promotion_updated',
      'draw_revealed',
      'draw_committed',
      'promotion_created',
    ]);
    expect(entries.map((e) => Number(e.id))).toEqual([...entries.map((e) => Number(e.id))].sort((a, b) => b - a));
    const suspended = entries.find((e) => e.action === 'service_suspended')!;
    expect(suspended).toMatchObject({ actionLabel: 'Service suspended', actorName: ada.user.username, actor: { id: String(ada.user.id) }, targetType: 'service' });
    expect(suspended.summary).toContain('Unpaid invoice');
    expect(entries.find((e) => e.action === 'promotion_updated')!.summary).toBe('Edited promotion "Ada Daily" (deactivated)');
    expect(entries[0]).toMatchObject({ actorName: 'Scheduler', actor: null });
    expect(JSON.stringify(entries)).not.toMatch(/Signed in/);
  });

  it('leaves the admin acts out of the security events view (sign-ins stay there)', async () => {
    const res = await ada.client.gql('{ adminSecurityEvents(first: 100) { nodes { type action } } }');
    const types = new Set(res.data.adminSecurityEvents.nodes.map((e: { type: string }) => e.type));
    expect(types.has('login')).toBe(true);
    expect(types.has('admin')).toBe(false);
    expect(types.has('competition_draw')).toBe(false);
    // The customer still sees, in their own log, that an admin suspended their service.
    const own = await customer.client.gql('{ securityEvents(first: 50) { nodes { type action } } }');
    expect(own.data.securityEvents.nodes.some((e: { action: string }) => /suspended service/.test(e.action))).toBe(true);
  });

  it('names every actor once for the filter, the system last', async () => {
    const res = await ada.client.gql('{ adminAuditActors { id name } }');
    expect(res.data.adminAuditActors).toEqual(
      [
        { id: String(ada.user.id), name: ada.user.username },
        { id: String(ben.user.id), name: ben.user.username },
      ]
        .sort((a, b) => a.name.localeCompare(b.name))
        .concat([{ id: 'system', name: 'System' }]),
    );
  });
});

describe('filters', () => {
  it('by actor: an admin, or the system', async () => {
    expect((await log(ada.client, { actorId: String(ben.user.id) })).map((e) => e.actorName)).toEqual([ben.user.username]);
    expect((await log(ada.client, { actorId: 'system' })).map((e) => e.summary)).toEqual(['Committed the nightly draw (scheduled)']);
  });

  it('by action', async () => {
    const created = await log(ada.client, { action: 'promotion_created' });
    expect(created).toHaveLength(2);
    expect(created.every((e) => e.action === 'promotion_created')).toBe(true);
  });

  it('by date range: from inclusive, to exclusive', async () => {
    const all = await log(ada.client);
    const pivot = all[3]!.createdAt;
    const from = await log(ada.client, { from: pivot });
    expect(from.every((e) => e.createdAt >= pivot)).toBe(true);
    expect(from.length).toBeGreaterThanOrEqual(4);
    const before = await log(ada.client, { to: pivot });
    expect(before.every((e) => e.createdAt < pivot)).toBe(true);
    expect(from.length + before.length).toBe(all.length);
    expect(await log(ada.client, { from: inDays(1) })).toEqual([]);
  });

  it.each([
    [{ actorId: 'someone' }, 'Actor must be an admin id or "system"'],
    [{ from: inDays(0), to: inDays(-1) }, 'From must be before To'],
  ])('refuses %j with BAD_USER_INPUT', async (filter, message) => {
    const res = await ada.client.gql(LOG, { filter });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers the same over REST, and a bad filter with 400', async () => {
    const rest = await ada.client.rest('GET', `/api/admin/audit-log?action=service_suspended&actorId=${ada.user.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.nodes).toHaveLength(1);
    expect(rest.body.nodes[0]).toMatchObject({ action: 'service_suspended', actorId: ada.user.id, actorName: ada.user.username, targetType: 'service' });
    const bad = await ada.client.rest('GET', '/api/admin/audit-log?action=drop_tables');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Unknown audit action' });
    expect((await ada.client.rest('GET', '/api/admin/audit-log?from=yesterday')).status).toBe(400);
  });
});

describe('pages', () => {
  it('walks the whole log in pages of 3 with the cursor, nothing twice', async () => {
    const all = await log(ada.client);
    const seen: Entry[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const res = (await ada.client.gql(LOG, { first: 3, after })) as { data: { adminAuditLog: { nodes: Entry[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } } };
      seen.push(...res.data.adminAuditLog.nodes);
      if (!res.data.adminAuditLog.pageInfo.hasNextPage) break;
      after = res.data.adminAuditLog.pageInfo.endCursor;
    }
    expect(seen.map((e) => e.id)).toEqual(all.map((e) => e.id));
  });

  it('runs the same number of SQL statements for a page of 2 and of 8 (actors through the loader)', async () => {
    const statements: string[] = [];
    const logger = server.db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (q, p, r) => (statements.push(q), original(q, p, r));
    try {
      const count = async (first: number) => {
        statements.length = 0;
        await ada.client.gql(LOG, { first });
        return statements.length;
      };
      expect(await count(8)).toBe(await count(2));
    } finally {
      logger.logQuery = original;
    }
  });
});

describe('the CSV export', () => {
  it('downloads the filtered log with a header, formula-safe cells, and records itself', async () => {
    const res = await fetch(`${server.url}/api/admin/audit-log.csv?action=promotion_created`, { headers: { cookie: (ben.client as unknown as { cookieHeader(): string }).cookieHeader() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="admin-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Time (UTC)","Actor","Action","Summary","Target","IP address","Request id"');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((l) => l.includes('"Promotion created"'))).toBe(true);
    // The promotion name is inside the summary, quoted: the cell starts with text, never "=".
    expect(lines.join('\n')).not.toMatch(/(^|,)"=/m);

    const exported = await log(ada.client, { action: 'audit_log_exported' });
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ actorName: ben.user.username, summary: 'Exported 2 audit log entries as CSV (action promotion_created)' });
  });

  it('neutralises a cell that starts like a formula', async () => {
    await recordAdminAction(server.db, { ...TEST_ACTOR, userId: ben.user.id }, { action: 'promotion_updated', summary: '=cmd|" /C calc"!A0', target: { type: 'promotion', id: '+1' } });
    const res = await fetch(`${server.url}/api/admin/audit-log.csv?action=promotion_updated&actorId=${ben.user.id}`, { headers: { cookie: (ben.client as unknown as { cookieHeader(): string }).cookieHeader() } });
    const text = await res.text();
    expect(text).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(text).toContain(`"promotion +1"`);
  });

  it('is for admins only', async () => {
    expect((await customer.client.rest('GET', '/api/admin/audit-log.csv')).status).toBe(403);
    expect((await server.client().rest('GET', '/api/admin/audit-log.csv')).status).toBe(401);
  });
});

describe('the migration', () => {
  it('copies the admin acts recorded before the log existed, classified, with their actor', async () => {
    const db = server.db;
    const qr = db.createQueryRunner();
    try {
      await qr.dropTable('admin_audit_log');
      await db.getRepository(SecurityEventEntity).clear();
      const at = new Date('2026-10-01T08:00:00.000Z');
      const base = { severity: 'medium' as const, ip: '10.0.0.5', location: null, userAgent: 'jest', requestId: 'req-1', createdAt: at };
      await db.getRepository(SecurityEventEntity).insert([
        { ...base, userId: ada.user.id, actorId: null, type: 'admin', action: `Promotion "Old" (#9) created by admin ${ada.user.username}` },
        { ...base, userId: customer.user.id, actorId: ada.user.id, type: 'admin', action: `Admin ${ada.user.username} suspended service #4 (Photos): Abuse` },
        { ...base, userId: null, actorId: null, type: 'competition_draw', action: 'Draw Daily 2026-09-30 revealed by the scheduler: winner #3 (entry 5 of 10, local-fallback)' },
        { ...base, userId: customer.user.id, actorId: null, type: 'admin', action: 'Existing account promoted to admin by the operator (explicit --promote)' },
        { ...base, userId: customer.user.id, actorId: null, type: 'login', action: 'Signed in' },
      ]);
      await new AdminAuditLog1764100000000().up(qr);
    } finally {
      await qr.release();
    }
    const rows = await db.getRepository(AdminAuditEntryEntity).find({ order: { id: 'ASC' } });
    expect(rows.map((r) => [r.action, r.actorId, r.actorName])).toEqual([
      ['promotion_created', ada.user.id, ada.user.username],
      ['service_suspended', ada.user.id, ada.user.username],
      ['draw_revealed', null, 'Scheduler'],
      ['admin_granted', null, 'Operator'],
    ]);
    expect(rows[1]).toMatchObject({ summary: `Admin ${ada.user.username} suspended service #4 (Photos): Abuse`, ip: '10.0.0.5', requestId: 'req-1' });
    expect(rows[0]!.createdAt.getTime()).toBe(new Date('2026-10-01T08:00:00.000Z').getTime());
  });
});
