import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { parseInput } from '../../common/validation';
import { emailSchema, passwordSchema } from '../../contracts/auth';
import type { Actor } from '../caller';
import { recordAdminAction, recordSecurityEvent } from '../audit';
import { createAccount } from './auth.service';
import { UserEntity } from './user.entity';

export type AdminBootstrapOutcome =
  /** A new admin account was created with the given password. */
  | 'created'
  /** An admin with this e-mail already exists; nothing changed (its password is left alone). */
  | 'exists'
  /** An existing customer account was promoted, because the operator asked for it explicitly. */
  | 'promoted'
  /** An existing customer account has this e-mail and promotion was not asked for: nothing changed. */
  | 'refused'
  /** Promotion was asked for, but the account never proved it owns the address: nothing changed. */
  | 'unverified';

/**
 * Make sure an admin with this e-mail exists (ADMIN_EMAIL / ADMIN_PASSWORD at start-up, or
 * `npm run create-admin`). Registration does not prove who owns an address, so an existing
 * customer account with the operator's e-mail is never promoted silently: only with
 * `promoteExisting` (ADMIN_PROMOTE_EXISTING=true, or `create-admin --promote`) AND when that account
 * has verified the address (opened a link sent to it). A squatter who registered the operator's
 * address first cannot verify it, so cannot be promoted. An admin created here counts as verified:
 * the operator chose the address.
 */
export async function ensureAdmin(
  db: DataSource,
  emailRaw: string,
  password: string,
  actor: Actor,
  opts: { promoteExisting?: boolean } = {},
): Promise<{ outcome: AdminBootstrapOutcome; user: UserEntity }> {
  const email = parseInput(emailSchema, emailRaw);
  const existing = await db.getRepository(UserEntity).findOneBy({ email });
  if (existing && !existing.deletedAt) {
    if (existing.userType === 'admin') return { outcome: 'exists', user: existing };
    if (!opts.promoteExisting) return { outcome: 'refused', user: existing };
    if (!existing.emailVerifiedAt) return { outcome: 'unverified', user: existing };
    await db.transaction(async (m) => {
      await m.getRepository(UserEntity).update(existing.id, { userType: 'admin' });
      await recordSecurityEvent(m, actor, { type: 'admin', action: 'Existing account promoted to admin by the operator (explicit --promote)', severity: 'high', userId: existing.id });
      await recordAdminAction(m, actor, { action: 'admin_granted', summary: `Promoted existing account #${existing.id} to admin (explicit --promote)`, target: { type: 'user', id: existing.id }, system: 'Operator' });
    });
    existing.userType = 'admin';
    return { outcome: 'promoted', user: existing };
  }
  parseInput(passwordSchema, password);
  const base = email.split('@')[0]!.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'admin';
  let username = base.length >= 3 ? base : `${base}admin`;
  for (let i = 1; await db.getRepository(UserEntity).existsBy({ usernameKey: username.toLowerCase() }); i++) username = `${base}${i}`;
  try {
    const user = await createAccount(db, actor, { username, email, password, firstName: 'Admin', lastName: 'User', phone: '+254700000000' }, 'admin', {
      emailVerified: true,
      ownWordsRule: false,
      afterInsert: (m, created) => recordAdminAction(m, actor, { action: 'admin_granted', summary: `Created admin account #${created.id}`, target: { type: 'user', id: created.id }, system: 'Operator' }),
    });
    return { outcome: 'created', user };
  } catch (e) {
    // Several processes starting together with the same ADMIN_EMAIL: one creates it, the others find it.
    const raced = e instanceof AppError && e.code === 'CONFLICT' ? await db.getRepository(UserEntity).findOneBy({ email }) : null;
    if (raced?.userType === 'admin') return { outcome: 'exists', user: raced };
    throw e;
  }
}

/** The log line an operator reads for each outcome. */
export function describeBootstrap(outcome: AdminBootstrapOutcome, email: string): { level: 'info' | 'warn'; message: string } {
  switch (outcome) {
    case 'created':
      return { level: 'info', message: `Admin account created for ${email}` };
    case 'exists':
      return { level: 'info', message: `Admin account ${email} already exists; nothing changed` };
    case 'promoted':
      return { level: 'warn', message: `Existing account ${email} was PROMOTED to admin because promotion was asked for explicitly` };
    case 'refused':
      return {
        level: 'warn',
        message:
          `A customer account already uses ${email}; it was NOT made an admin (registration does not prove who owns an address). ` +
          'If that account is yours, verify its e-mail address (the link in its verification e-mail), then promote it explicitly: ' +
          'ADMIN_PROMOTE_EXISTING=true, or npm run create-admin -- --promote <email>.',
      };
    case 'unverified':
      return {
        level: 'warn',
        message:
          `A customer account already uses ${email}, but it has NOT verified that address, so it was NOT made an admin (anyone can register any address). ` +
          'Sign in to that account and open the link of its verification e-mail (or use "Forgot password?", whose link also verifies it), then promote it again.',
      };
  }
}
