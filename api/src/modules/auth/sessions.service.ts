import crypto from 'node:crypto';
import { IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import { notFound } from '../../common/errors';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { logout, requireSessionUser, requireUser, revokeSessions } from './auth.service';
import { revokeConsoleLinks } from '../storage';
import { SessionEntity } from './session.entity';
import { describeUserAgent, userAgentParts } from './user-agent';

/**
 * The id a session is shown and revoked by: a digest of the real id, so the page never holds a
 * session id (useless without a signed cookie, but there is no reason to hand it out).
 */
export const publicSessionId = (sid: string) => crypto.createHash('sha256').update(`session:${sid}`).digest('hex').slice(0, 32);

export interface SessionView {
  id: string;
  device: string;
  browser: string | null;
  system: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** The user's live sessions (not revoked, not past their lifetime or idle timeout), most recent first. */
async function liveSessions(ctx: Caller, userId: number, now = new Date()): Promise<SessionEntity[]> {
  const rows = await ctx.db.getRepository(SessionEntity).find({
    where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(now) },
    order: { lastSeenAt: 'DESC' },
    take: 100,
  });
  return rows.filter((s) => now.getTime() - s.lastSeenAt.getTime() <= s.idleTimeoutMinutes * 60_000);
}

export async function listMySessions(ctx: Caller): Promise<SessionView[]> {
  const user = requireUser(ctx);
  return (await liveSessions(ctx, user.id)).map((s) => ({
    id: publicSessionId(s.id),
    device: describeUserAgent(s.userAgent),
    ...userAgentParts(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    current: s.id === ctx.session?.id,
  }));
}

/**
 * When `user`'s session before the current one began: null in their first session, and for anyone
 * but the signed-in user themselves. Sessions rows are kept after they end, so this is the history.
 */
export async function previousSignInAt(ctx: Caller, user: { id: number }): Promise<Date | null> {
  const current = ctx.session;
  if (!current || ctx.user?.id !== user.id) return null;
  const before = await ctx.db.getRepository(SessionEntity).findOne({
    select: { id: true, createdAt: true },
    where: { userId: user.id, id: Not(current.id), createdAt: LessThanOrEqual(current.createdAt) },
    order: { createdAt: 'DESC' },
  });
  return before?.createdAt ?? null;
}

/** Sign out one of the user's sessions ('Sign out' in the list); this device's ends like a logout. */
export async function revokeMySession(ctx: Caller, raw: { id?: unknown }): Promise<{ id: string; success: true }> {
  const user = requireSessionUser(ctx);
  const id = typeof raw.id === 'string' ? raw.id.trim().toLowerCase() : '';
  const target = /^[0-9a-f]{32}$/.test(id) ? (await liveSessions(ctx, user.id)).find((s) => publicSessionId(s.id) === id) : undefined;
  if (!target) throw notFound('Session');
  if (target.id === ctx.session?.id) {
    await logout(ctx);
    return { id, success: true };
  }
  await ctx.db.transaction(async (m) => {
    await m.getRepository(SessionEntity).update(target.id, { revokedAt: new Date() });
    await recordSecurityEvent(m, actorOf(ctx), { type: 'logout', action: `Signed out a session (${describeUserAgent(target.userAgent)}, ${target.ip ?? 'unknown IP'})`, severity: 'medium' });
  });
  return { id, success: true };
}

/**
 * 'Sign out everywhere else': every session of the user but this one, and every console link (a
 * link made from a session that is signed out must not outlive it; which session made which link
 * is not recorded, so they all end, and this session can make new ones).
 */
export async function revokeOtherSessions(ctx: Caller): Promise<{ revokedCount: number }> {
  const user = requireSessionUser(ctx);
  const others = (await liveSessions(ctx, user.id)).filter((s) => s.id !== ctx.session?.id).length;
  await ctx.db.transaction(async (m) => {
    await revokeSessions(m, user.id, ctx.session?.id);
    await recordSecurityEvent(m, actorOf(ctx), { type: 'logout', action: 'Signed out every other session', severity: 'medium' });
    await revokeConsoleLinks(m, actorOf(ctx), user.id);
  });
  return { revokedCount: others };
}
