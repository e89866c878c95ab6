import {
  CreateBucketCommand,
  GetBucketPolicyStatusCommand,
  GetPublicAccessBlockCommand,
  PutBucketAclCommand,
  PutBucketPolicyCommand,
  PutObjectAclCommand,
  PutObjectCommand,
  PutPublicAccessBlockCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { accountFlags, customer, putAccountBlock, s3Failure, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

jest.setTimeout(120_000);

/**
 * Account-level Block Public Access (#30 item 1): four flags per account, on by default, OR'd with
 * each bucket's own. While the account blocks, a bucket whose own block is off still refuses a
 * public policy and serves nothing anonymously; turning the account setting off (typed confirm,
 * security event) lets the bucket's flags decide; turning it back on stops anonymous reads at once.
 */
let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1);
  s3 = owner.s3();
});
afterAll(() => world.close());

const READ = `{ accountPublicAccessBlock { id blockPublicAcls ignorePublicAcls blockPublicPolicy restrictPublicBuckets updatedAt } }`;
const PUT = `mutation ($input: PutAccountPublicAccessBlockInput!) { putAccountPublicAccessBlock(input: $input) { accountPublicAccessBlock { id blockPublicAcls ignorePublicAcls blockPublicPolicy restrictPublicBuckets } } }`;
const BUCKET = `query ($bucket: String!) { bucketPublicAccess(bucket: $bucket) { isPublic blockedByAccount blockPublicPolicy restrictPublicBuckets } }`;
const SET_BUCKET = `mutation ($input: SetBucketPublicAccessInput!) { setBucketPublicAccess(input: $input) { publicAccess { isPublic } } }`;
const EVENTS = '{ securityEvents(first: 50) { nodes { type action actionCode severity } } }';

const policy = (bucket: string) => JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${bucket}/*` }] });
const UNBLOCKED = { BlockPublicAcls: false, IgnorePublicAcls: false, BlockPublicPolicy: false, RestrictPublicBuckets: false };
/** An unsigned request, as anyone on the internet sends it. */
const anonymous = async (p: string) => {
  const res = await fetch(`${world.s3.url}${p}`);
  const body = await res.text();
  return { status: res.status, code: /<Code>([^<]+)<\/Code>/.exec(body)?.[1], body };
};
const isPublicStatus = async (bucket: string) => (await s3.send(new GetBucketPolicyStatusCommand({ Bucket: bucket }))).PolicyStatus?.IsPublic;

describe('account-level Block Public Access', () => {
  it('is on for every account by default', async () => {
    const res = await owner.client.gql(READ);
    expect(res.errors).toBeUndefined();
    expect(res.data.accountPublicAccessBlock).toEqual({ id: String(owner.userId), ...accountFlags(true), updatedAt: null });
  });

  it('while on, a bucket whose own block is off still refuses a public policy and public ACLs, and serves nothing anonymously', async () => {
    await s3.send(new CreateBucketCommand({ Bucket: 'acct-site' }));
    await s3.send(new PutObjectCommand({ Bucket: 'acct-site', Key: 'index.txt', Body: 'hello from the account test', ContentType: 'text/plain' }));
    await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'acct-site', PublicAccessBlockConfiguration: UNBLOCKED }));
    // GetPublicAccessBlock answers the bucket's own flags, as S3 does.
    expect((await s3.send(new GetPublicAccessBlockCommand({ Bucket: 'acct-site' }))).PublicAccessBlockConfiguration).toEqual(UNBLOCKED);

    expect(await s3Failure(s3.send(new PutBucketPolicyCommand({ Bucket: 'acct-site', Policy: policy('acct-site') })))).toEqual(['AccessDenied', 403]);
    expect(await s3Failure(s3.send(new PutBucketAclCommand({ Bucket: 'acct-site', ACL: 'public-read' })))).toEqual(['AccessDenied', 403]);
    expect(await s3Failure(s3.send(new PutObjectAclCommand({ Bucket: 'acct-site', Key: 'index.txt', ACL: 'public-read' })))).toEqual(['AccessDenied', 403]);
    expect(await anonymous('/acct-site/index.txt')).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(await anonymous('/acct-site?list-type=2')).toMatchObject({ status: 403, code: 'AccessDenied' });

    // The console says why, and refuses to make it public without changing anything.
    expect((await owner.client.gql(BUCKET, { bucket: 'acct-site' })).data.bucketPublicAccess).toEqual({ isPublic: false, blockedByAccount: true, blockPublicPolicy: false, restrictPublicBuckets: false });
    const refused = await owner.client.gql(SET_BUCKET, { input: { bucket: 'acct-site', public: true, confirm: 'acct-site' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toMatch(/account's BlockPublicPolicy/);
    expect((await s3.send(new GetPublicAccessBlockCommand({ Bucket: 'acct-site' }))).PublicAccessBlockConfiguration).toEqual(UNBLOCKED);
  });

  it('turning it off needs the typed confirm and a signed-in session, and is in the security log', async () => {
    const unconfirmed = await owner.client.gql(PUT, { input: { ...accountFlags(false), confirm: 'yes' } });
    expect(unconfirmed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirm' });
    const missing = await owner.client.gql(PUT, { input: { ...accountFlags(true), blockPublicPolicy: false } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirm' });
    const notBool = await owner.client.gql(PUT, { input: { ...accountFlags(true), blockPublicPolicy: 'no' } });
    expect(notBool.errors?.[0]).toBeDefined();

    // A personal access token may read the setting, not change it.
    const token = await owner.client.gql('mutation ($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret } }', {
      input: { name: 'ci', scope: 'read_write', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const withToken = async (query: string, variables?: object) => {
      const res = await fetch(`${world.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token.data.createPersonalAccessToken.secret}` }, body: JSON.stringify({ query, variables }) });
      return (await res.json()) as { data: Record<string, unknown> | null; errors?: { message: string; extensions: { code: string } }[] };
    };
    expect((await withToken(READ)).data?.accountPublicAccessBlock).toMatchObject(accountFlags(true));
    const byToken = await withToken(PUT, { input: { ...accountFlags(false), confirm: 'confirm' } });
    expect(byToken.errors?.[0]).toMatchObject({ message: 'Personal access tokens cannot change Block Public Access for the account. Sign in to the dashboard.', extensions: { code: 'FORBIDDEN' } });
    expect((await owner.client.gql(READ)).data.accountPublicAccessBlock).toMatchObject(accountFlags(true));

    const off = await owner.client.gql(PUT, { input: { ...accountFlags(false), confirm: ' Confirm ' } });
    expect(off.errors).toBeUndefined();
    expect(off.data.putAccountPublicAccessBlock.accountPublicAccessBlock).toEqual({ id: String(owner.userId), ...accountFlags(false) });
    expect((await owner.client.gql(READ)).data.accountPublicAccessBlock.updatedAt).not.toBeNull();
    const events = (await owner.client.gql(EVENTS)).data.securityEvents.nodes as { type: string; action: string; actionCode: string | null; severity: string }[];
    expect(events.filter((e) => e.type === 's3_account')).toEqual([
      {
        type: 's3_account',
        action: 'Block Public Access for the account turned off: BlockPublicAcls, IgnorePublicAcls, BlockPublicPolicy, RestrictPublicBuckets (buckets of the account may be made public)',
        actionCode: 'eventAccountBlockOff',
        severity: 'high',
      },
    ]);
    // Another account keeps its own default.
    const other = await customer(world, 2);
    expect((await other.client.gql(READ)).data.accountPublicAccessBlock).toEqual({ id: String(other.userId), ...accountFlags(true), updatedAt: null });
  });

  it('once off, the public policy is accepted and anyone can GET; RestrictPublicBuckets and IgnorePublicAcls turned back on stop anonymous reads at once', async () => {
    await s3.send(new PutBucketPolicyCommand({ Bucket: 'acct-site', Policy: policy('acct-site') }));
    expect(await isPublicStatus('acct-site')).toBe(true);
    expect(await anonymous('/acct-site/index.txt')).toMatchObject({ status: 200, body: 'hello from the account test' });
    expect((await owner.client.gql(BUCKET, { bucket: 'acct-site' })).data.bucketPublicAccess).toMatchObject({ isPublic: true, blockedByAccount: false });

    // A second bucket made public through its ACLs only.
    await s3.send(new CreateBucketCommand({ Bucket: 'acct-acl' }));
    await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'acct-acl', PublicAccessBlockConfiguration: UNBLOCKED }));
    await s3.send(new PutBucketAclCommand({ Bucket: 'acct-acl', ACL: 'public-read' }));
    await s3.send(new PutObjectCommand({ Bucket: 'acct-acl', Key: 'photo.txt', Body: 'photo', ACL: 'public-read' }));
    expect(await anonymous('/acct-acl/photo.txt')).toMatchObject({ status: 200, body: 'photo' });
    expect((await anonymous('/acct-acl?list-type=2')).status).toBe(200);

    // Turning a flag on needs no confirm; its effect is immediate for every bucket.
    await expect(putAccountBlock(owner, { ...accountFlags(false), restrictPublicBuckets: true })).resolves.toMatchObject({ restrictPublicBuckets: true });
    expect(await anonymous('/acct-site/index.txt')).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(await isPublicStatus('acct-site')).toBe(false);
    expect((await owner.client.gql(BUCKET, { bucket: 'acct-site' })).data.bucketPublicAccess).toEqual({ isPublic: false, blockedByAccount: true, blockPublicPolicy: false, restrictPublicBuckets: false });
    expect(await anonymous('/acct-acl/photo.txt')).toMatchObject({ status: 200 }); // ACL grants are IgnorePublicAcls' business
    // The console will not write a public policy that the account would ignore.
    const ignored = await owner.client.gql(SET_BUCKET, { input: { bucket: 'acct-acl', public: true, confirm: 'acct-acl' } });
    expect(ignored.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(ignored.errors?.[0]?.message).toMatch(/would be ignored because of the account's RestrictPublicBuckets/);

    const onAgain = await owner.client.gql(PUT, { input: { ...accountFlags(false), restrictPublicBuckets: true, ignorePublicAcls: true } });
    expect(onAgain.errors).toBeUndefined();
    expect(await anonymous('/acct-acl/photo.txt')).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(await anonymous('/acct-acl?list-type=2')).toMatchObject({ status: 403, code: 'AccessDenied' });
    const buckets = await owner.client.gql('query ($id: ID!) { serviceBuckets(serviceId: $id) { buckets { name isPublic } } }', { id: String(owner.service.id) });
    expect(buckets.data.serviceBuckets.buckets).toEqual([
      { name: 'acct-acl', isPublic: false },
      { name: 'acct-site', isPublic: false },
    ]);
    const events = (await owner.client.gql(EVENTS)).data.securityEvents.nodes as { action: string; actionCode: string | null; severity: string }[];
    expect(events.filter((e) => e.actionCode === 'eventAccountBlockOn').map((e) => [e.action, e.severity])).toEqual([
      ['Block Public Access for the account turned on: IgnorePublicAcls', 'low'],
      ['Block Public Access for the account turned on: RestrictPublicBuckets', 'low'],
    ]);

    // Everything back on: the stored policy and ACLs stay, and count for nothing.
    await putAccountBlock(owner, accountFlags(true));
    expect(await anonymous('/acct-site/index.txt')).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(await s3Failure(s3.send(new PutBucketPolicyCommand({ Bucket: 'acct-site', Policy: policy('acct-site') })))).toEqual(['AccessDenied', 403]);
  });
});
