import { PutPublicAccessBlockCommand } from '@aws-sdk/client-s3';
import * as Minio from 'minio';
import { allowPublicBuckets, customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

/**
 * The npm `minio` client (minio-js), as a Node.js application uses it, on the features of #30:
 * ordinary transfers, a presigned GET, a browser form built by `presignedPostPolicy` with a
 * content-length-range, object tagging, and a public bucket policy that Block Public Access
 * refuses until the owner turns it off.
 */
let world: StorageWorld;
let owner: Customer;
let mc: Minio.Client;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  const url = new URL(world.s3.url);
  mc = new Minio.Client({ endPoint: url.hostname, port: Number(url.port), useSSL: false, accessKey: owner.key.accessKeyId, secretKey: owner.key.secretAccessKey, region: 'nbo1', pathStyle: true });
});
afterAll(() => world.close());

const streamBytes = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

const listNames = async (bucket: string, prefix: string) => {
  const names: string[] = [];
  for await (const item of mc.listObjectsV2(bucket, prefix, true) as AsyncIterable<{ name?: string }>) if (item.name) names.push(item.name);
  return names;
};

/** The S3 error code minio-js reports for a refused call. */
const codeOf = (p: Promise<unknown>) => p.then(() => 'no error', (e: { code?: string }) => e.code ?? String(e));

describe('the minio npm client', () => {
  it('makes a bucket, uploads, reads, lists, stats and removes objects', async () => {
    await mc.makeBucket('minio-photos', 'nbo1');
    expect(await mc.bucketExists('minio-photos')).toBe(true);
    const body = Buffer.alloc(300_000, 'm');
    await mc.putObject('minio-photos', 'safari/lion.jpg', body, body.length, { 'Content-Type': 'image/jpeg' });
    await mc.putObject('minio-photos', 'safari/zebra.jpg', Buffer.from('zebra'));
    const stat = await mc.statObject('minio-photos', 'safari/lion.jpg');
    expect(stat.size).toBe(body.length);
    expect(stat.metaData['content-type']).toBe('image/jpeg');
    expect((await streamBytes(await mc.getObject('minio-photos', 'safari/lion.jpg'))).equals(body)).toBe(true);
    expect(await listNames('minio-photos', 'safari/')).toEqual(['safari/lion.jpg', 'safari/zebra.jpg']);
    await mc.removeObject('minio-photos', 'safari/zebra.jpg');
    expect(await listNames('minio-photos', 'safari/')).toEqual(['safari/lion.jpg']);
  });

  it('signs a GET link anyone can open until it expires', async () => {
    const link = await mc.presignedGetObject('minio-photos', 'safari/lion.jpg', 60);
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(300_000);
    expect((await fetch(link.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`))).status).toBe(403);
  });

  it('builds a browser upload form (presignedPostPolicy) whose content-length-range refuses a larger file', async () => {
    const policy = mc.newPostPolicy();
    policy.setBucket('minio-photos');
    policy.setKeyStartsWith('uploads/');
    policy.setContentLengthRange(1, 1024);
    policy.setExpires(new Date(Date.now() + 10 * 60_000));
    const { postURL, formData } = await mc.presignedPostPolicy(policy);
    const post = (key: string, size: number) => {
      const form = new FormData();
      // The form's `key` holds the policy's prefix: the page fills in the full name.
      for (const [k, v] of Object.entries({ ...formData, key })) form.append(k, String(v));
      form.append('file', new Blob([Buffer.alloc(size, 'f')]), 'note.txt');
      return fetch(postURL, { method: 'POST', body: form });
    };
    const ok = await post('uploads/small.txt', 512);
    expect(ok.status).toBe(204);
    expect((await mc.statObject('minio-photos', 'uploads/small.txt')).size).toBe(512);

    const big = await post('uploads/big.txt', 4096);
    expect(big.status).toBe(400);
    expect(await big.text()).toContain('<Code>EntityTooLarge</Code>');
    expect(await codeOf(mc.statObject('minio-photos', 'uploads/big.txt'))).toBe('NotFound');

    const outside = await post('elsewhere/small.txt', 10);
    expect(outside.status).toBe(403);
    expect(await outside.text()).toContain('Policy Condition failed');
  });

  it('round-trips object tags', async () => {
    await mc.setObjectTagging('minio-photos', 'safari/lion.jpg', { trip: 'mara', year: '2026' });
    const tags = await mc.getObjectTagging('minio-photos', 'safari/lion.jpg');
    // (minio-js's XML parser reads a numeric-looking value as a number.)
    expect(Object.fromEntries(tags.map((t) => [t.Key, String(t.Value)]))).toEqual({ trip: 'mara', year: '2026' });
    await mc.removeObjectTagging('minio-photos', 'safari/lion.jpg', { versionId: '' }); // (no versioning: minio-js sends no versionId for '')
    expect(await mc.getObjectTagging('minio-photos', 'safari/lion.jpg')).toEqual([]);
  });

  it('sets a public-read policy only once Block Public Access is off; then anyone can read', async () => {
    const publicRead = JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Principal: '*', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::minio-photos/safari/*'] }],
    });
    expect(await codeOf(mc.setBucketPolicy('minio-photos', publicRead))).toBe('AccessDenied');
    const anonymousUrl = `${world.s3.url}/minio-photos/safari/lion.jpg`;
    expect((await fetch(anonymousUrl)).status).toBe(403);

    // minio-js has no Block Public Access call: the owner turns it off with the SDK (or the console),
    // for the bucket and, in the console, for the account (on by default too: the bucket's own is not enough).
    await owner.s3().send(new PutPublicAccessBlockCommand({ Bucket: 'minio-photos', PublicAccessBlockConfiguration: { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: false, RestrictPublicBuckets: false } }));
    expect(await codeOf(mc.setBucketPolicy('minio-photos', publicRead))).toBe('AccessDenied');
    await allowPublicBuckets(owner);
    await mc.setBucketPolicy('minio-photos', publicRead);
    expect(JSON.parse(await mc.getBucketPolicy('minio-photos'))).toMatchObject({ Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'] }] });

    const res = await fetch(anonymousUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await res.arrayBuffer()).byteLength).toBe(300_000);
    // Outside the policy's prefix, still private.
    expect((await fetch(`${world.s3.url}/minio-photos/uploads/small.txt`)).status).toBe(403);
  });
});
