import { lastMessageTo, linkTokenIn, userFactory } from '../../../test/harness';
import { totpCode } from '../../account/totp';
import { previousStepCode } from '../../account/two-factor.fixtures';
import { SecurityEventEntity } from '../../audit/security-event.entity';
import { ConsoleCredentialEntity } from '../entities/console-credential.entity';
import { ConsoleEpoch1764400000000 } from '../migrations/1764400000000-ConsoleEpoch';
import { customer, startStorageWorld, type Customer, type StorageWorld } from '../storage-test-kit';

/**
 * Revocable console access and the takeover clean-up, through the real API and real S3 requests
 * against the listener: every console link minted before a password reset or change, a 2FA change,
 * "sign out everywhere" or a token revocation is refused (AccessDenied); a reset (and a change, and
 * 2FA off) also revokes personal access tokens and deactivates S3 keys unless the person unticks
 * it; a token cannot presign; links last at most 12 hours.
 */
jest.setTimeout(120_000);

let world: StorageWorld;
beforeAll(async () => {
  world = await startStorageWorld();
});
afterAll(() => world.close());
afterEach(() => world.server.resetThrottles());

const CREATE_BUCKET = 'mutation ($input: CreateBucketInput!) { createBucket(input: $input) { bucket { name } } }';
const PRESIGN = 'mutation ($input: PresignObjectUrlInput!) { presignObjectUrl(input: $input) { url expiresAt } }';
const CREATE_TOKEN = 'mutation ($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { secret token { id name } } }';
const REVOKE_TOKEN = 'mutation ($input: RevokePersonalAccessTokenInput!) { revokePersonalAccessToken(input: $input) { token { id status } } }';
const NEW_PASSWORD = 'Fresh!Mvua2026';
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

/** A customer with a bucket holding one object, so a console GET link has something to fetch. */
async function withObject(n: number): Promise<Customer & { bucket: string }> {
  const c = await customer(world, n);
  const bucket = `revocation-${n}`;
  expect((await c.client.gql(CREATE_BUCKET, { input: { serviceId: String(c.service.id), name: bucket } })).errors).toBeUndefined();
  const put = await link(c.client, bucket, 'PUT');
  expect((await fetch(put, { method: 'PUT', body: 'Ripoti ya siri' })).status).toBe(200);
  return Object.assign(c, { bucket });
}

async function link(client: Customer['client'], bucket: string, method: 'GET' | 'PUT' = 'GET', expiresInSeconds = 3600): Promise<string> {
  const res = await client.gql(PRESIGN, { input: { bucket, key: 'report.txt', method, expiresInSeconds } });
  if (res.errors) throw new Error(res.errors[0]!.message);
  return res.data.presignObjectUrl.url;
}

/** What the S3 listener answers a console link: 200 with the object, or the S3 error code. */
async function open(url: string): Promise<string> {
  const res = await fetch(url);
  const body = await res.text();
  if (res.status === 200 && body === 'Ripoti ya siri') return 'works';
  return `${res.status} ${/<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? body}`;
}

async function createToken(client: Customer['client'], name: string) {
  const res = await client.gql(CREATE_TOKEN, { input: { name, scope: 'read_write', expiresAt: inDays(30) } });
  if (res.errors) throw new Error(res.errors[0]!.message);
  return res.data.createPersonalAccessToken as { secret: string; token: { id: string; name: string } };
}

const withToken = (secret: string, path = '/api/auth/user') => fetch(world.server.url + path, { headers: { authorization: `Bearer ${secret}` } }).then((r) => r.status);

async function s3Status(c: Customer): Promise<string> {
  try {
    await c.s3().send(new (await import('@aws-sdk/client-s3')).ListBucketsCommand({}));
    return 'works';
  } catch (e) {
    return (e as { name: string }).name;
  }
}

async function resetLink(email: string): Promise<string> {
  expect((await world.server.client().rest('POST', '/api/auth/password-reset/request', { email })).status).toBe(200);
  return linkTokenIn((await lastMessageTo(world.server.db, email, 'password-reset'))!.body);
}

const events = async (userId: number) => (await world.server.db.getRepository(SecurityEventEntity).find({ where: { userId }, order: { id: 'ASC' } })).map((e) => e.action);

describe('a password reset takes back what an intruder may have minted', () => {
  it('kills console links and personal access tokens, deactivates S3 keys, and mails exactly what was taken back', async () => {
    const owner = await withObject(1);
    const { email, username } = userFactory(1);
    const shared = await link(owner.client, owner.bucket);
    const upload = await link(owner.client, owner.bucket, 'PUT');
    const token = await createToken(owner.client, 'intruder-script');
    expect(await open(shared)).toBe('works');
    expect(await withToken(token.secret)).toBe(200);
    expect(await s3Status(owner)).toBe('works');

    const reset = await world.server.client().rest('POST', '/api/auth/password-reset/complete', { token: await resetLink(email), password: NEW_PASSWORD });
    expect(reset.status).toBe(200);

    expect(await open(shared)).toBe('403 AccessDenied');
    expect((await fetch(upload, { method: 'PUT', body: 'overwrite' })).status).toBe(403);
    expect(await withToken(token.secret)).toBe(401);
    expect(await s3Status(owner)).toBe('AccessDenied');

    const mail = (await lastMessageTo(world.server.db, email, 'security-notice'))!;
    expect(mail.subject).toBe('Your Mawingu Cloud password was changed');
    expect(mail.body).toContain(
      'The password of your Mawingu Cloud account was just reset with a link sent to this address.\n\nWhat was taken back:\n' +
        '- Every session was signed out.\n' +
        '- 1 personal access token was revoked: "intruder-script".\n' +
        `- 1 S3 access key was deactivated: "key-read-write-delete" (${owner.key.accessKeyId}).\n` +
        '- Console links (share, download and upload links from the bucket browser) made before this stopped working.',
    );
    expect(await events(owner.userId)).toEqual(
      expect.arrayContaining([
        'Password reset with an e-mail link; every session signed out',
        'Personal access token "intruder-script" revoked',
        `API key "key-read-write-delete" deactivated (${owner.key.accessKeyId})`,
        'Console links revoked: earlier share, download and upload links stop working',
      ]),
    );

    // The owner signs in with the new password: new links work, the old ones stay dead.
    const again = world.server.client();
    expect((await again.login(username, NEW_PASSWORD)).status).toBe(200);
    expect(await open(await link(again, owner.bucket))).toBe('works');
    expect(await open(shared)).toBe('403 AccessDenied');
  });

  it("honours the choice to keep tokens and keys (the console's links end all the same)", async () => {
    const owner = await withObject(2);
    const { email } = userFactory(2);
    const shared = await link(owner.client, owner.bucket);
    const token = await createToken(owner.client, 'nightly-backup');

    const res = await world.server.client().gql('mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }', {
      input: { token: await resetLink(email), password: NEW_PASSWORD, revokeTokensAndKeys: false },
    });
    expect(res.errors).toBeUndefined();

    expect(await open(shared)).toBe('403 AccessDenied');
    expect(await withToken(token.secret)).toBe(200);
    expect(await s3Status(owner)).toBe('works');
    const mail = (await lastMessageTo(world.server.db, email, 'security-notice'))!;
    expect(mail.body).toContain(
      '- Every session was signed out.\n' +
        '- As you chose, personal access tokens and S3 access keys were kept: 1 personal access token and 1 S3 access key still work. Check them under Security in the dashboard.\n' +
        '- Console links (share, download and upload links from the bucket browser) made before this stopped working.',
    );
    expect(await events(owner.userId)).not.toContain('Personal access token "nightly-backup" revoked');
  });

  it('refuses anything but true or false for the choice, without using up the link', async () => {
    const { email } = userFactory(3);
    await customer(world, 3);
    const token = await resetLink(email);
    const bad = await world.server.client().rest('POST', '/api/auth/password-reset/complete', { token, password: NEW_PASSWORD, revokeTokensAndKeys: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('revokeTokensAndKeys must be true or false');
    expect((await world.server.client().rest('POST', '/api/auth/password-reset/complete', { token, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('console links die with every change that revokes access', () => {
  it('"sign out everywhere", a token revoked, 2FA on, 2FA off and a password change each end the links made before', async () => {
    const owner = await withObject(4);
    const { password } = userFactory(4);
    const c = owner.client;
    let secret = '';
    const steps: [string, () => Promise<unknown>][] = [
      ['sign out everywhere', () => c.gql('mutation { revokeOtherSessions { revokedCount } }')],
      [
        'token revoked',
        async () => {
          const t = await createToken(c, 'short-lived');
          return c.gql(REVOKE_TOKEN, { input: { id: t.token.id } });
        },
      ],
      [
        '2FA on',
        async () => {
          secret = (await c.gql('mutation { startTwoFactorEnrolment { secret } }')).data.startTwoFactorEnrolment.secret;
          return c.gql('mutation ($code: String!) { confirmTwoFactor(input: { code: $code }) { recoveryCodes } }', { code: await previousStepCode(secret) });
        },
      ],
      [
        '2FA off, keeping tokens and keys',
        async () =>
          c.gql('mutation ($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { user { twoFactorEnabled } } }', {
            input: { password, code: await totpCode(secret, Math.floor(Date.now() / 1000)), revokeTokensAndKeys: false },
          }),
      ],
      [
        'password change',
        () => c.gql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { success } }', { input: { currentPassword: password, newPassword: NEW_PASSWORD } }),
      ],
    ];
    const seen: Record<string, string[]> = {};
    for (const [name, act] of steps) {
      const before = await link(c, owner.bucket);
      const opened = await open(before);
      const res = (await act()) as { errors?: unknown };
      expect([name, res.errors]).toEqual([name, undefined]);
      seen[name] = [opened, await open(before), await open(await link(c, owner.bucket))];
    }
    expect(seen).toEqual(Object.fromEntries(steps.map(([name]) => [name, ['works', '403 AccessDenied', 'works']])));
    // 2FA off kept the key as asked; the password change (default) deactivated it.
    const actions = await events(owner.userId);
    expect(actions.filter((a) => a.startsWith('API key "key-read-write-delete" deactivated'))).toHaveLength(1);
    expect(actions.filter((a) => a === 'Console links revoked: earlier share, download and upload links stop working')).toHaveLength(steps.length);
    expect(await world.server.db.getRepository(ConsoleCredentialEntity).findOneByOrFail({ userId: owner.userId })).toMatchObject({ epoch: steps.length, rotatedAt: expect.any(Date) });
    expect(await s3Status(owner)).toBe('AccessDenied');
    const mail = (await lastMessageTo(world.server.db, userFactory(4).email, 'security-notice'))!;
    expect(mail.body).toContain(`- Every other session was signed out.\n- No personal access token was live: none was revoked.\n- 1 S3 access key was deactivated: "key-read-write-delete" (${owner.key.accessKeyId}).`);
  });

  it('a sign-out of this session alone, or a key created, leaves the links alone', async () => {
    const owner = await withObject(5);
    const before = await link(owner.client, owner.bucket);
    await owner.client.gql('mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } } }', { input: { name: 'another', permissions: ['read'] } });
    expect(await open(before)).toBe('works');
    await owner.client.gql('mutation { logout { success } }');
    expect(await open(before)).toBe('works');
  });
});

describe('presigning', () => {
  it('needs a session: a personal access token (even read-write) gets FORBIDDEN', async () => {
    const owner = await withObject(6);
    const token = await createToken(owner.client, 'ci');
    const res = await fetch(`${world.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.secret}` },
      body: JSON.stringify({ query: PRESIGN, variables: { input: { bucket: owner.bucket, key: 'report.txt', method: 'GET' } } }),
    });
    const body = (await res.json()) as { data: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: 'Personal access tokens cannot create console links (share, download or upload links). Sign in to the dashboard, or sign requests with an S3 access key.',
      extensions: { code: 'FORBIDDEN' },
    });
    // The token still reads what it may.
    const list = await fetch(`${world.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.secret}` },
      body: JSON.stringify({ query: '{ bucketObjects(bucket: "revocation-6") { objects { key } } }' }),
    });
    expect(((await list.json()) as { data: { bucketObjects: unknown } }).data.bucketObjects).toEqual({ objects: [{ key: 'report.txt' }] });
  });

  it('gives links of at most 12 hours', async () => {
    const owner = await withObject(7);
    const longest = await owner.client.gql(PRESIGN, { input: { bucket: owner.bucket, key: 'report.txt', method: 'GET', expiresInSeconds: 12 * 3600 } });
    expect(new Date(longest.data.presignObjectUrl.expiresAt).getTime() - Date.now()).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(longest.data.presignObjectUrl.url).toContain('X-Amz-Expires=43200');
    for (const expiresInSeconds of [12 * 3600 + 1, 86_400, 604_800]) {
      const res = await owner.client.gql(PRESIGN, { input: { bucket: owner.bucket, key: 'report.txt', method: 'GET', expiresInSeconds } });
      expect(res.errors?.[0]).toMatchObject({ message: 'Links last at most 12 hours', extensions: { code: 'BAD_USER_INPUT', field: 'expiresInSeconds' } });
    }
  });
});

describe('the upgrade', () => {
  it('moves existing console credentials to a new epoch, so the 7-day links made before it end', async () => {
    const owner = await withObject(8);
    const old = await link(owner.client, owner.bucket);
    const migration = new ConsoleEpoch1764400000000();
    const qr = world.server.db.createQueryRunner();
    try {
      await migration.down(qr);
      await migration.up(qr);
    } finally {
      await qr.release();
    }
    expect(await open(old)).toBe('403 AccessDenied');
    expect(await world.server.db.getRepository(ConsoleCredentialEntity).findOneByOrFail({ userId: owner.userId })).toMatchObject({ epoch: 1, rotatedAt: expect.any(Date) });
    expect(await open(await link(owner.client, owner.bucket))).toBe('works');
  });
});
