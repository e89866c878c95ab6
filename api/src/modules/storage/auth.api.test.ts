import { CopyObjectCommand, CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ApiKeyEntity } from '../account/api-key.entity';
import { customer, newKey, s3Client, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(60_000);

let world: StorageWorld;
let owner: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  const s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'auth-bucket' }));
  await s3.send(new PutObjectCommand({ Bucket: 'auth-bucket', Key: 'secret.txt', Body: 'siri' }));
});
afterAll(() => world.close());

const STATUS = 'mutation ($input: SetApiKeyStatusInput!) { setApiKeyStatus(input: $input) { apiKey { id status } } }';
const REVOKE = 'mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { success } }';
const read = (c: ReturnType<typeof s3Client>) => c.send(new GetObjectCommand({ Bucket: 'auth-bucket', Key: 'secret.txt' }));

async function xmlError(res: Response) {
  const text = await res.text();
  return { status: res.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1], text };
}

describe('SigV4 refusals', () => {
  it('refuses anonymous requests and unknown keys with AccessDenied', async () => {
    const anon = await xmlError(await fetch(`${world.s3.url}/auth-bucket/secret.txt`));
    expect(anon).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(anon.text).not.toMatch(/stack|at \w+ \(/);
    const unknown = s3Client(world, { accessKeyId: 'MWKAAAAAAAAAAAAAAAAA', secretAccessKey: 'x'.repeat(40) });
    await expect(read(unknown)).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
  });

  it('refuses a wrong secret with SignatureDoesNotMatch', async () => {
    const wrong = s3Client(world, { accessKeyId: owner.key.accessKeyId, secretAccessKey: owner.key.secretAccessKey.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) });
    await expect(read(wrong)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
  });

  it('refuses expired, deactivated and revoked keys; records the last use', async () => {
    const key = await newKey(owner.client, ['read'], 'short-lived');
    const c = s3Client(world, key);
    expect(await (await read(c)).Body!.transformToString()).toBe('siri');
    const row = await world.server.db.getRepository(ApiKeyEntity).findOneByOrFail({ accessKeyId: key.accessKeyId });
    expect(row.lastUsedAt).not.toBeNull();

    await world.server.db.getRepository(ApiKeyEntity).update(row.id, { expiresAt: new Date(Date.now() - 1000) });
    await expect(read(c)).rejects.toMatchObject({ name: 'AccessDenied' });
    await world.server.db.getRepository(ApiKeyEntity).update(row.id, { expiresAt: null });
    await read(c);

    await owner.client.gql(STATUS, { input: { id: key.id, status: 'inactive' } });
    await expect(read(c)).rejects.toMatchObject({ name: 'AccessDenied' });
    await owner.client.gql(STATUS, { input: { id: key.id, status: 'active' } });
    await read(c);

    await owner.client.gql(REVOKE, { input: { id: key.id, confirmName: 'short-lived' } });
    await expect(read(c)).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('enforces read, write and delete permissions per operation', async () => {
    const readOnly = s3Client(world, await newKey(owner.client, ['read'], 'reader'));
    await read(readOnly);
    await readOnly.send(new ListObjectsV2Command({ Bucket: 'auth-bucket' }));
    await expect(readOnly.send(new PutObjectCommand({ Bucket: 'auth-bucket', Key: 'w.txt', Body: 'x' }))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(readOnly.send(new CreateBucketCommand({ Bucket: 'reader-bucket' }))).rejects.toMatchObject({ name: 'AccessDenied' });
    const writeOnly = s3Client(world, await newKey(owner.client, ['write'], 'writer'));
    await writeOnly.send(new PutObjectCommand({ Bucket: 'auth-bucket', Key: 'w.txt', Body: 'x' }));
    await expect(read(writeOnly)).rejects.toMatchObject({ name: 'AccessDenied' });
    // A copy reads its source: write alone is not enough.
    await expect(writeOnly.send(new CopyObjectCommand({ Bucket: 'auth-bucket', Key: 'c.txt', CopySource: 'auth-bucket/secret.txt' }))).rejects.toMatchObject({ name: 'AccessDenied' });
    const del = await fetch(`${world.s3.url}/auth-bucket/w.txt`, { method: 'DELETE' });
    expect(del.status).toBe(403);
  });

  it('refuses a clock more than 15 minutes off (RequestTimeTooSkewed), accepts 10 minutes', async () => {
    await expect(read(owner.s3({ systemClockOffset: -20 * 60_000 }))).rejects.toMatchObject({ name: 'RequestTimeTooSkewed', $metadata: { httpStatusCode: 403 } });
    await expect(read(owner.s3({ systemClockOffset: 20 * 60_000 }))).rejects.toMatchObject({ name: 'RequestTimeTooSkewed' });
    await read(owner.s3({ systemClockOffset: 10 * 60_000 }));
  });

  it('honours presigned URLs and refuses tampered or expired ones', async () => {
    const s3 = owner.s3();
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'auth-bucket', Key: 'secret.txt' }), { expiresIn: 300 });
    expect(await (await fetch(url)).text()).toBe('siri');
    const otherKey = url.replace('/secret.txt?', '/w.txt?');
    expect(await xmlError(await fetch(otherKey))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const longer = url.replace('X-Amz-Expires=300', 'X-Amz-Expires=3000');
    expect(await xmlError(await fetch(longer))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const sig = new URL(url).searchParams.get('X-Amz-Signature')!;
    const flipped = url.replace(sig, sig.slice(0, -1) + (sig.endsWith('0') ? '1' : '0'));
    expect(await xmlError(await fetch(flipped))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    // The holder of a GET link cannot turn it into something else with unsigned x-amz headers.
    expect(await xmlError(await fetch(url, { headers: { 'x-amz-copy-source': '/auth-bucket/secret.txt' } }))).toMatchObject({ status: 403, code: 'AccessDenied' });
    const old = await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'auth-bucket', Key: 'secret.txt' }), { expiresIn: 60, signingDate: new Date(Date.now() - 3600_000) });
    const expired = await xmlError(await fetch(old));
    expect(expired).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(expired.text).toContain('Request has expired');
    const put = await getSignedUrl(s3, new PutObjectCommand({ Bucket: 'auth-bucket', Key: 'via-link.txt' }), { expiresIn: 60 });
    expect((await fetch(put, { method: 'PUT', body: 'from a link' })).status).toBe(200);
    expect(await (await read(s3).then(() => s3.send(new GetObjectCommand({ Bucket: 'auth-bucket', Key: 'via-link.txt' })))).Body!.transformToString()).toBe('from a link');
  });

  it('answers X-Amz-Expires of 0, negative or above a week as S3 does', async () => {
    const s3 = owner.s3();
    const link = (expiresIn: number) => getSignedUrl(s3, new GetObjectCommand({ Bucket: 'auth-bucket', Key: 'secret.txt' }), { expiresIn });
    // A week is the longest link S3 signs; one second more is refused before the signature is checked.
    expect(await (await fetch(await link(604800))).text()).toBe('siri');
    const tooLong = await xmlError(await fetch((await link(60)).replace('X-Amz-Expires=60', 'X-Amz-Expires=604801')));
    expect(tooLong).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
    expect(tooLong.text).toContain('X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds');
    const negative = await xmlError(await fetch((await link(60)).replace('X-Amz-Expires=60', 'X-Amz-Expires=-1')));
    expect(negative).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
    expect(negative.text).toContain('X-Amz-Expires must be non-negative');
    // 0 is well-formed, and expired from its first second.
    const zero = await xmlError(await fetch((await link(60)).replace('X-Amz-Expires=60', 'X-Amz-Expires=0')));
    expect(zero).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(zero.text).toContain('Request has expired');
  });

  it('answers Signature Version 2 with InvalidRequest, and someone else\'s bucket with AccessDenied', async () => {
    const v2 = await xmlError(await fetch(`${world.s3.url}/auth-bucket/secret.txt`, { headers: { authorization: 'AWS MWKAAAAAAAAAAAAAAAAA:abc=' } }));
    expect(v2).toMatchObject({ status: 400, code: 'InvalidRequest' });
    const other = await customer(world, 2);
    await expect(other.s3().send(new GetObjectCommand({ Bucket: 'auth-bucket', Key: 'secret.txt' }))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(other.s3().send(new ListObjectsV2Command({ Bucket: 'no-such-bucket-here' }))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
