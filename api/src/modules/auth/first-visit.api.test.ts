import { signedIn, startTestServer, userFactory, type TestServer } from '../../test/harness';
import { SessionEntity } from './session.entity';

/**
 * "Welcome back" only for someone who has been here before: User.previousSignInAt is when the
 * session before the current one began, from the sessions the server keeps.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ME = '{ me { id previousSignInAt } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { user { id previousSignInAt } } }';

describe('previousSignInAt', () => {
  it('is null in the session a registration starts, and in the answer to GET /api/auth/user', async () => {
    const c = server.client();
    expect((await c.register(userFactory(1))).status).toBe(201);
    expect((await c.gql(ME)).data.me).toMatchObject({ previousSignInAt: null });
    expect((await c.rest('GET', '/api/auth/user')).body).toMatchObject({ username: 'customer1', previousSignInAt: null });
  });

  it('is the start of the previous session at the next sign-in (GraphQL login, REST login and me agree)', async () => {
    const data = userFactory(2);
    const c = server.client();
    await c.register(data);
    const [registered] = await server.db.getRepository(SessionEntity).find({ where: { user: { username: data.username } }, relations: { user: true } });
    await c.rest('POST', '/api/auth/logout');

    const again = server.client();
    const login = await again.gql(LOGIN, { input: { identifier: data.username, password: data.password } });
    expect(new Date(login.data.login.user.previousSignInAt).getTime()).toBe(registered!.createdAt.getTime());
    expect((await again.gql(ME)).data.me.previousSignInAt).toBe(login.data.login.user.previousSignInAt);

    // A third sign-in (REST) names the second session, not the first.
    const third = server.client();
    const rest = await third.login(data.username, data.password);
    const sessions = await server.db.getRepository(SessionEntity).find({ where: { userId: registered!.userId }, order: { createdAt: 'ASC' } });
    expect(sessions).toHaveLength(3);
    expect(new Date(rest.body.previousSignInAt).getTime()).toBe(sessions[1]!.createdAt.getTime());
  });

  it('is null for an account signing in for the very first time (created by an operator or the seed)', async () => {
    const { client } = await signedIn(server, 3);
    expect((await client.gql(ME)).data.me.previousSignInAt).toBeNull();
  });

  it('is never shown about someone else, not even to an admin', async () => {
    const { user: customer, client } = await signedIn(server, 4);
    await client.rest('POST', '/api/auth/logout');
    await server.client().login(customer.username, customer.password);
    const { client: admin } = await signedIn(server, 5, 'admin');
    const seen = await admin.gql('query($id: ID!) { adminUser(id: $id) { previousSignInAt } }', { id: String(customer.id) });
    expect(seen.data.adminUser.previousSignInAt).toBeNull();
  });

  it('is null when signed out', async () => {
    expect((await server.client().gql(ME)).data.me).toBeNull();
  });
});
