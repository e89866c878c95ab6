import { signedIn, startTestServer, type TestServer } from '../test/harness';

/**
 * Through the real server, an operation answers the same the first time (graphql-js), the second
 * (compiled then) and after (compiled): data, errors, extensions and HTTP status alike
 * (compiled-executor.ts). Runs on SQLite and PostgreSQL.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ME = 'query Me { me { id username email firstName userType } }';

async function thrice(client: ReturnType<TestServer['client']>, query: string, variables?: Record<string, unknown>) {
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const res = await client.rest('POST', '/graphql', { query, variables });
    answers.push({ status: res.status, body: res.body });
  }
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
  return answers[0];
}

describe('operations answer the same before and after they are compiled', () => {
  it("a signed-in customer's data", async () => {
    const { user, client } = await signedIn(server, 1);
    const answer = await thrice(client, ME);
    expect(answer).toEqual({ status: 200, body: { data: { me: { id: String(user.id), username: user.username, email: user.email, firstName: user.firstName, userType: 'user' } } } });
  });

  it("a resolver's refusal, with its code and message key", async () => {
    const answer = await thrice(server.client(), 'query Keys { apiKeys { id } }');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: null, errors: [{ message: 'You must be signed in', path: ['apiKeys'], extensions: { code: 'UNAUTHENTICATED', messageKey: 'notSignedIn' } }] });
  });

  it('bad variables: 400 BAD_USER_INPUT', async () => {
    const answer = await thrice(server.client(), 'query Quote($input: PricingQuoteInput!) { pricingQuote(input: $input) { totalCents } }', { input: { storageGB: 'lots' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('a public query with variables', async () => {
    const answer = await thrice(server.client(), 'query Quote($input: PricingQuoteInput!) { pricingQuote(input: $input) { currency totalCents } }', { input: { storageGB: 100, egressGB: 10, region: 'kenya' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.pricingQuote).toEqual({ currency: 'KES', totalCents: expect.any(Number) });
    expect(answer.body.data.pricingQuote.totalCents).toBeGreaterThan(0);
  });
});
