import { sourceKey } from '../../common/client-ip';
import { withKeyLock } from '../../common/keyed-lock';
import { isAppError, unauthenticated } from '../../common/errors';
import { parseInput } from '../../common/validation';
import { loginSchema } from '../../contracts/auth';
import { checkLoginIp } from '../account';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { findUserByIdentifier, startSession } from './auth.service';
import { accountKeyOf, CLEAN_ACCOUNT_FAILURES, isUsualNetwork, loginThrottles } from './login-throttles';
import { burnVerifyTime, hashPassword, needsRehash, verifyPassword } from './password';
import { signToken, TWO_FACTOR_CHALLENGE_SECONDS } from './session-token';
import { UserEntity } from './user.entity';

export const INVALID_LOGIN = 'Invalid email/username or password';

export type LoginResult = { user: UserEntity; twoFactorRequired: false } | { user: null; twoFactorRequired: true };

/**
 * Pass the per-account ceiling. Over it, strangers get 429, but the owner's usual network and
 * accounts with a second factor still reach the password check (their failures still count).
 * Returns whether a point was taken (to refund on success).
 */
async function passAccountCeiling(ctx: Caller, user: UserEntity | null, accountKey: string): Promise<boolean> {
  try {
    await loginThrottles.account.consume(accountKey);
    return true;
  } catch (e) {
    if (!isAppError(e) || e.code !== 'TOO_MANY_REQUESTS' || !user) throw e;
    if (user.twoFactorEnabled || (await isUsualNetwork(ctx.db, user.id, ctx.ip))) return false;
    throw e;
  }
}

/** Which per-source budget an attempt was counted in (refunded there on success). */
type SourceLane = 'source' | 'sourceOverflow';

/**
 * Count the attempt against its source, before the account is even looked up. A source over its
 * limit is refused, unless the attempt can go through the overflow budget (mobile carrier NAT,
 * login-throttles.ts): `overflowFor` is then asked with the account's key. Returns the lane used.
 */
async function passSourceLimit(source: string, overflowFor: () => Promise<string>): Promise<SourceLane> {
  try {
    await loginThrottles.source.consume(source);
    return 'source';
  } catch (e) {
    if (!isAppError(e) || e.code !== 'TOO_MANY_REQUESTS') throw e;
    const accountKey = await overflowFor();
    if ((await loginThrottles.account.used(accountKey)) >= CLEAN_ACCOUNT_FAILURES) throw e;
    try {
      await loginThrottles.sourceOverflow.consume(source);
    } catch {
      throw e; // the source's own refusal and Retry-After: one answer for "this network is blocked"
    }
    return 'sourceOverflow';
  }
}

/** The throttled part of a login: limits taken, argon2, allow-list; points given back on success. */
async function checkPassword(ctx: Caller, user: UserEntity | null, password: string, keys: { source: string; lane: SourceLane; accountKey: string; accountSourceKey: string }): Promise<boolean> {
  await loginThrottles.accountSource.consume(keys.accountSourceKey);
  const ceilingCounted = await passAccountCeiling(ctx, user, keys.accountKey);
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnVerifyTime(password), false);
  // The allow-list (account's login policy, imported, never a hook: no load order can skip it) is
  // asked only after the password check, and refuses with the generic answer (no oracle for a right
  // password from a wrong place).
  const allowed = ok && user ? await checkLoginIp(ctx, user) : false;
  if (!user || !ok || !allowed) {
    if (!ok) {
      await recordSecurityEvent(ctx.db, actorOf(ctx), {
        type: 'failed_login',
        action: user ? 'Failed sign-in: wrong password' : 'Failed sign-in: unknown account',
        severity: 'medium',
        userId: user?.id ?? null,
      });
    }
    return false;
  }
  // Success: the limits are about failures, so this attempt's points come back.
  await Promise.all([
    loginThrottles[keys.lane].refund(keys.source),
    loginThrottles.accountSource.reset(keys.accountSourceKey),
    ceilingCounted ? loginThrottles.account.refund(keys.accountKey) : Promise.resolve(),
  ]);
  return true;
}

/**
 * Password login. Every limit takes its point atomically BEFORE argon2 runs, so parallel requests
 * cannot slip past it and a flood of guesses cannot burn the CPU. Unknown identifiers, wrong
 * passwords and a right password from outside the account's IP allow-list all get the same answer
 * after the same work (a dummy verify for unknown accounts).
 */
export async function login(ctx: Caller, raw: unknown): Promise<LoginResult> {
  const input = parseInput(loginSchema, raw);
  const source = sourceKey(ctx.ip);
  // Looked up once: after the source is counted, or during it when the overflow needs the account.
  let lookup: Promise<UserEntity | null> | undefined;
  const findUser = () => (lookup ??= findUserByIdentifier(ctx.db, input.identifier));
  const lane = await passSourceLimit(source, async () => accountKeyOf(await findUser(), input.identifier));
  const user = await findUser();
  const accountKey = accountKeyOf(user, input.identifier);
  const accountSourceKey = `${accountKey}|${source}`;
  // Attempts on one account from one source take turns in this process: a client signing in with
  // many parallel requests is not refused for points its own successful attempts are about to give
  // back, and parallel guesses still stop after the 5th failure (the consume stays atomic across
  // processes).
  const ok = await withKeyLock(accountSourceKey, () => checkPassword(ctx, user, input.password, { source, lane, accountKey, accountSourceKey }));
  if (!ok || !user) throw unauthenticated(INVALID_LOGIN);
  if (needsRehash(user.passwordHash)) {
    user.passwordHash = await hashPassword(input.password);
    await ctx.db.getRepository(UserEntity).update(user.id, { passwordHash: user.passwordHash });
  }
  if (user.twoFactorEnabled) {
    ctx.cookies.setTwoFactorChallenge(signToken('2fa', String(user.id), {}, TWO_FACTOR_CHALLENGE_SECONDS));
    await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'login', action: 'Password accepted; second factor requested', severity: 'low' });
    return { user: null, twoFactorRequired: true };
  }
  await startSession(ctx, user);
  return { user, twoFactorRequired: false };
}
