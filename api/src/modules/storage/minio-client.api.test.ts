import * as Minio from 'minio';
import { customer, startS3World, type Customer, type S3World } from './storage-test-kit';

jest.setTimeout(120_000);

/**
 * The npm `minio` client (minio-js), as a Node.js application uses it, on both planes (the api and
 * api-ceph projects): ordinary transfers, a presigned GET, a browser form built by
 * `presignedPostPolicy` with a content-length-range, and object tagging. Its public bucket policy
 * (Block Public Access first) is embedded-only: minio-public.api.test.ts.
 */
let world: S3World;
let owner: Customer;
let mc: Minio.Client;
beforeAll(async () => {
  world = await startS3World();
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

describe(`the minio npm client against ${process.env.STORAGE_TEST_PLANE === 'ceph' ? 'Ceph RGW' : 'the gateway'}`, () => {
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
    const signed = await mc.presignedPostPolicy(policy);
    const { formData } = signed;
    // RGW finds the bucket of a form upload before it reads the form's credentials, so in a
    // customer's tenant the form must name it `tenant:bucket` (docs/storage.md).
    // The tenant is the customer's storageEndpoint.tenant (null on the embedded plane).
    const { tenant } = (await owner.client.gql('{ storageEndpoint { tenant } }')).data.storageEndpoint;
    expect(tenant === null).toBe(world.plane === 'embedded');
    const postURL = tenant ? signed.postURL.replace('/minio-photos', `/${tenant}:minio-photos`) : signed.postURL;
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
    // (RGW words it "Policy condition failed".)
    expect(await outside.text()).toMatch(/Policy condition failed/i);
  });

  it('round-trips object tags', async () => {
    await mc.setObjectTagging('minio-photos', 'safari/lion.jpg', { trip: 'mara', year: '2026' });
    const tags = await mc.getObjectTagging('minio-photos', 'safari/lion.jpg');
    // (minio-js's XML parser reads a numeric-looking value as a number.)
    expect(Object.fromEntries(tags.map((t) => [t.Key, String(t.Value)]))).toEqual({ trip: 'mara', year: '2026' });
    await mc.removeObjectTagging('minio-photos', 'safari/lion.jpg', { versionId: '' }); // (no versioning: minio-js sends no versionId for '')
    expect(await mc.getObjectTagging('minio-photos', 'safari/lion.jpg')).toEqual([]);
  });
});
