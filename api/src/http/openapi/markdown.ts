/**
 * The REST table of docs/api.md, written from the OpenAPI document (document.ts), so the docs list
 * exactly the paths the server mounts (openapi.api.test.ts ties the document to the router).
 * `npm run docs:api` rewrites the table between the markers; api-md.test.ts fails when docs/api.md
 * differs from what it would write.
 */
type Json = Record<string, unknown>;

export const BEGIN_MARKER = '<!-- BEGIN generated REST table: npm run docs:api writes it from the OpenAPI document; do not edit by hand -->';
export const END_MARKER = '<!-- END generated REST table -->';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SCHEMA_REF = '#/components/schemas/';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();

function who(security: Json[] | undefined): string {
  const schemes = new Set((security ?? []).flatMap((s) => Object.keys(s)));
  if (schemes.size === 0) return 'anyone';
  if (schemes.has('meteringToken')) return 'storage platform (`Authorization: Bearer $METERING_TOKEN`)';
  // Only administrator paths refuse personal access tokens (document.ts, SECURITY).
  if (schemes.has('personalAccessToken')) return 'signed in (session or token)';
  return 'admin (session only)';
}

function resolve(doc: Json, schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) return schema;
  return ((doc.components as Json).schemas as Record<string, Json>)[ref.slice(SCHEMA_REF.length)];
}

/** `{a, b?}` from an object schema (a `?` marks an optional field); alternatives joined with "or". */
function shape(doc: Json, schema: Json | undefined): string {
  const s = resolve(doc, schema);
  if (!s) return '';
  const alternatives = (s.oneOf ?? s.anyOf) as Json[] | undefined;
  if (alternatives) return alternatives.map((a) => shape(doc, a)).join(' or ');
  const properties = s.properties as Record<string, unknown> | undefined;
  if (!properties) return '';
  const required = new Set((s.required as string[] | undefined) ?? []);
  return `\`{${Object.keys(properties)
    .map((k) => (required.has(k) ? k : `${k}?`))
    .join(', ')}}\``;
}

function request(doc: Json, op: Json): string {
  const parts: string[] = [];
  const query = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'query');
  if (query.length) parts.push(`\`?${query.map((p) => `${p.name as string}=`).join('&')}\``);
  const body = op.requestBody as Json | undefined;
  if (body) {
    const [contentType, media] = Object.entries(body.content as Record<string, Json>)[0]!;
    if (contentType === 'application/json') parts.push(shape(doc, media.schema as Json) || 'JSON');
    else parts.push(`${(body.description as string | undefined) ?? 'a body'} (\`${contentType}\`)`);
  }
  return parts.join(' and ') || '—';
}

/** A small answer's fields (`{totalEntries}`); a large object is left to /api/docs. */
function answerShape(doc: Json, schema: Json | undefined): string {
  const s = resolve(doc, schema);
  const alternatives = (s?.oneOf ?? s?.anyOf) as Json[] | undefined;
  const objects = alternatives ? alternatives.map((a) => resolve(doc, a)) : [s];
  if (objects.some((o) => Object.keys((o?.properties as Json | undefined) ?? {}).length === 0 || Object.keys(o!.properties as Json).length > SMALL)) return '';
  return shape(doc, schema).replace(/\?/g, '');
}
const SMALL = 8;

function answers(doc: Json, op: Json): string {
  const responses = op.responses as Record<string, Json>;
  const ok = Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([status, r]) => {
      const content = (r.content as Record<string, Json> | undefined) ?? {};
      const types = Object.keys(content).filter((t) => t !== 'application/json');
      const fields = content['application/json'] ? answerShape(doc, content['application/json'].schema as Json) : '';
      return `${status}: ${r.description as string}${fields ? ` ${fields}` : ''}${types.length ? ` (\`${types.join('`, `')}\`)` : ''}`;
    });
  const errors = Object.keys(responses).filter((s) => !s.startsWith('2') && s !== '500');
  return [...ok, ...(errors.length ? [`errors ${errors.join(', ')}`] : [])].join('; ');
}

/** The table: one row per operation, in the document's order. */
export function restTableMarkdown(doc: Json): string {
  const rows = ['| method and path | what | who | request | answers |', '| --- | --- | --- | --- | --- |'];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      rows.push(`| ${method.toUpperCase()} ${path} | ${cell(op.summary as string)} | ${cell(who(op.security as Json[] | undefined))} | ${cell(request(doc, op))} | ${cell(answers(doc, op))} |`);
    }
  }
  return rows.join('\n') + '\n';
}

/** docs/api.md with the text between the markers replaced by `table` (the prose around it is kept). */
export function withRestTable(markdown: string, table: string): string {
  const begin = markdown.indexOf(BEGIN_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (begin < 0 || end < begin) throw new Error(`docs/api.md has no generated table markers (${BEGIN_MARKER} … ${END_MARKER})`);
  return `${markdown.slice(0, begin + BEGIN_MARKER.length)}\n${table}${markdown.slice(end)}`;
}
