import crypto from 'node:crypto';
import { idleTimeoutOf } from '../account';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { forbidden, unauthenticated, conflict, AppError } from '../../common/errors';
import { isUniqueViolation } from '../../common/error-mapping';
import { parseInput } from '../../common/validation';
import { registerSchema } from '../../contracts/auth';
import type { Db } from '../../db/db';
import { actorOf, type Actor, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { enqueueMessages, wakeOutbox } from '../notifications';
import { newSignInMessage } from './account-mail';
import { describeUserAgent } from './user-agent';
import { hashPassword } from './password';
import { acceptablePassword } from './password-policy';
import { SESSION_LIFETIME_SECONDS, signToken, verifyToken } from './session-token';
import { SessionEntity } from './session.entity';
import { sessionLookup } from './session-lookup';
import { UserEntity } from './user.entity';

/** How often lastSeenAt is written (not on every request). */
const TOUCH_INTERVAL_MS = 60_000;

export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserEntity | null> {
  const key = identifier.trim().toLowerCase();
  if (!key) return null;
  const repo = db.getRepository(UserEntity);
  const user = key.includes('@') ? await repo.findOneBy({ email: key }) : await repo.findOneBy({ usernameKey: key });
  return user && !user.deletedAt ? user : null;
}

export type AccountInput = z.output<typeof registerSchema>;

/**
 * Everything a new account's input must pass, before any hashing: the shared schema, then the
 * password policy (common passwords, and the person's own names). `ownWordsRule: false` skips only
 * the own-names rule: for the demo seed (whose published passwords name the demo accounts) and the
 * bootstrap admin (whose names are placeholders, and whose password the operator already chose).
 */
export function parseAccountInput(raw: unknown, opts: { ownWordsRule?: boolean } = {}): AccountInput {
  const input = parseInput(registerSchema, raw);
  acceptablePassword(input.password, input, 'password', { contextWords: opts.ownWordsRule !== false });
  return input;
}

export interface NewAccountOptions {
  /** The address is known to be the owner's (bootstrap admin chosen by the operator, demo seed). */
  emailVerified?: boolean;
  /** false: skip the own-names password rule (see parseAccountInput). */
  ownWordsRule?: boolean;
  /** More rows to write in the same transaction (e.g. the verification e-mail). */
  afterInsert?: (m: EntityManager, user: UserEntity) => Promise<void>;
}

/** Insert a validated account (password already hashed) with its audit event, in one transaction. */
export async function insertAccount(db: DataSource, actor: Actor, input: AccountInput, passwordHash: string, userType: 'user' | 'admin', opts: NewAccountOptions = {}): Promise<UserEntity> {
  return db.transaction(async (m) => {
    const repo = m.getRepository(UserEntity);
    if (await repo.existsBy({ email: input.email })) throw conflict(EMAIL_TAKEN, 'email');
    if (await repo.existsBy({ usernameKey: input.username.toLowerCase() })) throw conflict(USERNAME_TAKEN, 'username');
    const now = new Date();
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
        createdAt: now,
        emailVerifiedAt: opts.emailVerified ? now : null,
      }),
    );
    await recordSecurityEvent(m, { ...actor, userId: user.id }, { type: 'register', action: `Account created (${userType})`, severity: 'low', userId: user.id });
    await opts.afterInsert?.(m, user);
    return user;
  });
}

export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

/**
 * Create an account directly (operators: bootstrap admin, create-admin, the demo seed, tests).
 * Conflicts are answered plainly here; the public form goes through register.service, which does not
 * reveal whether an e-mail address is taken.
 */
export async function createAccount(db: DataSource, actor: Actor, raw: unknown, userType: 'user' | 'admin' = 'user', opts: NewAccountOptions = {}): Promise<UserEntity> {
  const input = parseAccountInput(raw, opts);
  const passwordHash = await hashPassword(input.password);
  // Two creations of one address or username at once: the check passes for both and the unique index
  // stops the second. That is the same conflict, not a server error.
  return insertAccount(db, actor, input, passwordHash, userType, opts).catch(async (e: unknown) => {
    if (!isUniqueViolation(e)) throw e;
    if (await db.getRepository(UserEntity).existsBy({ email: input.email })) throw conflict(EMAIL_TAKEN, 'email');
    throw conflict(USERNAME_TAKEN, 'username');
  });
}

/** The user whose password was accepted and who now owes a second factor, from the challenge cookie. */
export async function pendingTwoFactorUser(ctx: Caller): Promise<UserEntity> {
  const payload = verifyToken(ctx.cookies.twoFactorChallenge(), '2fa');
  const user = payload?.sub ? await ctx.db.getRepository(UserEntity).findOneBy({ id: Number(payload.sub) }) : null;
  if (!user || user.deletedAt || !user.twoFactorEnabled) throw unauthenticated('Your sign-in has expired. Please sign in again.');
  return user;
}

/**
 * Issue a new session (a new token on every login), set the cookie, record the login. A sign-in from
 * a user agent none of the account's earlier sessions had queues a "new sign-in" security alert.
 */
export async function startSession(ctx: Caller, user: UserEntity): Promise<void> {
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
    idleTimeoutMinutes: await idleTimeoutOf(ctx.db, user.id),
  });
  // A browser or device this account never signed in from (no earlier session with its user agent): a security alert.
  const earlier = await ctx.db.getRepository(SessionEntity).find({ select: { id: true, userAgent: true }, where: { userId: user.id }, order: { createdAt: 'DESC' }, take: 500 });
  const newDevice = earlier.length > 0 && !earlier.some((s) => s.userAgent === session.userAgent);
  await ctx.db.getRepository(SessionEntity).insert(session);
  if (newDevice) {
    await enqueueMessages(ctx.db, [newSignInMessage(user, describeUserAgent(session.userAgent), session.ip ?? '', now)]);
    wakeOutbox();
  }
  ctx.cookies.setSession(signToken('session', String(user.id), { sid: session.id }, SESSION_LIFETIME_SECONDS), user);
  ctx.cookies.clearTwoFactorChallenge();
  ctx.user = user;
  ctx.session = session;
  await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'login', action: 'Signed in', severity: 'low' });
}

/** Revoke this session; the cookie stops working even if it was copied. */
export async function logout(ctx: Caller): Promise<void> {
  if (ctx.session) {
    await ctx.db.getRepository(SessionEntity).update(ctx.session.id, { revokedAt: new Date() });
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 'logout', action: 'Signed out', severity: 'low' });
  }
  ctx.cookies.clearSession();
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
  if (!payload?.sid || !/^[0-9a-f-]{36}$/.test(payload.sid)) return null;
  const found = await sessionLookup(db)(payload.sid);
  const now = Date.now();
  if (!found) return null;
  const { session, user } = found;
  if (session.revokedAt || session.expiresAt.getTime() <= now || user.deletedAt) return null;
  if (String(session.userId) !== payload.sub) return null;
  if (now - session.lastSeenAt.getTime() > session.idleTimeoutMinutes * 60_000) {
    await db.getRepository(SessionEntity).update(session.id, { revokedAt: new Date() });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.getRepository(SessionEntity).update(session.id, { lastSeenAt: new Date(now) });
  }
  return { user, session };
}

export function requireUser(ctx: Pick<Caller, 'user'>): UserEntity {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

export const TOKEN_NOT_FOR_ADMIN = 'Personal access tokens cannot be used for administrator operations. Sign in to the admin panel.';
export const TOKEN_NOT_FOR_ACCOUNT_SECURITY = 'Personal access tokens cannot change account security (password, two-factor authentication, e-mail, keys, tokens or sessions). Sign in to the dashboard.';

/**
 * The admin guard: anonymous → UNAUTHENTICATED, customer → FORBIDDEN, and FORBIDDEN for a
 * personal access token even when an administrator created it (admin work needs a session).
 * Used by every admin service call.
 */
export function requireAdmin(ctx: Pick<Caller, 'user' | 'token'>): UserEntity {
  const user = requireUser(ctx);
  if (user.userType !== 'admin') throw forbidden('Administrator access required');
  if (ctx.token) throw forbidden(TOKEN_NOT_FOR_ADMIN);
  return user;
}

/** An administrator acting through a session (never through a personal access token): for reads of other users' data. */
export const isAdminSession = (ctx: Pick<Caller, 'user' | 'token'>): boolean => ctx.user?.userType === 'admin' && !ctx.token;

/**
 * The signed-in user, for account-security changes (password, 2FA, e-mail, S3 keys, personal
 * access tokens, sessions, IP allow-list, deletion): these need a session, never a token, so a
 * leaked token cannot lock its owner out or mint further credentials.
 */
export function requireSessionUser(ctx: Pick<Caller, 'user' | 'token'>): UserEntity {
  const user = requireUser(ctx);
  if (ctx.token) throw forbidden(TOKEN_NOT_FOR_ACCOUNT_SECURITY);
  return user;
}

export function isAppErrorCode(e: unknown, code: string): boolean {
  return e instanceof AppError && e.code === code;
}
