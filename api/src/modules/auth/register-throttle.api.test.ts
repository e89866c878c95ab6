import { startTestServer, userFactory, type TestServer } from '../../test/harness';
import { UserEntity } from './user.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('registration throttle', () => {
  it('allows 10 sign-ups per IP per hour, then answers 429 with Retry-After and creates nothing', async () => {
    for (let n = 1; n <= 10; n++) expect((await server.client().register(userFactory(n))).status).toBe(201);
    const refused = await server.client().register(userFactory(11));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many accounts created from this network. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.db.getRepository(UserEntity).count()).toBe(10);
  });

  it('keeps refusing while blocked, before validating the input', async () => {
    const bad = await server.client().register({ ...userFactory(12), email: 'nope' });
    expect(bad.status).toBe(429);
  });
});
