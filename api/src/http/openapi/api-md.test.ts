import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from './document';
import { BEGIN_MARKER, END_MARKER, restTableMarkdown, withRestTable } from './markdown';
import { operations } from './operations';

/**
 * docs/api.md's REST table is written from the OpenAPI document (npm run docs:api); the document
 * lists exactly the mounted routes (openapi.api.test.ts). Here: the committed file is what the
 * script would write, so the table cannot drift from the routes.
 */
const file = path.resolve(__dirname, '../../../../docs/api.md');
const markdown = fs.readFileSync(file, 'utf8');
const table = restTableMarkdown(buildOpenApiDocument());

describe('docs/api.md', () => {
  it('holds exactly the table npm run docs:api writes from the OpenAPI document (run it when this fails)', () => {
    expect(withRestTable(markdown, table)).toBe(markdown);
  });

  it('has one row per documented operation, the once-missing paths included', () => {
    const rows = table.split('\n').filter((l) => /^\| (GET|POST|PUT|PATCH|DELETE) /.test(l));
    expect(rows).toHaveLength(operations.length);
    for (const row of ['POST /api/auth/password-reset/request', 'POST /api/auth/password-reset/complete', 'POST /api/auth/verify-email', 'GET /api/competition/draws']) {
      expect(markdown).toContain(`| ${row} |`);
    }
  });

  it('keeps the hand-written prose around the table', () => {
    const begin = markdown.indexOf(BEGIN_MARKER);
    const end = markdown.indexOf(END_MARKER);
    expect(markdown.slice(0, begin)).toContain('## Personal access tokens');
    expect(markdown.slice(end)).toContain('"Signed in" paths accept the session cookie');
    // A hand edit inside the markers is caught.
    expect(withRestTable(markdown.replace('| GET /api/competition/draws |', '| GET /api/competition/drawz |'), table)).not.toBe(markdown.replace('| GET /api/competition/draws |', '| GET /api/competition/drawz |'));
  });
});
