import crypto from 'node:crypto';
import type { EntityManager, EntityMetadata } from 'typeorm';
import { badInput } from '../../common/errors';
import type { RequestContext } from '../../graphql/context';
import { recordSecurityEvent } from '../audit/audit.service';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { requireUser } from '../auth/auth.service';
import { clearSessionCookie, clearTwoFactorCookie } from '../auth/session-cookie';
import { SessionEntity } from '../auth/session.entity';
import { UserEntity } from '../auth/user.entity';
import { checkCurrentPassword } from './account.service';
import { ApiKeyEntity } from './api-key.entity';
import { removeAvatarFile } from './avatar.service';
import { userOwnedEntities } from './export.service';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { UserSettingsEntity } from './user-settings.entity';

/** Column names that hold personal data wherever they appear in a table linked to the user. */
const PERSONAL_COLUMNS = new Set(['email', 'phone', 'first_name', 'last_name', 'full_name', 'customer_name', 'customer_email', 'customer_phone', 'ip', 'ip_address', 'user_agent', 'location', 'address', 'msisdn', 'phone_number', 'mobile']);
/** Tables the law requires us to keep as they are (Kenya: invoices and payment records for 7 years). */
const RETAINED_TABLE = /invoice|payment|receipt|ledger/i;
/** Tables this module or auth handles explicitly. */
const HANDLED = new Set(['users', 'sessions', 'security_events', 'api_keys', 'user_settings', 'recovery_codes']);

/** Blank the personal columns of the user's rows in another module's table, keeping the rows (and foreign keys). */
async function scrubTable(m: EntityManager, meta: EntityMetadata, userId: number): Promise<void> {
  const set: Record<string, null | string> = {};
  for (const col of meta.columns) {
    if (!PERSONAL_COLUMNS.has(col.databaseName) || col.relationMetadata) continue;
    const type = String(col.type).toLowerCase();
    if (col.isNullable) set[col.propertyPath] = null;
    else if (type.includes('char') || type.includes('text') || col.type === String) set[col.propertyPath] = '';
  }
  if (!Object.keys(set).length) return;
  await m.createQueryBuilder().update(meta.target).set(set as never).where('user_id = :uid', { uid: userId }).execute();
}

/**
 * Delete the signed-in account after type-to-confirm (username) and the password. In one
 * transaction: keys, settings and recovery codes deleted; sessions revoked; the audit trail and
 * other modules' rows stripped of personal details; the user row anonymised (kept so invoices
 * and other references stay valid). The avatar file is removed after the commit.
 */
export async function deleteAccount(ctx: RequestContext, raw: { password?: unknown; confirmation?: unknown }) {
  const user = requireUser(ctx);
  if (typeof raw.confirmation !== 'string' || raw.confirmation.trim() !== user.username) {
    throw badInput('Type your username exactly to confirm', 'confirmation');
  }
  await checkCurrentPassword(ctx, user, raw.password, 'password');
  const avatar = user.avatarFile;
  await ctx.db.transaction(async (m) => {
    await m.getRepository(ApiKeyEntity).delete({ userId: user.id });
    await m.getRepository(UserSettingsEntity).delete({ userId: user.id });
    await m.getRepository(RecoveryCodeEntity).delete({ userId: user.id });
    await m.createQueryBuilder().update(SessionEntity).set({ revokedAt: new Date(), ip: null, userAgent: null }).where('user_id = :uid', { uid: user.id }).execute();
    await m.createQueryBuilder().update(SecurityEventEntity).set({ ip: null, userAgent: null, location: null }).where('user_id = :uid', { uid: user.id }).execute();
    for (const meta of userOwnedEntities(m.connection.entityMetadatas)) {
      if (!HANDLED.has(meta.tableName) && !RETAINED_TABLE.test(meta.tableName)) await scrubTable(m, meta, user.id);
    }
    const tombstone = `deleted-${user.id}`;
    await m.getRepository(UserEntity).update(user.id, {
      username: tombstone,
      usernameKey: tombstone,
      email: `${tombstone}-${crypto.randomBytes(6).toString('hex')}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'User',
      phone: '',
      company: null,
      bio: null,
      avatarFile: null,
      totpSecretEnc: null,
      twoFactorEnabled: false,
      totpLastStep: null,
      passwordHash: `!deleted:${crypto.randomBytes(16).toString('hex')}`,
      deletedAt: new Date(),
    });
    await recordSecurityEvent(m, { userId: user.id, ip: null, userAgent: null, requestId: ctx.requestId }, { type: 'account', action: 'Account deleted; personal data removed', severity: 'high' });
  });
  if (avatar) await removeAvatarFile(avatar);
  clearSessionCookie(ctx.req, ctx.res);
  clearTwoFactorCookie(ctx.req, ctx.res);
  ctx.user = null;
  ctx.session = null;
  return { success: true, message: 'Your account has been deleted.' };
}
