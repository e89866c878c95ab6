import type { TestServer } from '../../test/harness';
import { totpCode } from './totp';

const now = () => Math.floor(Date.now() / 1000);

/**
 * The previous 30-second step's code, taken at least 5 seconds before the step ends: the server
 * accepts it for 30 seconds around its own clock, so a code taken in a step's last moments could
 * be two steps old by the time a loaded machine's request reaches the check.
 */
export async function previousStepCode(secret: string): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 25) await new Promise((r) => setTimeout(r, (30 - intoStep) * 1000 + 100));
  return totpCode(secret, now() - 30);
}

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
  const confirmed = await client.gql('mutation ($code: String!) { confirmTwoFactor(input: { code: $code }) { recoveryCodes } }', { code: await previousStepCode(secret) });
  if (confirmed.errors) throw new Error(JSON.stringify(confirmed.errors));
  return { client, secret, recoveryCodes: confirmed.data.confirmTwoFactor.recoveryCodes as string[] };
}
