import crypto from 'node:crypto';
import { resetConfig } from '../config/config';
import { resetSecretsKeyring, secretsKeyring } from '../common/secrets';
import { authenticateAccessKey } from '../modules/account/api-keys.service';
import { ApiKeyEntity } from '../modules/account/api-key.entity';
import { enrolTwoFactor } from '../modules/account/two-factor.fixtures';
import { totpCode } from '../modules/account/totp';
import { UserEntity } from '../modules/auth/user.entity';
import { seedUser, signedIn, startTestServer, type TestServer } from '../test/harness';
import { rotateSecrets } from './secret-rotation';

/**
 * `npm run rotate-secrets` (its logic): every stored secret re-sealed with the new SECRETS_KEY,
 * v1 values migrated, in committed pages that a second run continues, and what the customers use
 * (S3 keys, 2FA codes, recovery codes) keeps working throughout.
 */
jest.setTimeout(90_000);

const OLD = process.env.SECRETS_KEY!;
const NEW = crypto.randomBytes(32).toString('base64');
const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secretAccessKey apiKey { accessKeyId } } }`;

function useKeys(current: string, previous?: string) {
  process.env.SECRETS_KEY = current;
  if (previous) process.env.SECRETS_KEY_PREVIOUS = previous;
  else delete process.env.SECRETS_KEY_PREVIOUS;
  resetConfig();
  resetSecretsKeyring();
}

/** The v1 format of the first releases: AES-256-GCM under SHA-256(key), no key id, no binding. */
function sealV1(plain: string, hexKey: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', crypto.createHash('sha256').update(Buffer.from(hexKey, 'hex')).digest(), iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

let server: TestServer;
beforeAll(async () => {
  useKeys(OLD);
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  useKeys(OLD);
});

describe('rotating SECRETS_KEY', () => {
  it('re-seals every secret with the new key (v1 values too), resumably and idempotently; keys, 2FA and recovery codes keep working', async () => {
    // Five S3 keys and a 2FA account sealed under the old key; two keys still in the v1 format.
    const { client } = await signedIn(server, 1);
    const keys: { accessKeyId: string; secret: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.gql(CREATE_KEY, { input: { name: `k${i}`, permissions: ['read'] } });
      keys.push({ accessKeyId: res.data.createApiKey.apiKey.accessKeyId, secret: res.data.createApiKey.secretAccessKey });
    }
    for (const k of keys.slice(0, 2)) await server.db.getRepository(ApiKeyEntity).update({ accessKeyId: k.accessKeyId }, { secretEnc: sealV1(k.secret, OLD) });
    const person = await seedUser(server.db, 2);
    const { secret: totpSecret, recoveryCodes } = await enrolTwoFactor(server, person);
    const oldId = secretsKeyring().current.id;

    // The operator switches every process to the new key, the old one kept for reading.
    useKeys(NEW, OLD);
    const newId = secretsKeyring().current.id;
    expect(newId).not.toBe(oldId);

    // A run interrupted after its first page (2 rows) keeps what that page committed…
    await expect(
      rotateSecrets(server.db, {
        batchSize: 2,
        onBatch: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const sealed = async () => (await server.db.getRepository(ApiKeyEntity).find({ order: { id: 'ASC' } })).map((k) => k.secretEnc);
    expect((await sealed()).map((s) => s.split('.').slice(0, 2).join('.'))).toEqual([`v2.${newId}`, `v2.${newId}`, `v2.${oldId}`, `v2.${oldId}`, `v2.${oldId}`]);

    // …and the next run goes on from there.
    const report = await rotateSecrets(server.db, { batchSize: 2 });
    expect(report).toEqual({
      keyId: newId,
      columns: [
        { label: 'api_keys.secret_enc', resealed: 3, current: 2, changedMeanwhile: 0, failed: [] },
        { label: 'users.totp_secret_enc', resealed: 1, current: 0, changedMeanwhile: 0, failed: [] },
      ],
    });
    expect((await sealed()).every((s) => s.startsWith(`v2.${newId}.`))).toBe(true);
    const seed = (await server.db.getRepository(UserEntity).findOneByOrFail({ username: person.username })).totpSecretEnc!;
    expect(seed.startsWith(`v2.${newId}.`)).toBe(true);

    // Running it again changes nothing.
    const again = await rotateSecrets(server.db, { batchSize: 2 });
    expect(again.columns.map((c) => [c.resealed, c.current])).toEqual([
      [0, 5],
      [0, 1],
    ]);

    // Nothing needs the old key for decryption any more: every S3 secret reads back under the new key alone…
    useKeys(NEW);
    for (const k of keys) expect((await authenticateAccessKey(server.db, k.accessKeyId))?.secretAccessKey).toBe(k.secret);

    // …and with the old key listed (it roots the derived keys), 2FA sign-in and recovery codes still work.
    useKeys(NEW, OLD);
    const withCode = server.client();
    expect((await withCode.login(person.username, person.password)).status).toBe(200);
    const code = await totpCode(totpSecret, Math.floor(Date.now() / 1000));
    expect((await withCode.rest('POST', '/api/auth/login/2fa', { code })).status).toBe(200);
    const withRecovery = server.client();
    expect((await withRecovery.login(person.username, person.password)).status).toBe(200);
    expect((await withRecovery.rest('POST', '/api/auth/login/2fa', { code: recoveryCodes[0] })).status).toBe(200);
  });

  it('leaves a value that does not belong to its row, reports it, and re-seals the rest', async () => {
    useKeys(OLD);
    const { client } = await signedIn(server, 3);
    const a = await client.gql(CREATE_KEY, { input: { name: 'a', permissions: ['read'] } });
    const b = await client.gql(CREATE_KEY, { input: { name: 'b', permissions: ['read'] } });
    const repo = server.db.getRepository(ApiKeyEntity);
    const keyA = await repo.findOneByOrFail({ accessKeyId: a.data.createApiKey.apiKey.accessKeyId });
    // Someone with write access to the table copies key A's sealed secret into key B.
    await repo.update({ accessKeyId: b.data.createApiKey.apiKey.accessKeyId }, { secretEnc: keyA.secretEnc });
    const keyB = await repo.findOneByOrFail({ accessKeyId: b.data.createApiKey.apiKey.accessKeyId });
    // It does not decrypt there: key B cannot be used with key A's secret.
    await expect(authenticateAccessKey(server.db, keyB.accessKeyId)).rejects.toThrow(/belongs to another row/);

    useKeys(NEW, OLD);
    const report = await rotateSecrets(server.db);
    const apiKeys = report.columns[0]!;
    expect(apiKeys.failed).toEqual([{ id: keyB.id, reason: 'A secret does not decrypt for api_keys.secret_enc: it belongs to another row or was altered' }]);
    expect((await repo.findOneByOrFail({ id: keyB.id })).secretEnc).toBe(keyA.secretEnc);
    expect((await repo.findOneByOrFail({ id: keyA.id })).secretEnc.startsWith(`v2.${report.keyId}.`)).toBe(true);
  });
});
