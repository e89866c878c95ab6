import type { TestServer } from '../../test/harness';
import { totpCode } from './totp';

const now = () => Math.floor(Date.now() / 1000);

/**
 * Turn two-factor authentication on for a seeded user (signs in, enrols, confirms with the previous
 * time step's code so the current one stays unused). Returns the secret, the recovery codes and the
 * signed-in client.
 */
export async function enrolTwoFactor(server: TestServer, user: { username: string; password: string }) {
  const client = server.client();
  const login = await client.login(user.username, user.password);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const started = await client.gql('mutation { startTwoFactorEnrolment { secret } }');
  const secret: string = started.data.startTwoFactorEnrolment.secret;
  const confirmed = await client.gql('mutation ($code: String!) { confirmTwoFactor(input: { code: $code }) { recoveryCodes } }', { code: await totpCode(secret, now() - 30) });
  if (confirmed.errors) throw new Error(JSON.stringify(confirmed.errors));
  return { client, secret, recoveryCodes: confirmed.data.confirmTwoFactor.recoveryCodes as string[] };
}
