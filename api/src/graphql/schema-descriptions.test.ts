import { buildClientSchema, buildSchema, getIntrospectionQuery, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * schema.graphql is the API's documentation (GraphiQL's Docs pane shows it): every type, field,
 * argument, input field and enum value carries a description. The check reads the running
 * server's introspection — what GraphiQL and integrators see — not the SDL file: a resolver can
 * replace a type the SDL describes (a GraphQLScalarType without a description once erased
 * DateTime's), and only introspection shows that.
 */
export function undescribedMembers(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (what: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(what);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    need(`type ${type.name}`, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) need(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing;
}

describe('the API schema as introspection shows it', () => {
  let server: TestServer;
  let schema: GraphQLSchema;
  beforeAll(async () => {
    server = await startTestServer();
    const res = await server.client().gql<IntrospectionQuery>(getIntrospectionQuery({ descriptions: true }));
    schema = buildClientSchema(res.data!);
  });
  afterAll(() => server.close());

  it('describes every type, field, argument, input field and enum value (100 % coverage)', () => {
    expect(Object.keys(schema.getTypeMap()).length).toBeGreaterThan(100);
    expect(undescribedMembers(schema)).toEqual([]);
  });

  it('keeps the DateTime scalar’s description from schema.graphql', () => {
    expect(schema.getType('DateTime')?.description).toBe('An ISO-8601 date-time string in UTC, e.g. 2026-11-22T08:00:00.000Z.');
  });

  it('the check finds a member without a description', () => {
    const bare = buildSchema('"Root." type Query { "Described." a(x: Int): Int b: String } "E." enum E { "one" ONE TWO } scalar S');
    expect(undescribedMembers(bare)).toEqual(['Query.a(x)', 'Query.b', 'E.TWO', 'type S']);
  });
});
