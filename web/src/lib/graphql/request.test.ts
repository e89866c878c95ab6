import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { LogoutMutation, MeQuery } from '@/lib/auth/sessionOperations';
import { fetchAnswer, installFetchMock } from '@/test/fetchMock';
import { GraphqlRequestError, graphqlRequest } from './request';

/** An operation with variables, as codegen types them (written here: lib code knows no feature's operations). */
const PricingQuoteQuery = parse('query PricingQuote($input: PricingQuoteInput!) { pricingQuote(input: $input) { totalCents } }') as TypedDocumentNode<
  { pricingQuote: { totalCents: number } },
  { input: { storageGB: number; egressGB: number; region: string } }
>;

describe('graphqlRequest', () => {
  const fetchMock = installFetchMock();

  it('posts the operation and its variables to /graphql with the session cookie and returns data', async () => {
    fetchMock.mockReturnValue(fetchAnswer(200, { data: { pricingQuote: { totalCents: 7650 } } }));
    const data = await graphqlRequest(PricingQuoteQuery, { input: { storageGB: 100, egressGB: 50, region: 'kenya' } });
    expect(data).toEqual({ pricingQuote: { totalCents: 7650 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    const body = JSON.parse(init.body as string) as { query: string; variables: unknown };
    expect(body.query).toMatch(/query PricingQuote\(\$input: PricingQuoteInput!\)/);
    expect(body.variables).toEqual({ input: { storageGB: 100, egressGB: 50, region: 'kenya' } });
  });

  it('is given only documents that spread no fragment (the build keeps their source text, so no printer loads)', () => {
    // The session's; the public site's (price list, S3 endpoint) are checked in features/public-site/operations.test.ts.
    for (const doc of [MeQuery, LogoutMutation]) {
      expect(doc.definitions.map((d) => d.kind)).toEqual(['OperationDefinition']);
    }
  });

  it('sends the source text the build keeps on the document instead of printing it', async () => {
    fetchMock.mockReturnValue(fetchAnswer(200, { data: { me: null } }));
    const withSource = { ...MeQuery, loc: { start: 0, end: 9, source: { body: 'query Me { me { id } }' } } } as unknown as typeof MeQuery;
    await graphqlRequest(withSource);
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string).query).toBe('query Me { me { id } }');
  });

  it('throws the first GraphQL error with its message and extensions', async () => {
    fetchMock.mockReturnValue(fetchAnswer(200, { data: null, errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] }));
    const err = await graphqlRequest(MeQuery).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GraphqlRequestError);
    expect(err).toMatchObject({ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } });
  });

  it('says which status the server answered when the body is not GraphQL', async () => {
    fetchMock.mockReturnValue(fetchAnswer(502, '<html>Bad gateway</html>'));
    await expect(graphqlRequest(MeQuery)).rejects.toThrow('The server answered 502');
  });
});
