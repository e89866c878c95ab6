import { MoreThan } from 'typeorm';
import { networkOf } from '../../common/client-ip';
import { Throttle } from '../../common/throttle';
import type { Db } from '../../db/db';
import { SessionEntity } from './session.entity';
import type { UserEntity } from './user.entity';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 15 min, then 30 min, 1 h, … up to a day for a key that keeps going over its limit within a day. */
const GROWING = { factor: 2, maxBlockSeconds: DAY, memorySeconds: DAY };

/**
 * Failed sign-ins are limited three ways, all counted BEFORE argon2 runs and refunded on success:
 *
 * - per source (IPv4 address or IPv6 /64), whatever the account: one machine spraying many accounts;
 * - per account AND source: guessing one account from one place. A stranger using these up blocks
 *   only themselves: the owner elsewhere is not affected;
 * - per account over all sources, a much higher ceiling: a botnet guessing one account. When it is
 *   reached, only strangers are held back: the owner signing in from a network the account used
 *   before, or an account with a second factor (a guessed password alone opens nothing), still has
 *   the password checked.
 *
 * Mobile carrier NAT: thousands of subscribers can share one IPv4 address, so one guesser (or many
 * people mistyping) on a carrier would otherwise lock the whole carrier out. When the source is
 * over its limit, an attempt on an account that is itself clean (fewer than CLEAN_ACCOUNT_FAILURES
 * failures in the account's hour, from anywhere) still has its password checked, against a second,
 * larger per-source budget (`sourceOverflow`, also refunded on success). So argon2 still runs at
 * most source + sourceOverflow times per source per window (100 per 15 minutes), and a guesser
 * gets at most a few tries per account through the overflow before that account stops being clean.
 * The trade-off (docs/security.md): a sprayer behind a shared address gets up to 80 more guesses
 * per 15 minutes, one or two per account, in exchange for not blocking the people sharing it.
 *
 * The account is one bucket whichever identifier (e-mail or username) names it. Unknown identifiers
 * get buckets of their own name, so they behave exactly like accounts (no oracle in the 429s).
 */
export const loginThrottles = {
  source: new Throttle('login-source', {
    points: 20,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 15 * MINUTE,
    growth: GROWING,
    message: 'Too many failed sign-in attempts from this network. Please try again later.',
  }),
  sourceOverflow: new Throttle('login-source-overflow', {
    points: 80,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 15 * MINUTE,
    message: 'Too many failed sign-in attempts from this network. Please try again later.',
  }),
  accountSource: new Throttle('login-account-source', {
    points: 5,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 15 * MINUTE,
    growth: GROWING,
    message: 'Too many failed sign-in attempts for this account. Please try again later, or reset your password.',
  }),
  account: new Throttle('login-account', {
    points: 30,
    durationSeconds: HOUR,
    blockSeconds: 15 * MINUTE,
    growth: GROWING,
    message: 'Too many failed sign-in attempts for this account. Please try again later, or reset your password.',
  }),
};

/**
 * An account with fewer failed sign-ins than this in its hour (the `account` bucket) is "clean": it
 * may use the source's overflow budget. Not zero: the owner who mistyped once must not be locked out
 * with the rest of the carrier.
 */
export const CLEAN_ACCOUNT_FAILURES = 3;

/** One bucket per account, whichever identifier was typed; an unknown identifier is its own bucket. */
export const accountKeyOf = (user: UserEntity | null, identifier: string) => (user ? `user:${user.id}` : `name:${identifier.trim().toLowerCase()}`);

/** How far back "a network this account signed in from" reaches. */
export const USUAL_NETWORK_DAYS = 30;

/**
 * Has this account had a session (a complete sign-in) from the same network (IPv4 /24, IPv6 /64)
 * in the last 30 days? Only asked when the per-account ceiling is reached.
 */
export async function isUsualNetwork(db: Db, userId: number, ip: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - USUAL_NETWORK_DAYS * DAY * 1000);
  const sessions = await db.getRepository(SessionEntity).find({
    select: { ip: true },
    where: { userId, createdAt: MoreThan(since) },
    order: { createdAt: 'DESC' },
    take: 200,
  });
  const here = networkOf(ip);
  return sessions.some((s) => s.ip && networkOf(s.ip) === here);
}
