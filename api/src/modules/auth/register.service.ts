import { sourceKey } from '../../common/client-ip';
import { conflict, isAppError } from '../../common/errors';
import { isUniqueViolation } from '../../common/error-mapping';
import { Throttle } from '../../common/throttle';
import { config } from '../../config/config';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { enqueueMessages, wakeOutbox } from '../notifications';
import { registrationAttemptMessage } from './account-mail';
import { type AccountInput, insertAccount, parseAccountInput, startSession, USERNAME_TAKEN } from './auth.service';
import { sendVerification, VERIFICATION_SENT_MESSAGE } from './email-verification.service';
import { hashPassword } from './password';
import { UserEntity } from './user.entity';

/**
 * Registration ATTEMPTS per source (IPv4 address or IPv6 /64) per hour, successful or not: each one
 * costs an argon2 hash and may reveal that a username is taken.
 */
export const registerThrottle = new Throttle('register-source', {
  points: config().registrationsPerIpPerHour,
  durationSeconds: 60 * 60,
  blockSeconds: 60 * 60,
  message: 'Too many accounts created from this network. Please try again later.',
});

export interface RegisterResult {
  success: true;
  message: string;
}

/** The e-mail address already has an account: tell its owner (at most hourly), create nothing. */
async function notifyOwner(ctx: Caller, email: string): Promise<void> {
  const owner = await ctx.db.getRepository(UserEntity).findOneBy({ email });
  if (!owner) return;
  await ctx.db.transaction(async (m) => {
    await enqueueMessages(m, [registrationAttemptMessage(owner)]);
    await recordSecurityEvent(m, { ...actorOf(ctx), userId: owner.id }, { type: 'register', action: 'Someone tried to register a new account with your e-mail address', severity: 'medium', userId: owner.id });
  });
}

/** Insert the new, unverified account with its verification e-mail; null when the address turned out to be taken. */
async function createOrNotify(ctx: Caller, input: AccountInput, passwordHash: string): Promise<UserEntity | null> {
  if (await ctx.db.getRepository(UserEntity).existsBy({ email: input.email })) {
    await notifyOwner(ctx, input.email);
    return null;
  }
  try {
    return await insertAccount(ctx.db, actorOf(ctx), input, passwordHash, 'user', { afterInsert: sendVerification });
  } catch (e) {
    // Raced with another registration: the check inside the transaction or the unique index decided.
    if (!isUniqueViolation(e) && !(isAppError(e) && e.code === 'CONFLICT')) throw e;
    // A username is answered as such (public handle); a taken address is not revealed.
    if (await usernameTaken(ctx, input.username)) throw conflict(USERNAME_TAKEN, 'username');
    await notifyOwner(ctx, input.email);
    return null;
  }
}

const usernameTaken = (ctx: Caller, username: string) => ctx.db.getRepository(UserEntity).existsBy({ usernameKey: username.toLowerCase() });

/**
 * Register from the public form. The answer is the same whether or not the e-mail address is taken
 * (no account oracle; see docs/security.md for what is and is not hidden):
 * - free address: the account is created UNVERIFIED, signed in (the spec's flow goes on to the
 *   dashboard) and a verification link is e-mailed;
 * - taken address: nothing is created, no session starts, and the address's owner is e-mailed.
 * Both cost one argon2 hash. A taken USERNAME is still refused (409): usernames are public handles.
 * Every attempt counts against the per-source limit, taken before any hashing.
 */
export async function register(ctx: Caller, raw: unknown): Promise<RegisterResult> {
  const source = sourceKey(ctx.ip);
  await registerThrottle.check(source); // already blocked: refuse before even reading the input
  const input = parseAccountInput(raw);
  await registerThrottle.consume(source);
  if (await usernameTaken(ctx, input.username)) throw conflict(USERNAME_TAKEN, 'username');
  const passwordHash = await hashPassword(input.password);
  const user = await createOrNotify(ctx, input, passwordHash);
  if (user) await startSession(ctx, user);
  wakeOutbox();
  return { success: true, message: VERIFICATION_SENT_MESSAGE };
}
