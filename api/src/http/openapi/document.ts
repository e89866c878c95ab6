import { z } from 'zod';
import { ACCESS_TOKEN_REQUESTS_PER_MINUTE } from '../../contracts/access-tokens';
import { SESSION_COOKIE } from '../session-cookies';
import { operations, type Access, type Operation } from './operations';
import { responseSchemas, TOKEN_FORMAT } from './response-schemas';

/**
 * The OpenAPI 3.1 document of /api, generated from the zod contracts (operations.ts for the
 * requests, response-schemas.ts for the answers) with zod's own JSON Schema output (draft
 * 2020-12, the dialect of OpenAPI 3.1). Built once per process; served at /api/openapi.json.
 */
type Json = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

/** z.date() (an input some contracts also accept) is an ISO-8601 string on the wire. */
const override = (ctx: { zodSchema: unknown; jsonSchema: Json }) => {
  const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
  if (def?.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
};

function components(io: 'input' | 'output', named: Record<string, z.ZodType>): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, unrepresentable: 'any', uri: (id) => SCHEMA_REF + id, override }) as { schemas: Record<string, Json> };
  for (const s of Object.values(schemas)) {
    delete s.$schema;
    delete s.$id;
  }
  return schemas;
}

const inline = (schema: z.ZodType): Json => {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any', override }) as Json;
  delete json.$schema;
  return json;
};

const ERRORS: Record<number, string> = {
  400: 'Invalid input: `message` says what to fix (and `field` which input)',
  401: 'Not signed in, or an invalid, expired or revoked access token',
  403: 'Not allowed: a customer on an admin path, a personal access token on an admin path, a read-only token on a write, or a cross-site request with a session cookie',
  404: 'Not found (also for anything that belongs to someone else)',
  409: 'Conflicts with the current state',
  413: 'The body is too large (JSON: 100 KB; avatar: 2 MB)',
  415: 'State-changing requests must send Content-Type: application/json',
  429: 'Too many requests: retry after the number of seconds in Retry-After',
  500: 'Unexpected failure: the message carries a reference id that the server log also has',
  503: 'Temporarily unavailable (the database, or a feature not configured on this server)',
};

const SECURITY: Record<Access, Json[] | undefined> = {
  public: undefined,
  user: [{ sessionCookie: [] }, { personalAccessToken: [] }],
  admin: [{ sessionCookie: [] }],
  metering: [{ meteringToken: [] }],
};

function errorStatuses(op: Operation): number[] {
  const implied = op.access === 'public' ? [] : op.access === 'metering' ? [401] : [401, 403];
  const writes = op.method !== 'GET' ? [403, 415] : [];
  return [...new Set([...implied, ...writes, ...(op.errors ?? []), 500])].sort();
}

const ref = (name: string) => ({ $ref: SCHEMA_REF + name });

function operationObject(op: Operation): Json {
  const parameters = [
    ...Object.entries(op.pathParams ?? {}).map(([name, description]) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } })),
    ...(op.query ?? []).map((q) => ({ name: q.name, in: 'query', required: q.required ?? false, description: q.description, schema: inline(q.schema) })),
  ];
  const responses: Json = {};
  for (const [status, answer] of Object.entries(op.answers)) {
    const names = answer!.schema === undefined ? [] : Array.isArray(answer!.schema) ? answer!.schema : [answer!.schema];
    const schema = names.length > 1 ? { oneOf: names.map(ref) } : names.length ? ref(names[0]!) : undefined;
    responses[status] = {
      description: answer!.description,
      content: { [answer!.contentType ?? 'application/json']: schema ? { schema } : { schema: { type: 'string', format: 'binary' } } },
    };
  }
  for (const status of errorStatuses(op)) responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  let requestBody: Json | undefined;
  if (op.body && 'schema' in op.body) requestBody = { required: !op.body.optional, content: { 'application/json': { schema: ref(op.body.name) } } };
  else if (op.body) requestBody = { required: true, description: op.body.description, content: { [op.body.raw]: { schema: { type: 'string', format: 'binary' } } } };
  return {
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    operationId: `${op.method.toLowerCase()}${op.path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: SECURITY[op.access] ?? [],
  };
}

/** Express `/api/admin/users/:id` → OpenAPI `/api/admin/users/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z]+)/g, '{$1}');

export function buildOpenApiDocument(opts: { serverUrl?: string } = {}): Json {
  const requestBodies = Object.fromEntries(operations.flatMap((op) => (op.body && 'schema' in op.body ? [[op.body.name, op.body.schema]] : [])));
  const paths: Record<string, Json> = {};
  for (const op of operations) {
    const p = (paths[openApiPath(op.path)] ??= {});
    p[op.method.toLowerCase()] = operationObject(op);
  }
  const retryAfter = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mawingu Cloud REST API',
      version: '1.0.0',
      description: [
        'The REST paths of the Mawingu Cloud portal. The whole API is GraphQL at /graphql (explorer: open /graphql in a browser); these paths are thin shims over the same services.',
        '',
        `Authenticate with the session cookie (signed in to the portal) or a personal access token created on /dashboard/security, sent as \`Authorization: Bearer ${TOKEN_FORMAT}\`. A read token may only GET; no token may call an administrator path. Tokens are limited to ${ACCESS_TOKEN_REQUESTS_PER_MINUTE} requests a minute (429 with Retry-After past it).`,
        '',
        'With the session cookie, state-changing requests must send Content-Type: application/json and must not come cross-site. Every error is `{ "message": … }`. Money on these paths is in KSh; times are ISO-8601 in UTC.',
      ].join('\n'),
    },
    servers: [{ url: opts.serverUrl ?? '/', description: 'This portal' }],
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...components('output', responseSchemas), ...components('input', requestBodies) },
      responses: Object.fromEntries(
        Object.entries(ERRORS).map(([status, description]) => [
          `Error${status}`,
          { description, content: { 'application/json': { schema: ref('Error') } }, ...(status === '429' || status === '503' ? { headers: retryAfter } : {}) },
        ]),
      ),
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: `The session cookie set by POST /api/auth/login (named __Host-${SESSION_COOKIE} over HTTPS). Subject to the CSRF rules.` },
        personalAccessToken: { type: 'http', scheme: 'bearer', bearerFormat: TOKEN_FORMAT, description: 'A personal access token from /dashboard/security: read (GET only) or read_write. Never valid on administrator paths.' },
        meteringToken: { type: 'http', scheme: 'bearer', description: "The storage platform's METERING_TOKEN (operators only; see docs/metering.md)." },
      },
    },
  };
}
