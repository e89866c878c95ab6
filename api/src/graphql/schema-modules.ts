import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the schema's sources are: the base file, then each module's `<m>.graphql` and its
 * `<m>.mappers.ts`. codegen.ts builds /schema.graphql and the resolver types from these, and
 * mappers.test.ts reads the same list, so a new module is picked up by both without a central list.
 */
const modulesDir = path.resolve(__dirname, '../modules');

export const schemaSources = ['api/src/graphql/base.graphql', 'api/src/modules/*/*.graphql'];

export interface ModuleMapper {
  /** GraphQL type name. */
  type: string;
  module: string;
  /** Absolute path of the file declaring the parent type, without extension. */
  file: string;
  /** The exported class or type that resolvers receive as parent. */
  exportName: string;
}

export function moduleMappers(): ModuleMapper[] {
  const out: ModuleMapper[] = [];
  for (const module of fs.readdirSync(modulesDir).sort()) {
    const file = path.join(modulesDir, module, `${module}.mappers.ts`);
    if (!fs.existsSync(file)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the modules are discovered, not listed
    const { mappers } = require(file) as { mappers: Record<string, string> };
    for (const [type, ref] of Object.entries(mappers)) {
      const [rel, exportName] = ref.split('#') as [string, string];
      out.push({ type, module, file: path.resolve(modulesDir, module, rel), exportName });
    }
  }
  return out;
}

/** The mappers option of typescript-resolvers: paths relative to the generated file's folder. */
export function codegenMappers(generatedDir: string): Record<string, string> {
  return Object.fromEntries(
    moduleMappers().map((m) => [m.type, `${path.relative(generatedDir, m.file).split(path.sep).join('/')}#${m.exportName}`]),
  );
}
