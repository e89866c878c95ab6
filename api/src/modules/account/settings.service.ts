import { badInput } from '../../common/errors';
import { parseInput } from '../../common/validation';
import { notificationSettingsSchema, preferencesSchema, securitySettingsSchema } from '../../contracts/account';
import type { Db } from '../../db/db';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { requireSessionUser, requireUser, SessionEntity, type UserEntity } from '../auth';
import { allowlistOf, blockListOf, ipAllowed, normaliseIp, settingsRow } from './login-policy';
import { UserSettingsEntity } from './user-settings.entity';



/** The GraphQL AccountSettings shape. Security alerts are always on, whatever an old row says. */
export function settingsView(s: UserSettingsEntity) {
  return {
    notifications: { email: s.notifyEmail, sms: s.notifySms, maintenance: s.notifyMaintenance, securityAlerts: true, emailFrequency: s.emailFrequency },
    preferences: { language: s.language, timezone: s.timezone, currency: s.currency, dateFormat: s.dateFormat },
    security: { sessionTimeoutMinutes: s.sessionTimeoutMinutes, ipAllowlistEnabled: s.ipAllowlistEnabled, ipAllowlist: allowlistOf(s) },
  };
}
export type AccountSettingsView = ReturnType<typeof settingsView>;

export async function getAccountSettings(ctx: Caller): Promise<AccountSettingsView> {
  const user = requireUser(ctx);
  return settingsView(await settingsRow(ctx.db, user.id));
}

async function saveSettings(ctx: Caller, change: Partial<UserSettingsEntity>, action: string, extra?: (m: Db, user: UserEntity) => Promise<void>) {
  const user = requireUser(ctx);
  return ctx.db.transaction(async (m) => {
    const row = await settingsRow(m, user.id);
    Object.assign(row, change, { updatedAt: new Date() });
    await m.getRepository(UserSettingsEntity).save(row);
    await extra?.(m, user);
    await recordSecurityEvent(m, actorOf(ctx), { type: 'settings', action, severity: 'low' });
    return settingsView(row);
  });
}

/**
 * Which messages the user gets (`notifications/notification-policy.ts` applies them to the outbox).
 * Security alerts are always on: turning them off is refused.
 */
export function updateNotificationSettings(ctx: Caller, raw: unknown) {
  const i = parseInput(notificationSettingsSchema, raw);
  return saveSettings(
    ctx,
    { notifyEmail: i.email, notifySms: i.sms, notifyMaintenance: i.maintenance, notifySecurityAlerts: true, emailFrequency: i.emailFrequency },
    'Notification settings updated',
  );
}

export function updatePreferences(ctx: Caller, raw: unknown) {
  const i = parseInput(preferencesSchema, raw);
  return saveSettings(ctx, { ...i }, 'Preferences updated');
}

/**
 * Session timeout and IP allow-list. The timeout also applies to the user's open sessions.
 * Turning the allow-list on is refused unless it contains the address in use (no self lock-out).
 */
export async function updateSecuritySettings(ctx: Caller, raw: unknown) {
  requireSessionUser(ctx);
  const i = parseInput(securitySettingsSchema, raw);
  const list = [...new Set(i.ipAllowlist)];
  const blocks = blockListOf(list);
  if (i.ipAllowlistEnabled) {
    if (!list.length) throw badInput('Add at least one IP address before turning the allow-list on', 'ipAllowlist');
    if (!ipAllowed(blocks, ctx.ip)) throw badInput(`Your current IP address (${normaliseIp(ctx.ip)}) must be in the allow-list`, 'ipAllowlist');
  }
  return saveSettings(
    ctx,
    { sessionTimeoutMinutes: i.sessionTimeoutMinutes, ipAllowlistEnabled: i.ipAllowlistEnabled, ipAllowlist: JSON.stringify(list) },
    `Security settings updated (session timeout ${i.sessionTimeoutMinutes} min, IP allow-list ${i.ipAllowlistEnabled ? 'on' : 'off'})`,
    async (m, user) => {
      await m.createQueryBuilder().update(SessionEntity).set({ idleTimeoutMinutes: i.sessionTimeoutMinutes }).where('user_id = :uid AND revoked_at IS NULL', { uid: user.id }).execute();
    },
  );
}





