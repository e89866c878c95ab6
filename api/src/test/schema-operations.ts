import fs from 'node:fs';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { schemaPath } from '../common/schema-path';

/** A plausible value of an input type, so that a call gets past validation to its service's guard. */
export function sampleInput(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType);
  if (isListType(type)) return [sampleInput(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sampleInput(f.type)]));
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return false;
    if (type.name === 'DateTime') return new Date(Date.now() + 7 * 86_400_000).toISOString();
    if (type.name === 'ID') return '1';
    return 'sample';
  }
  return null;
}

export interface SchemaOperation {
  name: string;
  document: string;
  variables: Record<string, unknown>;
}

/** A call of one root field with every argument as a variable, selecting only `__typename`. */
export function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): SchemaOperation {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    name: field.name,
    document: `${kind} Op${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(field.args.map((a) => [a.name, sampleInput(a.type)])),
  };
}

/** Every Mutation field of schema.graphql as a sample call (for tests that walk the API surface). */
export function schemaMutations(): SchemaOperation[] {
  const schema = buildSchema(fs.readFileSync(schemaPath(), 'utf8'));
  return Object.values(schema.getMutationType()!.getFields()).map((f) => operationOf('mutation', f));
}
