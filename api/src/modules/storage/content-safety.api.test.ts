import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * Customer content never acts as a page of ours: every GET and HEAD says nosniff and a sandbox CSP,
 * and types a browser would render as a page (HTML, SVG, XML) are downloaded, whatever the
 * uploader's Content-Type or a presigned link's response-* overrides ask for.
 */
jest.setTimeout(60_000);

let world: StorageWorld;
let owner: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  const s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'content' }));
  const put = (Key: string, ContentType: string, Body: string) => s3.send(new PutObjectCommand({ Bucket: 'content', Key, ContentType, Body }));
  await put('site/index.html', 'text/html; charset=utf-8', '<script>document.cookie</script>');
  await put('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  await put('feed.xml', 'application/rss+xml', '<rss/>');
  await put('data.xml', 'text/xml', '<a/>');
  await put('photo.png', 'image/png', 'PNG');
  await put('notes.txt', 'text/plain', 'hello');
});
afterAll(() => world.close());

/** A fetch whose body is read to the end (an unread body keeps its connection busy and the server from closing). */
async function fetchAll(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return res;
}

const get = (Key: string) => owner.s3().send(new GetObjectCommand({ Bucket: 'content', Key }));

describe('content served from the S3 endpoint', () => {
  it.each(['site/index.html', 'logo.svg', 'feed.xml', 'data.xml'])('downloads %s as an attachment, sandboxed and not sniffed', async (key) => {
    const res = await fetchAll(await getSignedUrl(owner.s3(), new GetObjectCommand({ Bucket: 'content', Key: key }), { expiresIn: 60 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${key.split('/').pop()}`);
  });

  it('leaves other types inline (an image in an <img>, a text file) but still nosniff and sandboxed', async () => {
    for (const key of ['photo.png', 'notes.txt']) {
      const res = await get(key);
      expect(res.ContentDisposition).toBeUndefined();
      expect(res.$metadata.httpStatusCode).toBe(200);
      const raw = await fetchAll(await getSignedUrl(owner.s3(), new HeadObjectCommand({ Bucket: 'content', Key: key }), { expiresIn: 60 }), { method: 'HEAD' });
      expect([raw.headers.get('x-content-type-options'), raw.headers.get('content-security-policy')]).toEqual(['nosniff', 'sandbox']);
    }
  });

  it('keeps a presigned link from turning content into an inline page', async () => {
    const inline = await getSignedUrl(owner.s3(), new GetObjectCommand({ Bucket: 'content', Key: 'site/index.html', ResponseContentDisposition: 'inline' }), { expiresIn: 60 });
    expect((await fetchAll(inline)).headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''index.html");
    const retyped = await getSignedUrl(owner.s3(), new GetObjectCommand({ Bucket: 'content', Key: 'notes.txt', ResponseContentType: 'text/html' }), { expiresIn: 60 });
    const res = await fetchAll(retyped);
    expect([res.headers.get('content-type'), res.headers.get('content-disposition')]).toEqual(['text/html', "attachment; filename*=UTF-8''notes.txt"]);
    // A download name the owner chose is kept.
    const named = await getSignedUrl(owner.s3(), new GetObjectCommand({ Bucket: 'content', Key: 'logo.svg', ResponseContentDisposition: 'attachment; filename="brand.svg"' }), { expiresIn: 60 });
    expect((await fetchAll(named)).headers.get('content-disposition')).toBe('attachment; filename="brand.svg"');
  });
});
