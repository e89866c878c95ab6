import fc from 'fast-check';
import { s3Request, type S3Plan } from '../../test/s3-fuzz';
import { blobsVersusRows, leftoverReservations, tenantState } from '../../test/s3-fuzz-checks';
import { S3FuzzTarget, type Sent } from '../../test/s3-fuzz-target';
import { reconcileLedgers } from './domain/reconcile';
import { customer, newKey, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * Hostile S3 requests never yield a server error, a hang or a cut answer, and leave the books
 * right: generated requests (test/s3-fuzz.ts) to every operation of the S3 router, mostly
 * correctly signed with the customer's own key so they reach the handlers, some with broken
 * authentication, some from a read-only key, some aimed at another customer's bucket. After the
 * campaign the storage ledger still equals the rows (reconcileLedgers finds nothing to repair),
 * no reservation is left behind, every blob on disk is referenced and none is missing, and the
 * other customer's bucket is as it was. 501 NotImplemented is S3's designed answer for what the
 * service does not offer and is not a failure. Sized for CI (FUZZ_RUNS, ~30 s on SQLite on an idle
 * 2-core machine); bench/s3-fuzz.ts runs a far larger campaign.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
jest.setTimeout(600_000);

let world: StorageWorld;
let owner: Customer;
let other: Customer;
let target: S3FuzzTarget;
let before: Awaited<ReturnType<typeof tenantState>>;
const results: Sent[] = [];

beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  world = await startStorageWorld();
  owner = await customer(world, 1);
  other = await customer(world, 2);
  const reader = await newKey(owner.client, ['read'], 'read-only');
  target = new S3FuzzTarget(world.s3.url, { owner: owner.key, reader, other: other.key });
  await target.seed();
  before = await tenantState(world.server.db, other.userId, other.service.id);
});
afterAll(async () => {
  await world.close();
  process.env.NODE_ENV = 'test';
});

describe('hostile S3 requests', () => {
  it(`${RUNS} generated requests over every S3 operation: no 5xx, no hang, no cut answer, nothing across tenants`, async () => {
    for (const plan of fc.sample(s3Request(), { numRuns: RUNS, seed: SEED })) results.push(await target.send(plan));
    expect(results.filter((r) => r.failure).map((r) => `${r.plan.op}: ${r.failure} — ${r.summary}`)).toEqual([]);
  });

  it('reached the handlers: every operation was tried and succeeded at times, most requests passed authentication', () => {
    const ops = new Set(results.map((r) => r.plan.op));
    const all = ['ListBuckets', 'CreateBucket', 'HeadBucket', 'DeleteBucket', 'ListObjects', 'ListObjectsV2', 'ListObjectVersions', 'ListMultipartUploads', 'DeleteObjects', 'PutObject', 'GetObject', 'HeadObject', 'DeleteObject', 'CopyObject', 'CreateMultipartUpload', 'UploadPart', 'UploadPartCopy', 'CompleteMultipartUpload', 'AbortMultipartUpload', 'ListParts', 'PostObject'];
    expect(all.filter((op) => !ops.has(op))).toEqual([]);
    const succeeded = (op: string) => results.some((r) => r.plan.op === op && typeof r.status === 'number' && r.status < 300);
    expect(all.filter((op) => !succeeded(op))).toEqual([]);
    const authRefusals = results.filter((r) => ['SignatureDoesNotMatch', 'AuthorizationHeaderMalformed', 'AuthorizationQueryParametersError', 'InvalidAccessKeyId', 'RequestTimeTooSkewed'].includes(r.code ?? '')).length;
    expect(authRefusals / results.length).toBeLessThan(0.2);
  });

  it('leaves the ledger equal to the rows, no reservation behind, every blob referenced, and the other customer untouched', async () => {
    const db = world.server.db;
    expect(await reconcileLedgers(db)).toEqual([]);
    expect(await leftoverReservations(db)).toEqual([]);
    expect(await tenantState(db, other.userId, other.service.id)).toEqual(before);
    expect(await blobsVersusRows(db, world.s3.blobs, world.blobDir)).toEqual({ unreferenced: [], missing: [] });
  });
});

/** What the fuzz found (each failed on PostgreSQL before its fix), kept as plain cases. */
describe('found by the fuzz', () => {
  const plan = (p: Partial<S3Plan> & Pick<S3Plan, 'op' | 'method' | 'bucket'>): S3Plan => ({
    key: null, query: '', headers: [], body: null, framing: 'exact', auth: { kind: 'header', payload: 'sha256' }, identity: 'owner', crossTenant: false, pick: 0, ...p,
  });

  it.each([
    ['GET', '/a%00b/k1', 'a%00b', 'k1'],
    ['PUT', '/%00/k1', '%00', 'k1'],
    ['HEAD', '/a%00b', 'a%00b', null],
    ['GET', '/%00', '%00', null],
    ['POST', '/a%00b?delete', 'a%00b', null],
  ] as const)('a NUL byte in the bucket of %s %s is InvalidBucketName (400), not a database error', async (method, _path, bucket, key) => {
    const r = await target.send(plan({ op: 'nul bucket', method, bucket, key, query: method === 'POST' ? 'delete' : '', body: method === 'PUT' || method === 'POST' ? { kind: 'text', text: '<Delete><Object><Key>k1</Key></Object></Delete>' } : null, headers: method === 'POST' ? [['content-md5', '{{md5}}']] : [] }));
    expect(r.status).toBe(400);
    if (method !== 'HEAD') expect(r.code).toBe('InvalidBucketName'); // a HEAD answer has no body
  });

  it.each(['%00/k1', 'a%00b/k1'])('a NUL byte in the bucket of x-amz-copy-source (%s) is InvalidArgument (400)', async (source) => {
    const r = await target.send(plan({ op: 'CopyObject', method: 'PUT', bucket: '{{own}}', key: 'copy-target', headers: [['x-amz-copy-source', source]] }));
    expect({ status: r.status, code: r.code }).toEqual({ status: 400, code: 'InvalidArgument' });
  });

  it.each([
    ['UploadPart', []],
    ['UploadPartCopy', [['x-amz-copy-source', '{{own}}/k1']]],
  ] as const)('%s with a part number and no upload id is NoSuchUpload (404), not an undefined lookup', async (_op, headers) => {
    for (const query of ['partNumber=1', 'partNumber=1&uploads']) {
      const r = await target.send(plan({ op: 'UploadPart', method: 'PUT', bucket: '{{own}}', key: 'mp-2', query, headers: headers.map(([k, v]) => [k, v] as [string, string]), body: { kind: 'text', text: 'part' } }));
      expect({ query, status: r.status, code: r.code }).toEqual({ query, status: 404, code: 'NoSuchUpload' });
    }
  });

  it('a PUT whose client sends more bytes than its Content-Length (the connection is then closed) ends and gives its reservation back', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await target.send(plan({ op: 'PutObject', method: 'PUT', bucket: '{{own}}', key: `cut-short-${i}`, body: { kind: 'text', text: 'hello' }, framing: 'shorter', auth: { kind: 'header', payload: 'unsigned' } }));
      expect(r.failure).toBeNull();
    }
    expect(await leftoverReservations(world.server.db, 3000)).toEqual([]);
    expect(await reconcileLedgers(world.server.db)).toEqual([]);
    const again = await target.send(plan({ op: 'PutObject', method: 'PUT', bucket: '{{own}}', key: 'cut-short-0', body: { kind: 'text', text: 'hello' } }));
    expect(again.status).toBe(200);
  });
});

/**
 * What the concurrent campaign found (bench/s3-fuzz.ts with 4 requests at a time). The fixes are
 * in files other engineers own (domain/multipart.ts or domain/ledger.ts; domain/journal.ts):
 * these cases fail until they are merged.
 */
describe('found by the concurrent campaign', () => {
  const plan = (p: Partial<S3Plan> & Pick<S3Plan, 'op' | 'method' | 'bucket'>): S3Plan => ({
    key: null, query: '', headers: [], body: null, framing: 'exact', auth: { kind: 'header', payload: 'sha256' }, identity: 'owner', crossTenant: false, pick: 0, ...p,
  });
  const put = (key: string, size: number) => plan({ op: 'PutObject', method: 'PUT', bucket: '{{own}}', key, body: { kind: 'fill', size, byte: 0x63 } });
  const outcomes = (rs: Sent[]) => rs.map((r) => `${r.plan.op} ${r.status}${r.failure ? ` (${r.failure})` : ''}`);

  it('CreateMultipartUpload racing writes and deletes in the same bucket: never a deadlock (500)', async () => {
    const seen: Sent[] = [];
    for (let round = 0; round < 5; round++) {
      seen.push(
        ...(await Promise.all([
          ...Array.from({ length: 6 }, (_, i) => target.send(plan({ op: 'CreateMultipartUpload', method: 'POST', bucket: '{{own}}', key: `race-mp-${i}`, query: 'uploads' }))),
          ...Array.from({ length: 6 }, (_, i) => target.send(put(`race-put-${i}`, 1000 + round))),
          target.send(plan({ op: 'DeleteObject', method: 'DELETE', bucket: '{{own}}', key: 'race-put-0' })),
        ])),
      );
    }
    expect(outcomes(seen.filter((r) => r.failure))).toEqual([]);
    for (const id of (await world.server.db.query(`SELECT id, "key" FROM storage_uploads WHERE "key" LIKE 'race-mp-%'`)) as { id: string; key: string }[]) {
      await target.send(plan({ op: 'AbortMultipartUpload', method: 'DELETE', bucket: '{{own}}', key: id.key, query: `uploadId=${id.id}` }));
    }
  });

  it('GET and CopyObject racing an overwrite or a delete of their source: the old or the new object or NoSuchKey, never a 500 or a cut answer', async () => {
    const seen: Sent[] = [];
    for (let round = 0; round < 8; round++) {
      await target.send(put('race-src', 64 * 1024));
      seen.push(
        ...(await Promise.all([
          ...Array.from({ length: 3 }, () => target.send(plan({ op: 'GetObject', method: 'GET', bucket: '{{own}}', key: 'race-src' }))),
          ...Array.from({ length: 3 }, (_, i) => target.send(plan({ op: 'CopyObject', method: 'PUT', bucket: '{{own}}', key: `race-dst-${i}`, headers: [['x-amz-copy-source', '{{own}}/race-src']] }))),
          target.send(put('race-src', 32 * 1024)),
          target.send(plan({ op: 'DeleteObject', method: 'DELETE', bucket: '{{own}}', key: 'race-src' })),
        ])),
      );
    }
    expect(outcomes(seen.filter((r) => r.failure))).toEqual([]);
    expect(await reconcileLedgers(world.server.db)).toEqual([]);
  });
});
