import { PutPublicAccessBlockCommand } from '@aws-sdk/client-s3';
import * as Minio from 'minio';
import { allowPublicBuckets, customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

/**
 * The npm `minio` client's public bucket policy against the embedded gateway: refused while Block
 * Public Access is on (the bucket's and the account's, both on by default), then anyone reads under
 * the policy's prefix. On Ceph a customer's key may not set a bucket policy (docs/storage.md); the
 * client's everyday calls run on both planes in minio-client.api.test.ts.
 */
let world: StorageWorld;
let owner: Customer;
let mc: Minio.Client;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  const url = new URL(world.s3.url);
  mc = new Minio.Client({ endPoint: url.hostname, port: Number(url.port), useSSL: false, accessKey: owner.key.accessKeyId, secretKey: owner.key.secretAccessKey, region: 'nbo1', pathStyle: true });
  await mc.makeBucket('minio-photos', 'nbo1');
  await mc.putObject('minio-photos', 'safari/lion.jpg', Buffer.alloc(300_000, 'm'), 300_000, { 'Content-Type': 'image/jpeg' });
  await mc.putObject('minio-photos', 'uploads/small.txt', Buffer.from('small'));
});
afterAll(() => world.close());

/** The S3 error code minio-js reports for a refused call. */
const codeOf = (p: Promise<unknown>) => p.then(() => 'no error', (e: { code?: string }) => e.code ?? String(e));

describe('the minio npm client and public access', () => {
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
