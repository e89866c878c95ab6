import zlib from 'node:zlib';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { MountedRoute } from '../http/routes';

/**
 * Generators of hostile requests for the fuzz test (CI-sized) and the fuzz benchmark (large):
 * every mounted /api route with hostile path parameters, queries, bodies, encodings and content
 * types; and every GraphQL query and mutation with hostile variables, plus broken documents.
 */

export type Identity = 'anonymous' | 'customer' | 'admin';

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  identity: Identity;
  label: string;
}

/** Field names the REST bodies and GraphQL inputs use, so generated objects reach validation and beyond. */
const KEY = fc.constantFrom(
  'identifier', 'password', 'email', 'username', 'firstName', 'lastName', 'phone', 'storageGB', 'egressGB', 'region', 'serviceType',
  'storageAmount', 'cost', 'name', 'description', 'eligibilityCriteria', 'prizeDescription', 'prizeValue', 'startDate', 'endDate',
  'drawType', 'id', 'code', 'serviceId', 'hour', 'periodStart', 'storedGb', 'requests', 'errors', 'priority', 'category', 'subject', 'urgent',
  'first', 'after', 'search', 'status', 'permissions', 'expiresAt', 'confirmName', 'currentPassword', 'newPassword', 'token',
);

/** Values that broke or could break parsers, ORMs and databases. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'Infinity', '2147483648', '9223372036854775808', '99999999999999999999999',
    '\u0000', 'a\u0000b', '%00', '%ff', '../../etc/passwd', "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>',
    '🙂'.repeat(50), '\ud800', 'é', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'x'.repeat(5000),
    '2026-02-30T25:61:00Z', '0000-00-00', '+254700000000', 'a@b', 'kenya', 'monthly', 'Object Storage',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e21, 1e308, -1e308, 0.1, 1.5, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(KEY, fc.string({ maxLength: 10 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(KEY, nastyValue, { maxKeys: 8 }).map((o) => Buffer.from(JSON.stringify(o))) },
  { weight: 1, arbitrary: nastyValue.map((v) => Buffer.from(JSON.stringify(v) ?? 'null')) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}{"b":2}', '\u0000', '{"__proto__":{"userType":"admin"}}').map((s) => Buffer.from(s)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)) },
);

const contentType = fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'image/png', '');
const encoding = fc.constantFrom('', '', '', 'gzip', 'deflate', 'br', 'identity', 'compress');

function encode(buf: Buffer, enc: string, garbage: boolean): Buffer {
  if (garbage || !enc || enc === 'identity' || enc === 'compress') return buf;
  if (enc === 'gzip') return zlib.gzipSync(buf);
  if (enc === 'deflate') return zlib.deflateSync(buf);
  return zlib.brotliCompressSync(buf);
}

/** Percent-encode, or (a lone surrogate cannot be encoded) send the raw UTF-8 bytes a careless client would. */
const encodeAny = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

/** A path parameter: usually hostile text, percent-encoded; sometimes a deliberately malformed escape. */
const pathParam = fc.oneof(
  { weight: 5, arbitrary: fc.oneof(nastyString, nastyNumber.map(String)).map(encodeAny) },
  { weight: 1, arbitrary: fc.constantFrom('%ff', '%', '%zz', '%e0%80', '..', '%2e%2e') },
);
const query = fc.dictionary(fc.oneof(KEY, fc.constantFrom('limit', 'range', 'year', 'list-type')), nastyString, { maxKeys: 3 }).map((q) =>
  Object.keys(q).length ? `?${Object.entries(q).map(([k, v]) => `${k}=${encodeAny(v)}`).join('&')}` : '',
);

export function restRequest(routes: MountedRoute[]): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      otherMethod: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), { freq: 6 }),
      params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
      query,
      body: fc.option(body, { freq: 8 }),
      contentType,
      encoding,
      garbageEncoding: fc.boolean(),
      identity: fc.constantFrom<Identity>('anonymous', 'customer', 'admin'),
      upper: fc.boolean(),
      slash: fc.boolean(),
    })
    .map(({ route, otherMethod, params, query: q, body: b, contentType: ct, encoding: enc, garbageEncoding, identity, upper, slash }) => {
      let i = 0;
      let path = route.path.replace(/:[A-Za-z]+/g, () => params[i++ % params.length]!);
      if (upper) path = path.toUpperCase();
      if (slash) path += '/';
      const method = otherMethod ?? route.method;
      const headers: Record<string, string> = {};
      let payload: Buffer | undefined;
      if (b && method !== 'GET') {
        payload = encode(b, enc, garbageEncoding);
        if (enc) headers['content-encoding'] = enc;
      }
      if (ct) headers['content-type'] = ct;
      return { method, path: path + q, headers, body: payload, identity, label: `${method} ${route.path}` };
    });
}

/* ---------------------------------- GraphQL ---------------------------------- */

function variableFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = nastyValue;
  if (isNonNullType(type)) return variableFor(type.ofType, depth);
  if (isListType(type)) return fc.oneof(fc.array(variableFor(type.ofType, depth + 1), { maxLength: 3 }), wrong);
  if (isEnumType(type)) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: wrong });
  if (isInputObjectType(type)) {
    if (depth > 2) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.oneof(
      { weight: 4, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f.name, variableFor(f.type, depth + 1)])), { requiredKeys: [] }) },
      { weight: 1, arbitrary: wrong },
    );
  }
  if (isScalarType(type)) {
    const right =
      type.name === 'Int' ? nastyNumber.map((n) => (Number.isInteger(n) ? n : Math.trunc(n)))
      : type.name === 'Float' ? nastyNumber
      : type.name === 'Boolean' ? fc.boolean()
      : type.name === 'DateTime' ? fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), nastyString)
      : fc.oneof(nastyString, nastyNumber.map(String));
    return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong });
  }
  return wrong;
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (!isObjectType(named)) return '';
  const scalars = Object.values(named.getFields())
    .filter((f) => f.args.length === 0 && !isObjectType(getNamedType(f.type)))
    .map((f) => f.name);
  return ` { __typename ${scalars.slice(0, 12).join(' ')} }`;
}

export interface GraphqlOperation {
  field: string;
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

/** One operation per Query and Mutation field, its arguments passed as variables of their own types. */
export function graphqlOperations(sdl: string): GraphqlOperation[] {
  const schema: GraphQLSchema = buildSchema(sdl);
  const out: GraphqlOperation[] = [];
  for (const [kind, root] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field)} }`;
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, variableFor(a.type)])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
      out.push({ field: `${kind}.${field.name}`, document, variables });
    }
  }
  return out;
}

const brokenDocument = fc.oneof(
  fc.constantFrom(
    '{', '}}}', 'query {', 'subscription { me { id } }', '{ me { id } } { me { id } }', 'query A { me { id } } query B { me { id } }', '{ __schema { types { name } } }',
    `{ ${'a: __typename '.repeat(40)} }`, `{ ${'__typename '.repeat(3000)} }`, '{ me { id ...F } } fragment F on User { ...F }', 'query ($a: Int!) { __typename }',
    '{ me @skip(if: true) @skip(if: false) { id } }', 'mutation { register(input: {}) { user { id } } }', '{ me { id } }'.repeat(100),
  ),
  fc.string({ maxLength: 200 }),
);

export function graphqlRequest(ops: GraphqlOperation[]): fc.Arbitrary<HostileRequest> {
  const op = fc.constantFrom(...ops).chain((o) => o.variables.map((variables) => ({ query: o.document, variables, label: o.field })));
  const broken = fc.record({
    query: brokenDocument,
    variables: fc.option(nastyValue, { freq: 2 }),
    extensions: fc.option(fc.constant({ persistedQuery: { version: 1, sha256Hash: 'abc' } }), { freq: 5 }),
  }).map((b) => ({ ...b, label: 'broken document' }));
  return fc
    .record({
      payload: fc.oneof({ weight: 4, arbitrary: op }, { weight: 1, arbitrary: broken }),
      identity: fc.constantFrom<Identity>('anonymous', 'customer', 'admin'),
      get: fc.boolean(), // a broken document is sometimes sent as GET with the query in the URL
    })
    .map(({ payload, identity, get }): HostileRequest => {
      const { label, ...json } = payload as { label: string; query: unknown; variables?: unknown };
      if (get && label === 'broken document') {
        return { method: 'GET', path: `/graphql?query=${encodeAny(String(json.query))}`, headers: { 'apollo-require-preflight': 'true' }, identity, label: `GET ${label}` };
      }
      return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(json)), identity, label };
    });
}

/** Send one request; returns its status, or 'timeout' / 'network error'. */
export async function send(base: string, req: HostileRequest, cookies: Record<Identity, string>, timeoutMs = 10_000): Promise<number | string> {
  const headers: Record<string, string> = { ...req.headers };
  if (cookies[req.identity]) headers.cookie = cookies[req.identity];
  try {
    const res = await fetch(base + req.path, {
      method: req.method,
      headers,
      body: req.body && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(req.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer();
    return res.status;
  } catch (e) {
    return (e as Error).name === 'TimeoutError' ? 'timeout' : `network error: ${(e as Error).message}`;
  }
}
