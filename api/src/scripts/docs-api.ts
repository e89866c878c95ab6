import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '../http/openapi/document';
import { restTableMarkdown, withRestTable } from '../http/openapi/markdown';

/**
 * npm run docs:api — rewrite the REST table of docs/api.md from the OpenAPI document (the prose
 * around the markers stays). `--check` writes nothing and exits 1 when the file is stale.
 */
const file = path.resolve('docs/api.md'); // npm runs scripts from the repository's root
const current = fs.readFileSync(file, 'utf8');
const next = withRestTable(current, restTableMarkdown(buildOpenApiDocument()));
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('docs/api.md: the REST table differs from the OpenAPI document; run npm run docs:api');
    process.exit(1);
  }
  console.log('docs/api.md: the REST table is up to date');
} else if (next !== current) {
  fs.writeFileSync(file, next);
  console.log('docs/api.md: REST table rewritten');
} else {
  console.log('docs/api.md: already up to date');
}
