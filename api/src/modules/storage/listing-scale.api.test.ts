import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { BucketEntity } from './entities/bucket.entity';
import { ObjectEntity } from './entities/object.entity';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(300_000);

/**
 * #32 item 3: a listing page costs the same at every depth of a bucket of 100,000 objects. The
 * SQL statements a ListObjectsV2 page sends to the objects table are counted (TypeORM calls its
 * logger for each one) at the first, a middle and the last page: a keyset read seeks to its
 * cursor, so the count never grows with how far into the bucket the page is. With a delimiter,
 * each common prefix is one seek past all of its keys, whatever their number.
 */
const FOLDERS = 1000;
const FILES_PER_FOLDER = 100;
const TOTAL = FOLDERS * FILES_PER_FOLDER;
const EMPTY_MD5 = 'd41d8cd98f00b204e9800998ecf8427e';

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
const statements: string[] = [];

/** `photos/f0042/img00017.jpg`: 1,000 folders of 100 keys, in byte order by construction. */
const keyOf = (i: number) => `photos/f${String(Math.floor(i / FILES_PER_FOLDER)).padStart(4, '0')}/img${String(i % FILES_PER_FOLDER).padStart(5, '0')}.jpg`;

beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'big-archive' }));
  const db = world.server.db;
  const bucket = await db.getRepository(BucketEntity).findOneByOrFail({ name: 'big-archive' });
  // The rows as the write path leaves them (empty objects need no blob): 100,000 in one transaction.
  const lastModified = new Date();
  await db.transaction(async (m) => {
    for (let start = 0; start < TOTAL; start += 500) {
      const rows = Array.from({ length: Math.min(500, TOTAL - start) }, (_, j) => ({
        bucketId: bucket.id,
        key: keyOf(start + j),
        size: 0,
        etag: EMPTY_MD5,
        contentType: 'image/jpeg',
        headers: '{}',
        checksumAlgorithm: null,
        checksumValue: null,
        blobKey: null,
        partCount: 0,
        lastModified,
        tags: null,
        acl: null,
      }));
      await m.createQueryBuilder().insert().into(ObjectEntity).values(rows).execute();
    }
  });
  const logger = db.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    statements.push(query);
    return original(query, parameters, runner);
  };
});
afterAll(() => world.close());

/** One ListObjectsV2 page and the statements it sent to the objects table. */
async function page(input: { StartAfter?: string; Delimiter?: string; MaxKeys?: number; Prefix?: string }) {
  statements.length = 0;
  const res = await s3.send(new ListObjectsV2Command({ Bucket: 'big-archive', ...input }));
  const objectQueries = statements.filter((q) => /storage_objects/.test(q)).length;
  return { res, objectQueries };
}

describe('ListObjectsV2 over 100,000 objects', () => {
  it('reads a 1,000-key page with the same statements at the start, the middle and the end', async () => {
    const first = await page({});
    const middle = await page({ StartAfter: keyOf(TOTAL / 2 - 1) });
    const last = await page({ StartAfter: keyOf(TOTAL - 1001) });
    expect(first.res.Contents?.map((c) => c.Key)).toEqual(Array.from({ length: 1000 }, (_, i) => keyOf(i)));
    expect(middle.res.Contents?.[0]?.Key).toBe(keyOf(TOTAL / 2));
    expect(last.res.Contents).toHaveLength(1000);
    expect(last.res.Contents?.at(-1)?.Key).toBe(keyOf(TOTAL - 1));
    expect([first.res.IsTruncated, middle.res.IsTruncated, last.res.IsTruncated]).toEqual([true, true, false]);
    expect(first.objectQueries).toBeGreaterThan(0);
    expect(middle.objectQueries).toBe(first.objectQueries);
    expect(last.objectQueries).toBe(first.objectQueries);
  });

  it('lists folders (a delimiter) with one seek per folder, the same at the start and the end', async () => {
    const first = await page({ Prefix: 'photos/', Delimiter: '/', MaxKeys: 50 });
    const last = await page({ Prefix: 'photos/', Delimiter: '/', MaxKeys: 50, StartAfter: `photos/f${String(FOLDERS - 51).padStart(4, '0')}/~` });
    expect(first.res.CommonPrefixes?.map((p) => p.Prefix)).toEqual(Array.from({ length: 50 }, (_, i) => `photos/f${String(i).padStart(4, '0')}/`));
    expect(last.res.CommonPrefixes).toHaveLength(50);
    expect(last.res.CommonPrefixes?.at(-1)?.Prefix).toBe(`photos/f${String(FOLDERS - 1).padStart(4, '0')}/`);
    expect(first.res.Contents ?? []).toEqual([]);
    // 100 keys per folder are never read one by one: about one statement per folder listed.
    expect(first.objectQueries).toBeLessThanOrEqual(52);
    expect(last.objectQueries).toBe(first.objectQueries);
  });
});
