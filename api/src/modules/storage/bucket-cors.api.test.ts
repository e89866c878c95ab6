import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, DeleteBucketCorsCommand, GetBucketCorsCommand, PutBucketCorsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SecurityEventEntity } from '../audit';
import { BucketCorsEntity } from './entities/bucket-cors.entity';
import { UsageCounterEntity } from './entities/usage-counter.entity';
import { aws, cliEnv } from './cli-clients';
import { rawS3 } from './raw-s3';
import { REFUSED_PREFLIGHTS } from './s3/bucket-cors';
import { s3Failure, customer, newKey, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

/**
 * Per-bucket CORS (#30 item 2) through real clients: the SDK and Debian's AWS CLI set, read and
 * delete a bucket's rules; browsers' preflights and actual requests are answered from them.
 */
let world: StorageWorld;
let owner: Customer;
let other: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  other = await customer(world, 2);
  for (const b of ['cors-sdk', 'cors-cli', 'cors-rules', 'cors-none', 'cors-bad']) await owner.s3().send(new CreateBucketCommand({ Bucket: b }));
});
afterAll(() => world.close());

const PORTAL = 'http://localhost:4000'; // the portal's own origin when PUBLIC_URL is unset (PORT 4000)
const VARY = 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method';

/** A browser's preflight, unsigned, from a chosen loopback source (the refusal throttle is per source). */
function preflight(p: string, origin: string | null, method: string, headers?: string, from = '127.0.0.1') {
  const h: Record<string, string> = { 'access-control-request-method': method };
  if (origin !== null) h.origin = origin;
  if (headers !== undefined) h['access-control-request-headers'] = headers;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(`${world.s3.url}${p}`, { method: 'OPTIONS', headers: h, agent: false, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const RULES = `<CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <CORSRule><ID>uploads</ID><AllowedOrigin>https://*.shop.example</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>content-type</AllowedHeader><AllowedHeader>x-amz-*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><ExposeHeader>x-amz-request-id</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule>
  <CORSRule><ID>reads</ID><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod></CORSRule>
</CORSConfiguration>`;

const putRaw = (bucket: string, body: string, key = owner.key) => rawS3(world.s3.url, 'PUT', `/${bucket}?cors`, { key, body, headers: { 'content-type': 'application/xml' } });


describe('per-bucket CORS configuration', () => {
  it('@aws-sdk/client-s3: PutBucketCors, GetBucketCors round-trips it, DeleteBucketCors → 204, then NoSuchCORSConfiguration', async () => {
    const s3 = owner.s3();
    expect(await s3Failure(s3.send(new GetBucketCorsCommand({ Bucket: 'cors-sdk' })))).toEqual(['NoSuchCORSConfiguration', 404]);
    const CORSRules = [
      { ID: 'web app', AllowedOrigins: ['https://app.example.co.ke', 'http://localhost:*'], AllowedMethods: ['GET', 'PUT'], AllowedHeaders: ['*'], ExposeHeaders: ['ETag'], MaxAgeSeconds: 600 },
      { AllowedOrigins: ['*'], AllowedMethods: ['GET'] },
    ];
    const put = await s3.send(new PutBucketCorsCommand({ Bucket: 'cors-sdk', CORSConfiguration: { CORSRules } }));
    expect(put.$metadata.httpStatusCode).toBe(200);
    const got = await s3.send(new GetBucketCorsCommand({ Bucket: 'cors-sdk' }));
    expect(got.CORSRules).toEqual(CORSRules);
    const del = await s3.send(new DeleteBucketCorsCommand({ Bucket: 'cors-sdk' }));
    expect(del.$metadata.httpStatusCode).toBe(204);
    expect(await s3Failure(s3.send(new GetBucketCorsCommand({ Bucket: 'cors-sdk' })))).toEqual(['NoSuchCORSConfiguration', 404]);
    // Deleting again is still 204, as S3.
    expect((await s3.send(new DeleteBucketCorsCommand({ Bucket: 'cors-sdk' }))).$metadata.httpStatusCode).toBe(204);
    // The owner's security page lists each change (a rule decides which other sites may call the bucket).
    await world.s3.settled();
    const events = await world.server.db.getRepository(SecurityEventEntity).find({ where: { userId: owner.userId, type: 's3_bucket' }, order: { id: 'ASC' } });
    expect(events.filter((e) => e.action.includes('"cors-sdk"')).map((e) => [e.action, e.severity])).toEqual(
      Array.from({ length: 3 }, () => [`CORS rules of bucket "cors-sdk" changed with access key ${owner.key.accessKeyId}`, 'low']),
    );
  });

  it("Debian's aws CLI: s3api put-bucket-cors, get-bucket-cors, delete-bucket-cors", async () => {
    const cli = cliEnv(owner.key);
    try {
      const file = path.join(cli.home, 'cors.json');
      const config = { CORSRules: [{ ID: 'site', AllowedOrigins: ['https://www.example.co.ke'], AllowedMethods: ['GET', 'HEAD'], AllowedHeaders: ['Authorization'], ExposeHeaders: ['ETag', 'Content-Length'], MaxAgeSeconds: 86400 }] };
      fs.writeFileSync(file, JSON.stringify(config));
      expect(await aws(cli.env, world.s3.url, ['s3api', 'put-bucket-cors', '--bucket', 'cors-cli', '--cors-configuration', `file://${file}`])).toBe('');
      expect(JSON.parse(await aws(cli.env, world.s3.url, ['s3api', 'get-bucket-cors', '--bucket', 'cors-cli']))).toEqual(config);
      const allowed = await preflight('/cors-cli/index.html', 'https://www.example.co.ke', 'GET', 'authorization');
      expect([allowed.status, allowed.headers['access-control-allow-origin'], allowed.headers['access-control-max-age']]).toEqual([200, 'https://www.example.co.ke', '86400']);
      await aws(cli.env, world.s3.url, ['s3api', 'delete-bucket-cors', '--bucket', 'cors-cli']);
      await expect(aws(cli.env, world.s3.url, ['s3api', 'get-bucket-cors', '--bucket', 'cors-cli'])).rejects.toThrow(/NoSuchCORSConfiguration/);
      expect((await preflight('/cors-cli/index.html', 'https://www.example.co.ke', 'GET')).status).toBe(403);
    } finally {
      cli.cleanup();
    }
  });

  it.each([
    ['an unsupported method', RULES.replace('<AllowedMethod>POST</AllowedMethod>', '<AllowedMethod>PATCH</AllowedMethod>'), 'InvalidRequest', 'Unsupported method is PATCH'],
    ['two wildcards in an origin', RULES.replace('https://*.shop.example', 'https://*.*.example'), 'InvalidRequest', 'can not have more than one wildcard'],
    ['a wildcard expose header', RULES.replace('<ExposeHeader>ETag</ExposeHeader>', '<ExposeHeader>*</ExposeHeader>'), 'InvalidRequest', 'We currently do not support wildcard for ExposeHeader'],
    ['a rule without a method', '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin></CORSRule></CORSConfiguration>', 'MalformedXML', 'not well-formed'],
    ['a rule without an origin', '<CORSConfiguration><CORSRule><AllowedMethod>GET</AllowedMethod></CORSRule></CORSConfiguration>', 'MalformedXML', 'not well-formed'],
    ['no rule at all', '<CORSConfiguration></CORSConfiguration>', 'MalformedXML', 'not well-formed'],
    ['an element S3 does not know', RULES.replace('<ID>reads</ID>', '<ID>reads</ID><AllowedCountry>KE</AllowedCountry>'), 'MalformedXML', 'not well-formed'],
    ['a max age that is no number', RULES.replace('3000', 'soon'), 'MalformedXML', 'not well-formed'],
    ['another root element', '<CORSConfig><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod></CORSRule></CORSConfig>', 'MalformedXML', 'not well-formed'],
    ['not XML', '{"CORSRules": []}', 'MalformedXML', 'not well-formed'],
    ['101 rules', `<CORSConfiguration>${'<CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod></CORSRule>'.repeat(101)}</CORSConfiguration>`, 'InvalidRequest', 'more than 100 rules'],
    ['a body over 64 KiB', `<CORSConfiguration><CORSRule><ID>${'x'.repeat(64 * 1024)}</ID><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod></CORSRule></CORSConfiguration>`, 'MalformedXML', 'larger than 65536 bytes'],
  ])('refuses %s as S3 does, and stores nothing', async (_name, body, code, message) => {
    const res = await putRaw('cors-bad', body);
    expect([res.status, res.code]).toEqual([400, code]);
    expect(res.text).toContain(message);
    expect(await world.server.db.getRepository(BucketCorsEntity).count({ where: { bucket: { name: 'cors-bad' } } })).toBe(0);
  });

  it('takes exactly 100 rules', async () => {
    const body = `<CORSConfiguration>${'<CORSRule><AllowedOrigin>https://a.example</AllowedOrigin><AllowedMethod>GET</AllowedMethod></CORSRule>'.repeat(100)}</CORSConfiguration>`;
    expect((await putRaw('cors-bad', body)).status).toBe(200);
    const got = await owner.s3().send(new GetBucketCorsCommand({ Bucket: 'cors-bad' }));
    expect(got.CORSRules).toHaveLength(100);
    await owner.s3().send(new DeleteBucketCorsCommand({ Bucket: 'cors-bad' }));
  });

  it('needs the write permission to change the rules and read to see them; another customer gets AccessDenied', async () => {
    const reader = await newKey(owner.client, ['read'], 'cors-reader');
    const res = await putRaw('cors-rules', RULES, reader);
    expect([res.status, res.code]).toEqual([403, 'AccessDenied']);
    expect((await rawS3(world.s3.url, 'DELETE', '/cors-rules?cors', { key: reader })).code).toBe('AccessDenied');
    expect((await rawS3(world.s3.url, 'GET', '/cors-rules?cors', { key: reader })).code).toBe('NoSuchCORSConfiguration');
    expect((await putRaw('cors-rules', RULES, other.key)).code).toBe('AccessDenied');
    expect((await rawS3(world.s3.url, 'GET', '/cors-rules?cors', { key: other.key })).code).toBe('AccessDenied');
  });
});

describe('preflights and actual requests answered from the bucket’s rules', () => {
  beforeAll(async () => {
    expect((await putRaw('cors-rules', RULES)).status).toBe(200);
  });

  it('answers a preflight the first matching rule allows with its headers (the origin, or * for a * rule)', async () => {
    const upload = await preflight('/cors-rules/photos/a.jpg', 'https://my.shop.example', 'PUT', 'Content-Type, X-Amz-Date');
    expect(upload.status).toBe(200);
    expect(upload.headers).toMatchObject({
      'access-control-allow-origin': 'https://my.shop.example',
      'access-control-allow-methods': 'PUT, POST',
      'access-control-allow-headers': 'content-type, x-amz-date',
      'access-control-expose-headers': 'ETag, x-amz-request-id',
      'access-control-max-age': '3000',
      'access-control-allow-credentials': 'true',
      vary: VARY,
    });
    const read = await preflight('/cors-rules/photos/a.jpg', 'https://anyone.example', 'GET');
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(read.headers['access-control-max-age']).toBeUndefined();
    // The bucket itself (a ListObjects from the browser) follows the same rules.
    expect((await preflight('/cors-rules', 'https://anyone.example', 'GET')).status).toBe(200);
  });

  it.each([
    ['an origin no rule names (PUT)', 'https://shop.example', 'PUT', 'content-type'],
    ['the wrong scheme', 'http://my.shop.example', 'PUT', undefined],
    ['a method no rule allows for the origin', 'https://my.shop.example', 'DELETE', undefined],
    ['a header the rule does not allow', 'https://my.shop.example', 'PUT', 'content-type, authorization'],
    ['a header on the * rule that allows none', 'https://anyone.example', 'GET', 'authorization'],
  ])('refuses %s with S3’s 403 AccessForbidden and no CORS headers', async (_name, origin, method, headers) => {
    const res = await preflight('/cors-rules/photos/a.jpg', origin, method, headers);
    expect(res.status).toBe(403);
    expect(res.text).toContain('<Code>AccessForbidden</Code>');
    expect(res.text).toContain('CORSResponse: This CORS request is not allowed.');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses preflights to a bucket without rules, or no bucket at all, alike; a preflight without Origin is a 400', async () => {
    const none = await preflight('/cors-none/a.txt', 'https://my.shop.example', 'GET');
    const missing = await preflight('/no-such-bucket-here/a.txt', 'https://my.shop.example', 'GET');
    // A name no bucket can have (a NUL, upper case) is never looked up: the same answer, never a 500.
    const impossible = await preflight('/a%00b/a.txt', 'https://my.shop.example', 'GET');
    const upper = await preflight('/CORS-RULES/a.txt', 'https://my.shop.example', 'GET');
    for (const r of [none, missing, impossible, upper]) {
      expect(r.status).toBe(403);
      expect(r.text).toContain('CORSResponse: CORS is not enabled for this bucket.');
    }
    const anonymous = await preflight('/cors-rules/a.txt', null, 'GET');
    expect(anonymous.status).toBe(400);
    expect(anonymous.text).toContain('Origin request header needed');
  });

  it('keeps the console’s own origin working on a bucket without rules and on one whose rules do not name it', async () => {
    for (const bucket of ['cors-none', 'cors-rules']) {
      const res = await preflight(`/${bucket}/docs/report.txt`, PORTAL, 'PUT', 'content-type');
      expect([res.status, res.headers['access-control-allow-origin']]).toEqual([200, PORTAL]);
    }
  });

  it('adds the allowing rule’s headers to actual requests with an Origin, error answers included; none for an origin no rule allows', async () => {
    await owner.s3().send(new PutObjectCommand({ Bucket: 'cors-rules', Key: 'hello.txt', Body: 'habari' }));
    const get = await rawS3(world.s3.url, 'GET', '/cors-rules/hello.txt', { key: owner.key, headers: { origin: 'https://anyone.example' } });
    expect([get.status, get.text, get.headers['access-control-allow-origin'], get.headers.vary]).toEqual([200, 'habari', '*', VARY]);
    const put = await rawS3(world.s3.url, 'PUT', '/cors-rules/up.txt', { key: owner.key, body: 'x', headers: { origin: 'https://my.shop.example' } });
    expect(put.status).toBe(200);
    expect(put.headers).toMatchObject({ 'access-control-allow-origin': 'https://my.shop.example', 'access-control-expose-headers': 'ETag, x-amz-request-id' });
    const missing = await rawS3(world.s3.url, 'GET', '/cors-rules/nothing.txt', { key: owner.key, headers: { origin: 'https://anyone.example' } });
    expect([missing.status, missing.headers['access-control-allow-origin']]).toEqual([404, '*']);
    // DELETE is in no rule: the answer carries no permission for the browser to read it.
    const del = await rawS3(world.s3.url, 'DELETE', '/cors-rules/up.txt', { key: owner.key, headers: { origin: 'https://my.shop.example' } });
    expect([del.status, del.headers['access-control-allow-origin'], del.headers.vary]).toEqual([204, undefined, VARY]);
    const plain = await rawS3(world.s3.url, 'GET', '/cors-none/', { key: owner.key, headers: { origin: 'https://anyone.example' } });
    expect([plain.status, plain.headers['access-control-allow-origin']]).toEqual([200, undefined]);
  });

  it('meters an allowed preflight to the bucket’s service as a free `other` request; a refused one is not metered', async () => {
    const payer = await customer(world, 3);
    await payer.s3().send(new CreateBucketCommand({ Bucket: 'cors-metered' }));
    await payer.s3().send(new PutBucketCorsCommand({ Bucket: 'cors-metered', CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['https://ok.example'], AllowedMethods: ['GET'] }] } }));
    await world.s3.settled();
    const counters = async () => {
      const rows = await world.server.db.getRepository(UsageCounterEntity).findBy({ serviceId: payer.service.id });
      return rows.reduce((s, r) => ({ a: s.a + r.requestsA, b: s.b + r.requestsB, other: s.other + r.requestsOther, e4: s.e4 + r.errors4xx }), { a: 0, b: 0, other: 0, e4: 0 });
    };
    const before = await counters();
    expect((await preflight('/cors-metered/x', 'https://ok.example', 'GET')).status).toBe(200);
    expect((await preflight('/cors-metered/x', 'https://ok.example', 'GET')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await preflight('/cors-metered/x', 'https://evil.example', 'GET')).status).toBe(403);
    await world.s3.settled();
    expect(await counters()).toEqual({ ...before, other: before.other + 2 });
  });

  it(`holds back a source after ${REFUSED_PREFLIGHTS.points} refused preflights (503 SlowDown), and only that source`, async () => {
    const from = '127.0.0.77';
    for (let i = 0; i < REFUSED_PREFLIGHTS.points; i++) expect((await preflight('/cors-rules/x', 'https://evil.example', 'PUT', undefined, from)).status).toBe(403);
    const held = await preflight('/cors-rules/x', 'https://anyone.example', 'GET', undefined, from);
    expect(held.status).toBe(503);
    expect(held.text).toContain('<Code>SlowDown</Code>');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await preflight('/cors-rules/x', 'https://anyone.example', 'GET', undefined, '127.0.0.78')).status).toBe(200);
  });
});

describe('the rules belong to the bucket', () => {
  it('go with the bucket: a bucket made again under the name has none', async () => {
    const s3 = owner.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'cors-gone' }));
    await s3.send(new PutBucketCorsCommand({ Bucket: 'cors-gone', CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['*'], AllowedMethods: ['GET'] }] } }));
    const rows = () => world.server.db.getRepository(BucketCorsEntity).count({ where: { bucket: { name: 'cors-gone' } } });
    const all = () => world.server.db.getRepository(BucketCorsEntity).count();
    expect(await rows()).toBe(1);
    const total = await all();
    await s3.send(new DeleteBucketCommand({ Bucket: 'cors-gone' }));
    expect(await all()).toBe(total - 1);
    await s3.send(new CreateBucketCommand({ Bucket: 'cors-gone' }));
    expect(await s3Failure(s3.send(new GetBucketCorsCommand({ Bucket: 'cors-gone' })))).toEqual(['NoSuchCORSConfiguration', 404]);
    expect((await preflight('/cors-gone/a', 'https://x.example', 'GET')).status).toBe(403);
  });
});

describe('the console’s CORS rules (GraphQL)', () => {
  const GET = `query ($bucket: String!) { bucketCors(bucket: $bucket) { bucket rules { id allowedOrigins allowedMethods allowedHeaders exposeHeaders maxAgeSeconds } } }`;
  const PUT = `mutation ($input: PutBucketCorsInput!) { putBucketCors(input: $input) { cors { bucket rules { id allowedOrigins allowedMethods allowedHeaders exposeHeaders maxAgeSeconds } } } }`;
  const rule = { id: 'app', allowedOrigins: ['https://app.example.co.ke'], allowedMethods: ['GET', 'PUT'], allowedHeaders: ['content-type'], exposeHeaders: ['ETag'], maxAgeSeconds: 600 };

  it('shows, replaces and removes the same rules the S3 API serves', async () => {
    await owner.s3().send(new CreateBucketCommand({ Bucket: 'cors-console' }));
    expect((await owner.client.gql(GET, { bucket: 'cors-console' })).data.bucketCors).toEqual({ bucket: 'cors-console', rules: [] });
    const put = await owner.client.gql(PUT, { input: { bucket: 'cors-console', rules: [rule, { allowedOrigins: ['*'], allowedMethods: ['HEAD'], allowedHeaders: [], exposeHeaders: [] }] } });
    expect(put.errors).toBeUndefined();
    expect(put.data.putBucketCors.cors.rules).toEqual([rule, { id: null, allowedOrigins: ['*'], allowedMethods: ['HEAD'], allowedHeaders: [], exposeHeaders: [], maxAgeSeconds: null }]);
    const viaS3 = await owner.s3().send(new GetBucketCorsCommand({ Bucket: 'cors-console' }));
    expect(viaS3.CORSRules).toEqual([
      { ID: 'app', AllowedOrigins: ['https://app.example.co.ke'], AllowedMethods: ['GET', 'PUT'], AllowedHeaders: ['content-type'], ExposeHeaders: ['ETag'], MaxAgeSeconds: 600 },
      { AllowedOrigins: ['*'], AllowedMethods: ['HEAD'] },
    ]);
    expect((await preflight('/cors-console/a', 'https://app.example.co.ke', 'PUT', 'content-type')).status).toBe(200);
    expect((await owner.client.gql(PUT, { input: { bucket: 'cors-console', rules: [] } })).data.putBucketCors.cors.rules).toEqual([]);
    const events = (await owner.client.gql('{ securityEvents(first: 50) { nodes { type action actionCode severity } } }')).data.securityEvents.nodes;
    expect(events.filter((e: { action: string }) => e.action.includes('"cors-console"'))).toEqual(
      Array.from({ length: 2 }, () => ({ type: 's3_bucket', action: 'CORS rules of bucket "cors-console" changed in the console', actionCode: 'eventConsoleBucketCorsChanged', severity: 'low' })),
    );
    expect(await s3Failure(owner.s3().send(new GetBucketCorsCommand({ Bucket: 'cors-console' })))).toEqual(['NoSuchCORSConfiguration', 404]);
  });

  it('refuses what S3 refuses with the field it concerns, and another customer’s bucket is not found', async () => {
    const bad = async (r: Partial<typeof rule>) => {
      const res = await owner.client.gql(PUT, { input: { bucket: 'cors-console', rules: [{ ...rule, ...r }] } });
      return [res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message, res.errors?.[0]?.extensions?.field];
    };
    expect(await bad({ allowedMethods: ['PATCH'] })).toEqual(['BAD_USER_INPUT', 'Choose at least one method', 'rules.0.allowedMethods.0']);
    expect(await bad({ allowedOrigins: [] })).toEqual(['BAD_USER_INPUT', 'Add at least one allowed origin', 'rules.0.allowedOrigins']);
    expect(await bad({ allowedOrigins: ['https://*.*.example'] })).toEqual(['BAD_USER_INPUT', 'Use at most one * in each origin or header', 'rules.0.allowedOrigins.0']);
    expect(await bad({ allowedHeaders: ['x\r\nSet-Cookie: a'] })).toEqual(['BAD_USER_INPUT', 'Origins and headers are 1 to 1024 visible characters, without spaces', 'rules.0.allowedHeaders.0']);
    expect(await bad({ exposeHeaders: ['*'] })).toEqual(['BAD_USER_INPUT', 'Exposed headers cannot use *', 'rules.0.exposeHeaders.0']);
    expect(await bad({ maxAgeSeconds: -1 })).toEqual(['BAD_USER_INPUT', 'Max age is a whole number of seconds from 0 to 2147483647', 'rules.0.maxAgeSeconds']);
    const many = await owner.client.gql(PUT, { input: { bucket: 'cors-console', rules: Array.from({ length: 101 }, () => rule) } });
    expect(many.errors?.[0]?.message).toBe('A bucket has at most 100 CORS rules');
    expect(await world.server.db.getRepository(BucketCorsEntity).count({ where: { bucket: { name: 'cors-console' } } })).toBe(0);

    expect((await other.client.gql(GET, { bucket: 'cors-console' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.gql(PUT, { input: { bucket: 'cors-console', rules: [rule] } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
