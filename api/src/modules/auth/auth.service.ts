import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { config } from '../../config/config';
import { forbidden, unauthenticated, conflict, AppError } from '../../common/errors';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { loginSchema, registerSchema, emailSchema, passwordSchema } from '../../contracts/auth';
import { actorOf, type Actor, type Db, type RequestContext } from '../../graphql/context';
import { recordSecurityEvent } from '../audit/audit.service';
import { burnVerifyTime, hashPassword, needsRehash, verifyPassword } from './password';
import {
  clearSessionCookie,
  clearTwoFactorCookie,
  SESSION_COOKIE,
  SESSION_LIFETIME_SECONDS,
  setSessionCookie,
  setTwoFactorCookie,
  signToken,
  TWO_FACTOR_CHALLENGE_SECONDS,
  TWO_FACTOR_COOKIE,
  verifyToken,
} from './session-cookie';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

/** Failed logins: per IP and per account, counted before argon2 runs. */
export const loginThrottles = {
  ip: new Throttle({ points: 20, durationSeconds: 15 * 60, blockSeconds: 15 * 60, message: 'Too many failed sign-in attempts from this network. Please try again later.' }),
  account: new Throttle({ points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60, message: 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.' }),
};
/** New accounts per IP. */
export const registerThrottle = new Throttle({ points: config().registrationsPerIpPerHour, durationSeconds: 60 * 60, blockSeconds: 60 * 60, message: 'Too many accounts created from this network. Please try again later.' });

const INVALID_LOGIN = 'Invalid email/username or password';
/** Minutes of inactivity after which a session ends, unless the user's settings say otherwise. */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 60;
/** How often lastSeenAt is written (not on every request). */
const TOUCH_INTERVAL_MS = 60_000;

export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserEntity | null> {
  const key = identifier.trim().toLowerCase();
  if (!key) return null;
  const repo = db.getRepository(UserEntity);
  const user = key.includes('@') ? await repo.findOneBy({ email: key }) : await repo.findOneBy({ usernameKey: key });
  return user && !user.deletedAt ? user : null;
}

/** Create a customer (or, for operators, an admin) account. Validates everything first. */
export async function createAccount(db: DataSource, actor: Actor, raw: unknown, userType: 'user' | 'admin' = 'user'): Promise<UserEntity> {
  const input = parseInput(registerSchema, raw);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (m) => {
    const repo = m.getRepository(UserEntity);
    if (await repo.existsBy({ email: input.email })) throw conflict('An account with this email already exists', 'email');
    if (await repo.existsBy({ usernameKey: input.username.toLowerCase() })) throw conflict('This username is already taken', 'username');
    const user = await repo.save(
      repo.create({
        username: input.username,
        usernameKey: input.username.toLowerCase(),
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        userType,
        passwordHash,
        twoFactorEnabled: false,
        createdAt: new Date(),
      }),
    );
    await recordSecurityEvent(m, { ...actor, userId: user.id }, { type: 'register', action: `Account created (${userType})`, severity: 'low', userId: user.id });
    return user;
  });
}

/** Register from the public form: throttled per IP, then signed in. */
export async function register(ctx: RequestContext, raw: unknown): Promise<UserEntity> {
  await registerThrottle.check(ctx.ip);
  const user = await createAccount(ctx.db, actorOf(ctx), raw);
  await registerThrottle.hit(ctx.ip);
  await startSession(ctx, user);
  return user;
}

export type LoginResult = { user: UserEntity; twoFactorRequired: false } | { user: null; twoFactorRequired: true };

/**
 * Password login. Throttles are checked before any hashing; unknown identifiers and wrong
 * passwords get the same answer after the same work.
 */
export async function login(ctx: RequestContext, raw: unknown): Promise<LoginResult> {
  const input = parseInput(loginSchema, raw);
  const accountKey = input.identifier.toLowerCase();
  await loginThrottles.ip.check(ctx.ip);
  await loginThrottles.account.check(accountKey);

  const user = await findUserByIdentifier(ctx.db, input.identifier);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnVerifyTime(input.password), false);
  if (!user || !ok) {
    await Promise.all([loginThrottles.ip.hit(ctx.ip), loginThrottles.account.hit(accountKey)]);
    await recordSecurityEvent(ctx.db, actorOf(ctx), {
      type: 'failed_login',
      action: user ? 'Failed sign-in: wrong password' : 'Failed sign-in: unknown account',
      severity: 'medium',
      userId: user?.id ?? null,
    });
    throw unauthenticated(INVALID_LOGIN);
  }
  await checkIpAllowed(ctx, user);
  await loginThrottles.account.reset(accountKey);
  if (needsRehash(user.passwordHash)) {
    user.passwordHash = await hashPassword(input.password);
    await ctx.db.getRepository(UserEntity).update(user.id, { passwordHash: user.passwordHash });
  }
  if (user.twoFactorEnabled) {
    setTwoFactorCookie(ctx.req, ctx.res, signToken('2fa', String(user.id), {}, TWO_FACTOR_CHALLENGE_SECONDS));
    await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'login', action: 'Password accepted; second factor requested', severity: 'low' });
    return { user: null, twoFactorRequired: true };
  }
  await startSession(ctx, user);
  return { user, twoFactorRequired: false };
}

/** Hook for the account module's IP allow-list; replaced there (see account module). */
export let checkIpAllowed: (ctx: RequestContext, user: UserEntity) => Promise<void> = async () => {};
export function setIpAllowCheck(fn: typeof checkIpAllowed) {
  checkIpAllowed = fn;
}
/** Hook for the account module's per-user session timeout. */
export let idleTimeoutFor: (db: Db, userId: number) => Promise<number> = async () => DEFAULT_IDLE_TIMEOUT_MINUTES;
export function setIdleTimeoutLookup(fn: typeof idleTimeoutFor) {
  idleTimeoutFor = fn;
}

/** The user whose password was accepted and who now owes a second factor, from the challenge cookie. */
export async function pendingTwoFactorUser(ctx: RequestContext): Promise<UserEntity> {
  const payload = verifyToken(ctx.req.cookies?.[TWO_FACTOR_COOKIE], '2fa');
  const user = payload?.sub ? await ctx.db.getRepository(UserEntity).findOneBy({ id: Number(payload.sub) }) : null;
  if (!user || user.deletedAt || !user.twoFactorEnabled) throw unauthenticated('Your sign-in has expired. Please sign in again.');
  return user;
}

/** Issue a new session (a new token on every login), set the cookie, record the login. */
export async function startSession(ctx: RequestContext, user: UserEntity): Promise<void> {
  const now = new Date();
  const session = ctx.db.getRepository(SessionEntity).create({
    id: crypto.randomUUID(),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
    revokedAt: null,
    ip: ctx.ip.slice(0, 64),
    userAgent: ctx.userAgent.slice(0, 255),
    idleTimeoutMinutes: await idleTimeoutFor(ctx.db, user.id),
  });
  await ctx.db.getRepository(SessionEntity).insert(session);
  setSessionCookie(ctx.req, ctx.res, signToken('session', String(user.id), { sid: session.id }, SESSION_LIFETIME_SECONDS));
  clearTwoFactorCookie(ctx.req, ctx.res);
  ctx.user = user;
  ctx.session = session;
  await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'login', action: 'Signed in', severity: 'low' });
}

/** Revoke this session; the cookie stops working even if it was copied. */
export async function logout(ctx: RequestContext): Promise<void> {
  if (ctx.session) {
    await ctx.db.getRepository(SessionEntity).update(ctx.session.id, { revokedAt: new Date() });
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 'logout', action: 'Signed out', severity: 'low' });
  }
  clearSessionCookie(ctx.req, ctx.res);
  ctx.user = null;
  ctx.session = null;
}

/** Revoke every session of a user except (optionally) one. */
export async function revokeSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  const qb = db.createQueryBuilder().update(SessionEntity).set({ revokedAt: new Date() }).where('user_id = :userId AND revoked_at IS NULL', { userId });
  if (exceptSessionId) qb.andWhere('id <> :sid', { sid: exceptSessionId });
  await qb.execute();
}

/** Resolve the session cookie of a request: valid signature, live session row, not idle too long. */
export async function resolveSession(db: DataSource, token: string | undefined): Promise<{ user: UserEntity; session: SessionEntity } | null> {
  const payload = verifyToken(token, 'session');
  if (!payload?.sid) return null;
  const session = await db.getRepository(SessionEntity).findOne({ where: { id: payload.sid }, relations: { user: true } });
  const now = Date.now();
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now || !session.user || session.user.deletedAt) return null;
  if (String(session.userId) !== payload.sub) return null;
  if (now - session.lastSeenAt.getTime() > session.idleTimeoutMinutes * 60_000) {
    await db.getRepository(SessionEntity).update(session.id, { revokedAt: new Date() });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.getRepository(SessionEntity).update(session.id, { lastSeenAt: new Date(now) });
  }
  return { user: session.user, session };
}

export const sessionCookieOf = (cookies: Record<string, string> | undefined) => cookies?.[SESSION_COOKIE];

export function requireUser(ctx: Pick<RequestContext, 'user'>): UserEntity {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** The admin guard: anonymous → UNAUTHENTICATED, customer → FORBIDDEN. Used by every admin service call. */
export function requireAdmin(ctx: Pick<RequestContext, 'user'>): UserEntity {
  const user = requireUser(ctx);
  if (user.userType !== 'admin') throw forbidden('Administrator access required');
  return user;
}

/**
 * Make sure an admin with this e-mail exists (bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * `npm run create-admin`). An existing account is promoted; its password is left alone.
 */
export async function ensureAdmin(db: DataSource, emailRaw: string, password: string, actor: Actor): Promise<UserEntity> {
  const email = parseInput(emailSchema, emailRaw);
  const existing = await db.getRepository(UserEntity).findOneBy({ email });
  if (existing) {
    if (existing.userType !== 'admin') {
      await db.getRepository(UserEntity).update(existing.id, { userType: 'admin' });
      await recordSecurityEvent(db, actor, { type: 'admin', action: 'Account promoted to admin by operator', severity: 'high', userId: existing.id });
      existing.userType = 'admin';
    }
    return existing;
  }
  parseInput(passwordSchema, password);
  const base = email.split('@')[0]!.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'admin';
  let username = base.length >= 3 ? base : `${base}admin`;
  for (let i = 1; await db.getRepository(UserEntity).existsBy({ usernameKey: username.toLowerCase() }); i++) username = `${base}${i}`;
  return createAccount(db, actor, { username, email, password, firstName: 'Admin', lastName: 'User', phone: '+254700000000' }, 'admin');
}

export function isAppErrorCode(e: unknown, code: string): boolean {
  return e instanceof AppError && e.code === code;
}
