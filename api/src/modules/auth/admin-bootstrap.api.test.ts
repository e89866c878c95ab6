import { lastMessageTo, linkTokenIn, startTestServer, TEST_ACTOR, type TestServer } from '../../test/harness';
import { ensureAdmin } from './admin-bootstrap';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { UserEntity } from './user.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OPS = 'ops@example.co.ke';
const PASSWORD = 'S0me!Strong#Pass';

describe('bootstrap admin (ADMIN_EMAIL) and create-admin', () => {
  it('an existing customer with the operator e-mail is not made an admin without the explicit flag', async () => {
    const squatter = server.client();
    expect((await squatter.register({ username: 'squatter', email: OPS })).status).toBe(201);
    const { outcome } = await ensureAdmin(server.db, OPS, PASSWORD, TEST_ACTOR);
    expect(outcome).toBe('refused');
    expect((await server.db.getRepository(UserEntity).findOneByOrFail({ email: OPS })).userType).toBe('user');
    // The squatter's session still sees a customer, and the admin API still refuses it.
    expect((await squatter.rest('GET', '/api/auth/user')).body.userType).toBe('user');
    expect((await squatter.rest('GET', '/api/admin/users')).status).toBe(403);
    // Nor does the operator's password open that account.
    expect((await server.client().login(OPS, PASSWORD)).status).toBe(401);
  });

  it('even when asked explicitly, does not promote an account that never verified the address', async () => {
    const { outcome } = await ensureAdmin(server.db, OPS, PASSWORD, TEST_ACTOR, { promoteExisting: true });
    expect(outcome).toBe('unverified');
    expect((await server.db.getRepository(UserEntity).findOneByOrFail({ email: OPS })).userType).toBe('user');
  });

  it('promotes it only when asked explicitly and the address is verified, and records it in the audit log', async () => {
    // The owner of the mailbox opens the verification link.
    const mail = await lastMessageTo(server.db, OPS, 'verify-email');
    expect((await server.client().rest('POST', '/api/auth/verify-email', { token: linkTokenIn(mail!.body) })).status).toBe(200);
    const { outcome, user } = await ensureAdmin(server.db, OPS, PASSWORD, TEST_ACTOR, { promoteExisting: true });
    expect(outcome).toBe('promoted');
    expect(user.userType).toBe('admin');
    const events = await server.db.getRepository(SecurityEventEntity).findBy({ type: 'admin', userId: user.id });
    expect(events.map((e) => e.action)).toContain('Existing account promoted to admin by the operator (explicit --promote)');
  });

  it('creates a new admin for a new address, and leaves an existing admin alone', async () => {
    const created = await ensureAdmin(server.db, 'root@example.co.ke', PASSWORD, TEST_ACTOR);
    expect(created.outcome).toBe('created');
    expect(created.user.userType).toBe('admin');
    expect(created.user.emailVerifiedAt).not.toBeNull(); // the operator chose the address
    expect((await server.client().login('root@example.co.ke', PASSWORD)).status).toBe(200);
    expect((await ensureAdmin(server.db, 'root@example.co.ke', 'An0ther!Strong#Pass', TEST_ACTOR)).outcome).toBe('exists');
    expect((await server.client().login('root@example.co.ke', PASSWORD)).status).toBe(200); // password unchanged
  });
});
