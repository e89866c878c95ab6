import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import type { Actor } from '../caller';
import { recordSecurityEvent } from '../audit';
import type { TakenBack } from '../auth';
import { AccessTokenEntity } from '../access-tokens';
import { revokeConsoleLinks } from '../storage';
import { ApiKeyEntity } from './api-key.entity';

/**
 * The takeover clean-up, in the transaction of the change that calls for it (a password reset or
 * change, turning 2FA off), holding the user's lock (auth/user-lock.ts) so nothing is created
 * between the revocation and the commit:
 * - the console's links always end (a new console epoch);
 * - with `tokensAndKeys` (the default the person may untick), every live personal access token is
 *   revoked and every active S3 access key deactivated: an intruder may have made them, and a new
 *   password would not stop them. Keys are deactivated rather than deleted, so the owner can switch
 *   their own back on; each one is a security event, as when done by hand.
 * Returns what was taken back, for the notice e-mail.
 */
export async function revokeCredentials(m: EntityManager, actor: Actor, userId: number, opts: { tokensAndKeys: boolean }, now = new Date()): Promise<TakenBack> {
  const tokens = m.getRepository(AccessTokenEntity);
  const keys = m.getRepository(ApiKeyEntity);
  const liveTokens = await tokens.find({ select: { id: true, name: true }, where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(now) }, order: { id: 'ASC' } });
  const activeKeys = await keys.find({ select: { id: true, name: true, accessKeyId: true }, where: { userId, status: 'active' }, order: { id: 'ASC' } });
  const consoleLinks = await revokeConsoleLinks(m, actor, userId, now);
  if (!opts.tokensAndKeys) {
    return { accessTokens: [], apiKeys: [], consoleLinks, kept: { accessTokens: liveTokens.length, apiKeys: activeKeys.length } };
  }
  for (const t of liveTokens) {
    await tokens.update({ id: t.id, revokedAt: IsNull() }, { revokedAt: now });
    await recordSecurityEvent(m, actor, { type: 'access_token', action: `Personal access token "${t.name}" revoked`, severity: 'medium', userId });
  }
  for (const k of activeKeys) {
    await keys.update({ id: k.id, status: 'active' }, { status: 'inactive' });
    await recordSecurityEvent(m, actor, { type: 'api_key', action: `API key "${k.name}" deactivated (${k.accessKeyId})`, severity: 'medium', userId });
  }
  return { accessTokens: liveTokens.map((t) => ({ name: t.name })), apiKeys: activeKeys.map((k) => ({ name: k.name, accessKeyId: k.accessKeyId })), consoleLinks, kept: null };
}
