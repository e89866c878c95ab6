import fs from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, type GraphQLSchema } from 'graphql';
import { schemaPath } from '../common/schema-path';

/**
 * schema.graphql is the API's documentation (GraphiQL's Docs pane shows it): every type, field,
 * argument, input field and enum value carries a description. The built schema is walked, so
 * nothing can hide from the check.
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

describe('schema.graphql descriptions', () => {
  const schema = buildSchema(fs.readFileSync(schemaPath(), 'utf8'));

  it('describes every type, field, argument, input field and enum value (100 % coverage)', () => {
    expect(undescribedMembers(schema)).toEqual([]);
  });

  it('the check finds a member without a description', () => {
    const bare = buildSchema('"Root." type Query { "Described." a(x: Int): Int b: String } "E." enum E { "one" ONE TWO }');
    expect(undescribedMembers(bare)).toEqual(['Query.a(x)', 'Query.b', 'E.TWO']);
  });
});
