import fc from 'fast-check';
import { startTestServer, signedIn, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  process.env.NODE_ENV = 'test';
});

describe('production hardening', () => {
  it('gives no "Did you mean" hints for a misspelt field', async () => {
    const res = await server.client().gql('{ compettion { totalEntries } }');
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean/i);
    expect(JSON.stringify(res.errors)).not.toContain('competition');
  });

  it('masks a database failure inside a resolver: generic message with a reference, no SQL, no stack', async () => {
    const { client } = await signedIn(server, 1);
    await server.db.query('ALTER TABLE service_activity RENAME TO service_activity_gone');
    try {
      const created = await client.gql('mutation { createCloudStorageService(input: {serviceType: "Object Storage", storageAmount: 5, cost: "KSh 0"}) { service { id } } }');
      expect(created.errors?.[0]?.message).toMatch(/^Internal server error \(reference [0-9a-f-]{36}\)$/);
      expect(created.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(JSON.stringify(created)).not.toMatch(/service_activity|INSERT|SQLITE|relation|stack/i);
      // The transaction rolled back: no service without its activity row.
      expect((await client.gql('{ myServices { id } }')).data.myServices).toEqual([]);
      const rest = await client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 5, cost: 'KSh 0' });
      expect(rest.status).toBe(500);
      expect(Object.keys(rest.body)).toEqual(['message']);
      expect(rest.body.message).toMatch(/^Internal server error \(reference /);
    } finally {
      await server.db.query('ALTER TABLE service_activity_gone RENAME TO service_activity');
    }
  });

  it('sends security headers', async () => {
    const res = await fetch(`${server.url}/api/auth/user`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.client().rest('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('rejects GraphQL requests without a CSRF-safe content type', async () => {
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(res.status).toBe(400);
  });
});

describe('fuzzed request bodies never produce a server error', () => {
  const json = fc.jsonValue({ maxDepth: 3 });
  const paths = ['/api/auth/register', '/api/auth/login', '/api/cloud-storage-services'];

  it.each(paths)('%s', async (path) => {
    const client = server.client();
    await fc.assert(
      fc.asyncProperty(json, async (body) => {
        const res = await client.rest('POST', path, JSON.stringify(body));
        return res.status < 500;
      }),
      { numRuns: 150 },
    );
  });

  it('register with arbitrary field values: always a 4xx or a 201, never a 5xx', async () => {
    const anyString = fc.oneof(fc.string({ maxLength: 300 }), fc.constant(''), fc.integer() as fc.Arbitrary<unknown>, fc.constant(null));
    await fc.assert(
      fc.asyncProperty(fc.record({ username: anyString, email: anyString, password: anyString, firstName: anyString, lastName: anyString, phone: anyString }), async (body) => {
        const res = await server.client().rest('POST', '/api/auth/register', body);
        return res.status < 500;
      }),
      { numRuns: 60 },
    );
  });
});
