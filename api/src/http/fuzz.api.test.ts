import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { schemaPath } from '../common/schema-path';
import { signedIn, startTestServer, type TestServer } from '../test/harness';
import { graphqlOperations, graphqlRequest, restRequest, send, type Identity } from '../test/fuzz';

/**
 * Hostile input never yields a 5xx or a hang, in production mode, signed out, as a customer and as
 * an admin: generated requests to every route express mounts under /api and to every GraphQL query
 * and mutation. Sized for CI (FUZZ_RUNS); `npm run bench` runs a far larger campaign.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
jest.setTimeout(300_000);

let server: TestServer;
const cookies: Record<Identity, string> = { anonymous: '', customer: '', admin: '' };

beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  server = await startTestServer();
  cookies.customer = (await signedIn(server, 1)).client.cookieHeader();
  cookies.admin = (await signedIn(server, 2, 'admin')).client.cookieHeader();
});
afterAll(async () => {
  await server.close();
  process.env.NODE_ENV = 'test';
});

/**
 * The REST reference page is a build artefact (dist/explorer): the unit tests run before `npm run
 * build`, and a server without that build answers its designed 503 ("not built on this server").
 */
const explorerBuilt = fs.existsSync(path.resolve('dist/explorer/api-docs.html'));
const designedAnswer = (label: string, status: unknown) => !explorerBuilt && status === 503 && label === 'GET /api/docs';

/** Logging out would end the session the rest of the run uses: that route is fuzzed signed out only. */
const keepsSession = (path: string, identity: Identity) => identity === 'anonymous' || !/\/auth\/logout/i.test(path);

describe('hostile input never yields a server error or a hang', () => {
  it('covers every mounted /api route', () => {
    expect(server.routes.length).toBeGreaterThan(25);
  });

  it(`REST: ${RUNS} generated requests`, async () => {
    await fc.assert(
      fc.asyncProperty(restRequest(server.routes), async (req) => {
        if (!keepsSession(req.path, req.identity)) return;
        const status = await send(server.url, req, cookies);
        if (designedAnswer(req.label, status)) return;
        if (typeof status !== 'number' || status >= 500) throw new Error(`${req.label} → ${status}`);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
  });

  it(`GraphQL: ${RUNS} generated operations over every query and mutation`, async () => {
    const ops = graphqlOperations(fs.readFileSync(schemaPath(), 'utf8')).filter((o) => o.field !== 'mutation.logout');
    await fc.assert(
      fc.asyncProperty(graphqlRequest(ops), async (req) => {
        const status = await send(server.url, req, cookies);
        if (typeof status !== 'number' || status >= 500) throw new Error(`${req.label} → ${status}`);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
  });
});
