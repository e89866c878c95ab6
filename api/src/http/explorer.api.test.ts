import { createHash } from 'node:crypto';
import { SESSION_HINT_SCRIPT } from '../contracts/session-hint';
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * GET /graphql: a browser (asking for HTML) gets the bundled GraphiQL page, under the site's own
 * Content-Security-Policy, never Apollo's CDN landing page; API clients get GraphQL as before.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const built = fs.existsSync(path.resolve('dist/explorer/graphiql.html'));
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('GET /graphql', () => {
  it('answers a browser with the explorer page (or 503 when the explorer is not built), never a CDN page', async () => {
    const res = await fetch(`${server.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    const body = await res.text();
    expect(body).not.toMatch(/apollographql\.com|embeddable-sandbox|cdn\./i);
    if (built) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(body).toContain('<title>API Explorer · Mawingu Cloud</title>');
      expect(body).toMatch(/<script type="module" crossorigin src="\/explorer\/assets\/graphiql-[\w-]+\.js"><\/script>/);
    } else {
      expect(res.status).toBe(503);
    }
    // The same policy as every page: scripts from this origin only, and the signed-in hint's inline script by its hash.
    const hash = createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('answers a browser opening a shared link /graphql?query=… with the explorer, not Apollo\'s CSRF refusal', async () => {
    const query = '{ __typename }';
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent('{}')}`, { headers: { accept: BROWSER_ACCEPT } });
    const body = await res.text();
    expect(body).not.toMatch(/CSRF|preflight/i);
    if (built) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(body).toContain('<title>API Explorer · Mawingu Cloud</title>');
    } else {
      expect(res.status).toBe(503);
      expect(JSON.parse(body).message).toMatch(/API explorer is not built/);
    }
  });

  it('sends a GET query asking for JSON (or anything, like curl) to Apollo', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`;
    for (const accept of ['application/json', 'application/graphql-response+json', '*/*']) {
      const res = await fetch(url, { headers: { accept, 'apollo-require-preflight': 'true' } });
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    }
    // Without the preflight header Apollo still refuses a simple GET: the CSRF prevention stays on for clients.
    const bare = await fetch(url, { headers: { accept: 'application/json' } });
    expect(bare.status).toBe(400);
  });

  it('still answers GraphQL to API clients: a GET query, and a POST', async () => {
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
    const post = await server.client().gql('{ __schema { queryType { name } } }');
    expect(post.data.__schema.queryType.name).toBe('Query');
  });

  it('keeps the depth limit for explorer users too', async () => {
    const deep = `{ me { ${'services { user { '.repeat(6)}id ${'} } '.repeat(6)}} }`;
    const res = await server.client().gql(deep);
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
  });
});
