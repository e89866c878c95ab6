import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { GraphQLError, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { compiledExecutor } from './compiled-executor';

/**
 * The executor that runs known operations compiled (compiled-executor.ts): same answers as
 * graphql-js, compiled only from the second sighting, bounded, and errors that are graphql-js's own.
 */
class Refused extends Error {
  extensions = { code: 'FORBIDDEN', http: { status: 403 } };
}

const schema = makeExecutableSchema({
  typeDefs: `
    type Item { id: ID!, name: String!, tags: [String!]! }
    input Range { from: Int!, to: Int! }
    type Query { items(range: Range!): [Item!]!, secret: String, boom: Item! }
  `,
  resolvers: {
    Query: {
      items: (_p: unknown, { range }: { range: { from: number; to: number } }) =>
        Array.from({ length: range.to - range.from }, (_, i) => ({ id: String(range.from + i), name: `item ${range.from + i}`, tags: ['a', 'b'] })),
      secret: () => {
        throw new Refused('not yours');
      },
      boom: () => null,
    },
  },
});

function request(source: string, variables: Record<string, unknown> = {}) {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return {
    request: { query: source, variables },
    document,
    source,
    operation,
    operationName: operation.name?.value ?? null,
    queryHash: source,
    context: {},
  } as unknown as GatewayGraphQLRequestContext;
}

const ITEMS = 'query Items($r: Range!) { items(range: $r) { id name tags } }';

describe('the compiled executor', () => {
  it('answers as graphql-js does, and compiles an operation only when it comes back', async () => {
    const run = compiledExecutor(schema);
    const first = await run(request(ITEMS, { r: { from: 2, to: 5 } }));
    expect(run.compiledCount()).toBe(0);
    const second = await run(request(ITEMS, { r: { from: 2, to: 5 } }));
    expect(run.compiledCount()).toBe(1);
    const third = await run(request(ITEMS, { r: { from: 7, to: 8 } }));
    expect(first).toEqual({ data: { items: [2, 3, 4].map((n) => ({ id: String(n), name: `item ${n}`, tags: ['a', 'b'] })) } });
    expect(second).toEqual(first);
    expect(third).toEqual({ data: { items: [{ id: '7', name: 'item 7', tags: ['a', 'b'] }] } });
  });

  it("gives graphql-js's errors: the original error, its extensions, the path; a message the plugins may rewrite", async () => {
    const run = compiledExecutor(schema);
    for (let i = 0; i < 3; i++) {
      const { data, errors } = await run(request('query S { secret }'));
      expect(data).toEqual({ secret: null });
      const [e] = errors!;
      expect(e).toBeInstanceOf(GraphQLError);
      expect(e.originalError).toBeInstanceOf(Refused);
      expect(e.extensions).toEqual({ code: 'FORBIDDEN', http: { status: 403 } });
      expect(e.path).toEqual(['secret']);
      expect(e.locations).toEqual([{ line: 1, column: 11 }]);
      e.message = 'masked';
      expect(e.message).toBe('masked');
    }
    expect(run.compiledCount()).toBe(1);
    // A null in a non-null field nulls the whole answer, as graphql-js does.
    for (let i = 0; i < 2; i++) expect((await run(request('query B { boom { id } }'))).data).toBeNull();
  });

  it("refuses bad variables with graphql-js's own error (the variable's node, which Apollo turns into a 400)", async () => {
    const run = compiledExecutor(schema);
    for (let i = 0; i < 3; i++) {
      const { data, errors } = await run(request(ITEMS, { r: { from: 'x' } }));
      expect(data).toBeUndefined();
      expect(errors!.map((e) => e.message)).toEqual([
        'Variable "$r" got invalid value "x" at "r.from"; Int cannot represent non-integer value: "x"',
        'Variable "$r" got invalid value { from: "x" }; Field "to" of required type "Int!" was not provided.',
      ]);
      for (const e of errors!) expect(e.nodes?.[0]?.kind).toBe(Kind.VARIABLE_DEFINITION);
    }
  });

  it('keeps at most 500 compiled operations, however many distinct documents arrive', async () => {
    const run = compiledExecutor(schema);
    for (let n = 0; n < 600; n++) {
      const doc = `query Q${n} { items(range: { from: 0, to: 1 }) { id } }`;
      await run(request(doc));
      await run(request(doc));
    }
    expect(run.compiledCount()).toBe(500);
  });
});
