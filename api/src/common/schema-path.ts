import fs from 'node:fs';
import path from 'node:path';

/** Find schema.graphql whether running from sources (api/src/common) or from dist (dist/api/src/common). */
export function schemaPath(): string {
  const candidates = [path.resolve(__dirname, '../../../schema.graphql'), path.resolve(__dirname, '../../../../schema.graphql'), path.resolve('schema.graphql')];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('schema.graphql not found');
  return found;
}
