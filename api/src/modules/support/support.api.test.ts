import { signedIn, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { SupportTicketEntity } from './support-ticket.entity';
import { ticketThrottle } from './support.service';

let server: TestServer;
let admin: TestClient;
let customer: TestClient;
let customerId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedIn(server, 90, 'admin')).client;
  const c = await signedIn(server, 91);
  customer = c.client;
  customerId = c.user.id;
});
afterAll(() => server.close());
afterEach(() => ticketThrottle.reset('127.0.0.1'));

const ticket = (over: Record<string, unknown> = {}) => ({
  name: 'Amina Otieno',
  email: 'Amina@Example.co.ke',
  priority: 'high',
  category: 'technical',
  subject: 'Uploads to my bucket time out',
  description: 'Since 09:00 EAT multipart uploads from Mombasa fail after 30 seconds.',
  urgent: true,
  ...over,
});

const CREATE = `mutation C($input: CreateSupportTicketInput!) { createSupportTicket(input: $input) {
  ticket { id reference name email priority category subject description urgent status createdAt } } }`;
const LIST = `query L($first: Int, $after: String, $status: TicketStatus) { supportTickets(first: $first, after: $after, status: $status) {
  nodes { id reference subject status } pageInfo { endCursor hasNextPage } } }`;
const UPDATE = `mutation U($input: UpdateSupportTicketStatusInput!) { updateSupportTicketStatus(input: $input) { ticket { id reference status } } }`;

describe('opening a ticket', () => {
  it('stores a public ticket and answers its reference (GraphQL)', async () => {
    const res = await server.client().gql(CREATE, { input: ticket() });
    expect(res.errors).toBeUndefined();
    const t = res.data.createSupportTicket.ticket;
    const year = new Date().getUTCFullYear();
    expect(t.reference).toBe(`TKT-${year}-${String(t.id).padStart(6, '0')}`);
    expect(t).toMatchObject({ name: 'Amina Otieno', email: 'amina@example.co.ke', priority: 'high', category: 'technical', urgent: true, status: 'open' });
    const row = await server.db.getRepository(SupportTicketEntity).findOneByOrFail({ id: Number(t.id) });
    expect(row.reference).toBe(t.reference);
    expect(row.userId).toBeNull();
  });

  it('links the ticket to the signed-in customer and answers 201 over REST', async () => {
    const res = await customer.rest('POST', '/api/support/tickets', ticket({ urgent: false, priority: 'low', category: 'billing' }));
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^TKT-\d{4}-\d{6}$/);
    const row = await server.db.getRepository(SupportTicketEntity).findOneByOrFail({ reference: res.body.reference });
    expect(row.userId).toBe(customerId);
    expect(row).toMatchObject({ priority: 'low', category: 'billing', urgent: false });
  });

  it('gives every ticket a distinct reference', async () => {
    const refs = [];
    for (let i = 0; i < 3; i++) refs.push((await server.client().rest('POST', '/api/support/tickets', ticket())).body.reference);
    expect(new Set(refs).size).toBe(3);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['no name', { name: undefined }, 'Name is required'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an empty e-mail', { email: '' }, 'Email is required'],
    ['an empty subject', { subject: '' }, 'Subject is required'],
    ['a 151-character subject', { subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
    ['an empty description', { description: '' }, 'Description is required'],
    ['a 4-character description', { description: 'help' }, 'Description must be at least 10 characters'],
    ['a 5,001-character description', { description: 'x'.repeat(5001) }, 'Description must be at most 5,000 characters'],
    ['an unknown priority', { priority: 'urgent' }, 'Please choose a priority'],
    ['an unknown category', { category: 'sales' }, 'Please choose a category'],
  ])('refuses %s with 400 "%s" and stores nothing', async (_label, over, message) => {
    const before = await server.db.getRepository(SupportTicketEntity).count();
    const res = await server.client().rest('POST', '/api/support/tickets', ticket(over));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await server.db.getRepository(SupportTicketEntity).count()).toBe(before);
  });

  it('ignores fields the caller may not set (status, reference, userId)', async () => {
    const res = await server.client().rest('POST', '/api/support/tickets', { ...ticket(), status: 'resolved', reference: 'TKT-1-1', userId: customerId });
    expect(res.status).toBe(201);
    const row = await server.db.getRepository(SupportTicketEntity).findOneByOrFail({ reference: res.body.reference });
    expect(row).toMatchObject({ status: 'open', userId: null });
  });

  it('limits tickets per IP with 429 and Retry-After', async () => {
    const c = server.client();
    for (let i = 0; i < 5; i++) expect((await c.rest('POST', '/api/support/tickets', ticket())).status).toBe(201);
    const res = await c.rest('POST', '/api/support/tickets', ticket());
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await c.gql(CREATE, { input: ticket() });
    expect(gql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('admin operations: role matrix', () => {
  let ticketId: string;
  beforeAll(async () => {
    ticketId = String((await server.client().rest('POST', '/api/support/tickets', ticket({ subject: 'Matrix ticket' }))).body.id);
  });

  it.each([
    ['anonymous', () => server.client(), 'UNAUTHENTICATED'],
    ['customer', () => customer, 'FORBIDDEN'],
  ])('%s cannot list or update tickets', async (_who, client, code) => {
    const list = await client().gql(LIST, {});
    expect(list.errors?.[0]?.extensions?.code).toBe(code);
    expect(list.data).toBeNull();
    const upd = await client().gql(UPDATE, { input: { id: ticketId, status: 'resolved' } });
    expect(upd.errors?.[0]?.extensions?.code).toBe(code);
    const row = await server.db.getRepository(SupportTicketEntity).findOneByOrFail({ id: Number(ticketId) });
    expect(row.status).toBe('open');
  });

  it('admin moves a ticket through its states, each change audited with the admin named', async () => {
    for (const status of ['in_progress', 'resolved']) {
      const res = await admin.gql(UPDATE, { input: { id: ticketId, status } });
      expect(res.errors).toBeUndefined();
      expect(res.data.updateSupportTicketStatus.ticket.status).toBe(status);
    }
    const row = await server.db.getRepository(SupportTicketEntity).findOneByOrFail({ id: Number(ticketId) });
    expect(row.status).toBe('resolved');
    const events = await server.db.getRepository(SecurityEventEntity).find({ where: { type: 'admin' }, order: { id: 'ASC' } });
    const actions = events.map((e) => e.action).filter((a) => a.includes(row.reference));
    expect(actions).toEqual([
      `Admin customer90 moved support ticket ${row.reference} from open to in_progress`,
      `Admin customer90 moved support ticket ${row.reference} from in_progress to resolved`,
    ]);
  });

  it('admin gets NOT_FOUND for an unknown ticket and BAD_USER_INPUT for an unknown status', async () => {
    expect((await admin.gql(UPDATE, { input: { id: '999999', status: 'open' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await admin.gql(UPDATE, { input: { id: ticketId, status: 'closed' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('admin lists tickets newest first with keyset pagination and a status filter', async () => {
    const all: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res: { data: any; errors?: unknown } = await admin.gql(LIST, { first: 2, after });
      expect(res.errors).toBeUndefined();
      const conn = res.data.supportTickets;
      expect(conn.nodes.length).toBeLessThanOrEqual(2);
      all.push(...conn.nodes.map((n: { id: string }) => n.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    const total = await server.db.getRepository(SupportTicketEntity).count();
    expect(all).toHaveLength(total);
    expect(all.map(Number)).toEqual([...all.map(Number)].sort((a, b) => b - a));
    const resolved = await admin.gql(LIST, { status: 'resolved' });
    expect(resolved.data.supportTickets.nodes.map((n: { subject: string }) => n.subject)).toEqual(['Matrix ticket']);
  });

  it('caps the page size at 100', async () => {
    const res = await admin.gql(LIST, { first: 101 });
    expect(res.errors?.[0]?.message).toBe('first must be between 1 and 100');
  });
});
