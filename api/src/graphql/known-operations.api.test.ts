import { ApolloServer } from '@apollo/server';
import { signedIn, startTestServer, type TestServer } from '../test/harness';

/**
 * The fast path for known operations (known-operations.ts) answers byte for byte as Apollo does,
 * and Apollo stays the one to answer everything else: the first sightings, refused variables, a
 * read-only token's mutation, answers with errors (whose resolvers still run once). Apollo's own
 * entry point is watched to tell which of the two answered. Runs on SQLite and PostgreSQL.
 */
let server: TestServer;
let apolloCalls: jest.SpyInstance;
beforeAll(async () => {
  server = await startTestServer();
  apolloCalls = jest.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
});
afterAll(async () => {
  apolloCalls.mockRestore();
  await server.close();
});

interface Answer {
  status: number;
  contentType: string | null;
  etag: string | null;
  text: string;
  /** Did Apollo's pipeline answer it? */
  byApollo: boolean;
}

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const before = apolloCalls.mock.calls.length;
  const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type'), etag: res.headers.get('etag'), text, byApollo: apolloCalls.mock.calls.length > before };
}

const strip = ({ byApollo: _b, ...answer }: Answer) => answer;

/** Four sightings of one request: Apollo answers the first two (the second compiles it); the answers must not differ. */
async function fourTimes(body: unknown, headers: Record<string, string> = {}) {
  const answers: Answer[] = [];
  for (let i = 0; i < 4; i++) answers.push(await post(body, headers));
  expect(answers[0]!.byApollo).toBe(true);
  expect(answers[1]!.byApollo).toBe(true);
  for (const later of answers.slice(1)) expect(strip(later)).toEqual(strip(answers[0]!));
  return answers;
}

const QUOTE = 'query Quote($input: PricingQuoteInput!) { pricingQuote(input: $input) { currency totalCents breakdown { storage { amount billable costCents } } } }';
const KENYA = { input: { storageGB: 2000, egressGB: 500, region: 'kenya' } };
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

describe('a known operation is answered without Apollo, exactly as Apollo answers it', () => {
  it.each([
    ['no Accept header', {}, 'application/json; charset=utf-8'],
    ["Apollo Client's Accept", { accept: APOLLO_CLIENT_ACCEPT }, 'application/graphql-response+json; charset=utf-8'],
    ['Accept: application/json', { accept: 'application/json' }, 'application/json; charset=utf-8'],
  ])('%s', async (what, headers, contentType) => {
    // A document of its own per case: the same text would already be known from the case before.
    const answers = await fourTimes({ query: `${QUOTE} # ${what}`, variables: KENYA, operationName: 'Quote' }, headers);
    expect(answers[2]!.byApollo).toBe(false);
    expect(answers[3]!.byApollo).toBe(false);
    expect(answers[3]!.status).toBe(200);
    expect(answers[3]!.contentType).toBe(contentType);
    const { data } = JSON.parse(answers[3]!.text);
    expect(data.pricingQuote.currency).toBe('KES');
    expect(data.pricingQuote.breakdown.storage.amount).toBe(2000);
    expect(data.pricingQuote.totalCents).toBeGreaterThan(0);
  });

  it("a signed-in customer's own data, with their session", async () => {
    const { user, client } = await signedIn(server, 1);
    const answers = await fourTimes({ query: 'query Me { me { id username email } }' }, { cookie: client.cookieHeader() });
    expect(answers[3]!.byApollo).toBe(false);
    expect(JSON.parse(answers[3]!.text)).toEqual({ data: { me: { id: String(user.id), username: user.username, email: user.email } } });
    // Another visitor sending the same document gets their own answer from the same compiled operation.
    const anonymous = await post({ query: 'query Me { me { id username email } }' });
    expect(anonymous.byApollo).toBe(false);
    expect(JSON.parse(anonymous.text)).toEqual({ data: { me: null } });
  });

  it('in parallel, each of two customers gets their own answer from one compiled operation', async () => {
    const a = await signedIn(server, 4);
    const b = await signedIn(server, 5);
    const ME = { query: 'query Me { me { id username } } # parallel' };
    await fourTimes(ME, { cookie: a.client.cookieHeader() });
    const who = [a, b, a, b, a, b, a, b, a, b, a, b, a, b, a, b, a, b, a, b];
    const answers = await Promise.all(who.map((w) => post(ME, { cookie: w.client.cookieHeader() })));
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text).data.me).toEqual({ id: String(who[i]!.user.id), username: who[i]!.user.username });
    });
    expect(answers.every((answer) => !answer.byApollo)).toBe(true);
  });

  it('an Accept Apollo refuses stays a 406 from Apollo', async () => {
    const answers = await fourTimes({ query: QUOTE, variables: KENYA }, { accept: 'image/png' });
    expect(answers[3]!.status).toBe(406);
    expect(answers[3]!.byApollo).toBe(true);
  });

  it('refused variables: Apollo words the 400, every time', async () => {
    const answers = await fourTimes({ query: QUOTE, variables: { input: { storageGB: 'lots' } } });
    expect(answers[3]!.status).toBe(400);
    expect(answers[3]!.byApollo).toBe(true);
    expect(JSON.parse(answers[3]!.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('a known document with malformed variables or extensions gets Apollo\'s 400', async () => {
    const query = `${QUOTE} # malformed`;
    await fourTimes({ query, variables: KENYA });
    for (const body of [{ query, variables: JSON.stringify(KENYA) }, { query, variables: [1], extensions: {} }, { query, variables: KENYA, extensions: 'x' }, { query, variables: KENYA, extensions: [] }]) {
      const answer = await post(body);
      expect(answer.byApollo).toBe(true);
      expect(answer.status).toBe(400);
    }
    const persisted = await post({ query, variables: KENYA, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
    expect(persisted.byApollo).toBe(true);
    expect(JSON.parse(persisted.text).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    // Other extensions (Apollo Client names itself there) change nothing.
    const named = await post({ query, variables: KENYA, extensions: { clientLibrary: { name: '@apollo/client', version: '4.0.0' } } });
    expect(named.byApollo).toBe(false);
    expect(named.status).toBe(200);
  });

  it('the same text under another operation name is not the known one', async () => {
    const two = 'query A { me { id } } query B { pricingQuote(input: { storageGB: 1, egressGB: 1, region: kenya }) { totalCents } }';
    await fourTimes({ query: two, operationName: 'B' });
    const a = await post({ query: two, operationName: 'A' });
    expect(a.byApollo).toBe(true);
    expect(JSON.parse(a.text)).toEqual({ data: { me: null } });
    const none = await post({ query: two });
    expect(none.byApollo).toBe(true);
    expect(none.status).toBe(400);
  });
});

describe('answers with errors are formatted by Apollo, and the resolvers run once', () => {
  it("a resolver's refusal", async () => {
    const answers = await fourTimes({ query: 'query Keys { apiKeys { id } }' });
    expect(answers[3]!.byApollo).toBe(true);
    expect(JSON.parse(answers[3]!.text)).toMatchObject({ data: null, errors: [{ message: 'You must be signed in', path: ['apiKeys'], extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('a mutation whose second field fails creates one service per request, not two', async () => {
    const { client } = await signedIn(server, 2);
    const TWO = `mutation Two {
      a: createCloudStorageService(input: { serviceType: "Object Storage", storageAmount: 10, cost: "KSh 20/month" }) { service { id } }
      b: createCloudStorageService(input: { serviceType: "Object Storage", storageAmount: -5, cost: "KSh 20/month" }) { service { id } }
    }`;
    const answers: Answer[] = [];
    for (let i = 0; i < 4; i++) answers.push(await post({ query: TWO }, { cookie: client.cookieHeader(), origin: server.url }));
    expect(answers.map((a) => a.byApollo)).toEqual([true, true, true, true]);
    for (const answer of answers) {
      const body = JSON.parse(answer.text);
      // The payload is non-null, so b's error empties `data`; a's service was made all the same.
      expect(body.data).toBeNull();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({ path: ['b'], extensions: { code: 'BAD_USER_INPUT' } });
      expect(answer.status).toBe(answers[0]!.status);
    }
    const mine = await client.gql<{ myServices: { id: string }[] }>('{ myServices { id } }');
    expect(mine.data!.myServices).toHaveLength(4);
  });

  it("a read-only token's mutation is refused (403) before it runs, even when the operation is known", async () => {
    const owner = await signedIn(server, 3);
    const token = async (scope: 'read' | 'read_write') => {
      const res = await owner.client.gql(
        'mutation Create($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret } }',
        { input: { name: `script ${scope}`, scope, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() } },
      );
      expect(res.errors).toBeUndefined();
      return (res.data as { createPersonalAccessToken: { secret: string } }).createPersonalAccessToken.secret;
    };
    const CREATE = 'mutation New { createCloudStorageService(input: { serviceType: "Object Storage", storageAmount: 10, cost: "KSh 20/month" }) { service { id } } }';
    const writer = await token('read_write');
    for (let i = 0; i < 3; i++) expect((await post({ query: CREATE }, { authorization: `Bearer ${writer}` })).status).toBe(200);
    const reader = await token('read');
    const refused = await post({ query: CREATE }, { authorization: `Bearer ${reader}` });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const mine = await owner.client.gql<{ myServices: { id: string }[] }>('{ myServices { id } }');
    expect(mine.data!.myServices).toHaveLength(3);
  });
});
