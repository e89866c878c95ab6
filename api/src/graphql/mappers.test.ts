import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import { schemaPath } from '../common/schema-path';
import { modules } from '../modules/registry';
import { mergeResolvers } from './merge';
import { moduleMappers, type ModuleMapper } from './schema-modules';

/**
 * typescript-resolvers makes every field resolver optional, so a mapped type (its parent is an
 * entity or view, see each module's <m>.mappers.ts) whose schema field the parent lacks compiles
 * and then answers null, or fails a non-null field, at run time. This test closes that gap: every
 * field of a mapped type is a property of the parent's TypeScript declaration (read with the
 * compiler, so plain views and computed getters count as well as TypeORM columns) or has a resolver.
 */

/** Property names of each mapper's parent type, from its TypeScript declaration. */
function parentProperties(mappers: ModuleMapper[]): Map<string, Set<string>> {
  const files = [...new Set(mappers.map((m) => `${m.file}.ts`))];
  const program = ts.createProgram(files, { strict: true, experimentalDecorators: true, skipLibCheck: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022 });
  const checker = program.getTypeChecker();
  const out = new Map<string, Set<string>>();
  for (const m of mappers) {
    const source = program.getSourceFile(`${m.file}.ts`);
    if (!source) throw new Error(`${m.type}: mapper file ${m.file}.ts not found`);
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === m.exportName);
    if (!exported) throw new Error(`${m.type}: ${m.file}.ts exports no ${m.exportName}`);
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    out.set(m.type, new Set(checker.getPropertiesOfType(type).map((p) => p.name)));
  }
  return out;
}

/** `Type.field` for each field of a mapped type that is neither a parent property nor resolved. */
function unbackedFields(schema: GraphQLSchema, properties: Map<string, Set<string>>, resolvers: Record<string, unknown>): string[] {
  const missing: string[] = [];
  for (const [typeName, props] of properties) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) {
      missing.push(`${typeName} (mapped, but not an object type of the schema)`);
      continue;
    }
    const resolved = (resolvers[typeName] ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(type.getFields())) {
      if (!props.has(field) && !(field in resolved)) missing.push(`${typeName}.${field}`);
    }
  }
  return missing.sort();
}

const mappers = moduleMappers();
const schema = buildSchema(fs.readFileSync(schemaPath(), 'utf8'));
const resolvers = mergeResolvers(modules.map((m) => m.resolvers ?? {})) as Record<string, unknown>;
const properties = parentProperties(mappers);

describe('mapped GraphQL types', () => {
  it('are declared once each, by the module whose schema file defines the type', () => {
    const types = mappers.map((m) => m.type);
    expect(types.filter((t, i) => types.indexOf(t) !== i)).toEqual([]);
    for (const m of mappers) {
      const sdl = fs.readFileSync(path.resolve(__dirname, `../modules/${m.module}/${m.module}.graphql`), 'utf8');
      expect({ type: m.type, definedInOwnModule: new RegExp(`^type ${m.type} `, 'm').test(sdl) }).toEqual({ type: m.type, definedInOwnModule: true });
    }
  });

  it('back every field with a property of the entity or view, or with a resolver', () => {
    expect(mappers.length).toBeGreaterThan(10);
    expect(unbackedFields(schema, properties, resolvers)).toEqual([]);
  });

  it('catch a broken mapping: a field the entity lacks and no resolver answers', () => {
    // The real Invoice mapping, minus the resolver of a computed field (InvoiceEntity has no balanceCents).
    const { balanceCents: _dropped, ...invoiceResolvers } = resolvers.Invoice as Record<string, unknown>;
    expect(properties.get('Invoice')!.has('balanceCents')).toBe(false);
    expect(unbackedFields(schema, properties, { ...resolvers, Invoice: invoiceResolvers })).toEqual(['Invoice.balanceCents']);

    // A schema field added to a mapped type without a column or a resolver.
    const grown = buildSchema(fs.readFileSync(schemaPath(), 'utf8') + '\nextend type SupportTicket { escalatedTo: String }\n');
    expect(unbackedFields(grown, properties, resolvers)).toEqual(['SupportTicket.escalatedTo']);

    // A mapper naming a type the schema does not have.
    expect(unbackedFields(schema, new Map([['Ticket', new Set<string>()]]), resolvers)).toEqual(['Ticket (mapped, but not an object type of the schema)']);
  });
});
