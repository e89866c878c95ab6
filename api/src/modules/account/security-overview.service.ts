import { MoreThanOrEqual } from 'typeorm';
import { badInput } from '../../common/errors';
import type { Caller } from '../caller';
import { SecurityEventEntity } from '../audit';
import { requireUser } from '../auth';
import { ApiKeyEntity } from './api-key.entity';
import { isExpired } from './api-keys.service';
import { settingsRow } from './login-policy';
import { parseRowId } from '../../common/ids';
import { codedText } from '../../common/coded-text';

const DAY_MS = 24 * 60 * 60 * 1000;
export const KEY_MAX_AGE_DAYS = 90;
export const KEY_UNUSED_DAYS = 30;
/**
 * A key that has not been used yet is not a risk while it is new: people create a key, then set up
 * the tool that uses it. Only a key still unused this many days after its creation counts.
 */
export const KEY_NEVER_USED_GRACE_DAYS = 7;

export interface ScoreItem {
  key: string;
  label: string;
  points: number;
  maxPoints: number;
  ok: boolean;
  explanation: string;
}

/** The signed-in user's audit log, newest first, keyset-paginated by id (opaque cursor). */
export async function listSecurityEvents(ctx: Caller, args: { first?: number | null; after?: string | null }) {
  const user = requireUser(ctx);
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput('first must be between 1 and 100', 'first');
  const qb = ctx.db.getRepository(SecurityEventEntity).createQueryBuilder('e').where('e.user_id = :uid', { uid: user.id });
  if (args.after) {
    const afterId = parseRowId(Buffer.from(args.after, 'base64url').toString('utf8'));
    if (!afterId) throw badInput('Invalid cursor', 'after');
    qb.andWhere('e.id < :afterId', { afterId });
  }
  const rows = await qb.orderBy('e.id', 'DESC').take(first + 1).getMany();
  const nodes = rows.slice(0, first);
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { hasNextPage: rows.length > first, endCursor: last ? Buffer.from(String(last.id)).toString('base64url') : null } };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Why the unused-keys point is lost: keys never used and keys idle for KEY_UNUSED_DAYS, said apart. */
function unusedText(unused: number, neverUsed: number): string {
  const idle = unused - neverUsed;
  const parts = [
    neverUsed ? `${plural(neverUsed, 'active API key')} ${neverUsed === 1 ? 'has' : 'have'} never been used` : '',
    idle ? `${plural(idle, 'active API key')} not used for ${KEY_UNUSED_DAYS} days` : '',
  ].filter(Boolean);
  return `${parts.join('; ')}: deactivate or revoke what you do not need.`;
}

/** Score items from the facts: 2FA, key age, unused keys, keys without expiry, failed logins, session timeout. */
export function scoreItems(f: {
  twoFactorEnabled: boolean;
  keys: ApiKeyEntity[];
  failedLogins24h: number;
  sessionTimeoutMinutes: number;
  now: Date;
}): ScoreItem[] {
  const live = f.keys.filter((k) => k.status === 'active' && !isExpired(k, f.now));
  const old = live.filter((k) => f.now.getTime() - k.createdAt.getTime() > KEY_MAX_AGE_DAYS * DAY_MS);
  // A key never used counts as unused once its grace period is over; until then it is "new".
  const fresh = live.filter((k) => !k.lastUsedAt && f.now.getTime() - k.createdAt.getTime() <= KEY_NEVER_USED_GRACE_DAYS * DAY_MS);
  const neverUsed = live.filter((k) => !k.lastUsedAt && !fresh.includes(k));
  const unused = live.filter((k) => !fresh.includes(k) && (!k.lastUsedAt || f.now.getTime() - k.lastUsedAt.getTime() > KEY_UNUSED_DAYS * DAY_MS));
  const noExpiry = live.filter((k) => !k.expiresAt);
  const item = (key: string, label: string, maxPoints: number, ok: boolean, okText: string, badText: string, partial = 0): ScoreItem => ({
    key, label, maxPoints, ok, points: ok ? maxPoints : partial, explanation: ok ? okText : badText,
  });
  const failedPartial = f.failedLogins24h > 0 && f.failedLogins24h < 5 ? 8 : 0;
  return [
    item('two_factor', 'Two-factor authentication', 40, f.twoFactorEnabled,
      'Two-factor authentication is on: a stolen password alone cannot open your account.',
      'Two-factor authentication is off. Turn it on to protect your account if your password leaks.'),
    item('key_age', 'API key rotation', 15, old.length === 0,
      live.length ? `All active API keys are younger than ${KEY_MAX_AGE_DAYS} days.` : 'You have no active API keys to rotate.',
      `${plural(old.length, 'active API key')} older than ${KEY_MAX_AGE_DAYS} days: create a new key and revoke the old one.`),
    item('key_usage', 'Unused API keys', 10, unused.length === 0,
      !live.length ? 'No unused API keys.'
        : fresh.length ? `Every active API key was used in the last ${KEY_UNUSED_DAYS} days or is new (created in the last ${KEY_NEVER_USED_GRACE_DAYS} days).`
        : `Every active API key was used in the last ${KEY_UNUSED_DAYS} days.`,
      unusedText(unused.length, neverUsed.length)),
    item('key_expiry', 'API key expiry', 10, noExpiry.length === 0,
      live.length ? 'Every active API key has an expiry date.' : 'No API keys without an expiry date.',
      `${plural(noExpiry.length, 'active API key')} ${noExpiry.length === 1 ? 'has' : 'have'} no expiry date: prefer keys that expire.`),
    item('failed_logins', 'Failed sign-ins (24h)', 15, f.failedLogins24h === 0,
      'No failed sign-ins to your account in the last 24 hours.',
      `${plural(f.failedLogins24h, 'failed sign-in')} in the last 24 hours. If it was not you, change your password.`, failedPartial),
    item('session_timeout', 'Session timeout', 10, f.sessionTimeoutMinutes <= 60,
      `Idle sessions end after ${f.sessionTimeoutMinutes} minutes.`,
      `Idle sessions stay open for ${f.sessionTimeoutMinutes} minutes; 60 minutes or less is safer.`),
  ];
}

export async function securityOverview(ctx: Caller, now = new Date()) {
  const user = requireUser(ctx);
  const since = new Date(now.getTime() - DAY_MS);
  const events = ctx.db.getRepository(SecurityEventEntity);
  const [keys, events24h, failedLogins24h, settings] = await Promise.all([
    ctx.db.getRepository(ApiKeyEntity).findBy({ userId: user.id }),
    events.countBy({ userId: user.id, createdAt: MoreThanOrEqual(since) }),
    events.countBy({ userId: user.id, type: 'failed_login', createdAt: MoreThanOrEqual(since) }),
    settingsRow(ctx.db, user.id),
  ]);
  const items = scoreItems({ twoFactorEnabled: user.twoFactorEnabled, keys, failedLogins24h, sessionTimeoutMinutes: settings.sessionTimeoutMinutes, now });
  return {
    score: items.reduce((s, i) => s + i.points, 0),
    items: items.map((i) => {
      const coded = codedText(i.explanation);
      return { ...i, explanationCode: coded.code, explanationParams: coded.params };
    }),
    activeApiKeys: keys.filter((k) => k.status === 'active' && !isExpired(k, now)).length,
    events24h,
    failedLogins24h,
  };
}
