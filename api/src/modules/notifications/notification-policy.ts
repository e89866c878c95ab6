import { In } from 'typeorm';
import type { Db } from '../../db/db';
import { UserSettingsEntity } from '../account';
import type { Channel } from './outbox-message.entity';

/**
 * Which queued messages the user's notification settings let through, and when.
 *
 * - `security`: security alerts (a sign-in from a new browser or device, password, e-mail and
 *   two-factor changes, a recovery code used, account recovery, a sign-up attempt with the user's address) and the account e-mails the user asked for (address
 *   verification, password-reset link). Always sent, at once, on every channel: no setting can stop
 *   them (the Security Alerts switch is always on; the API refuses to turn it off).
 * - `prize`: the competition's winner notice. The competition rules promise it by e-mail, SMS and
 *   WhatsApp and the winner must answer it to claim the prize, so it is sent like a security alert.
 * - `service`: that the customer's storage is about to stop or has stopped (an overdue invoice and
 *   the storage hold it leads to, billing/hold-notices.ts). Sent like a security alert: a setting
 *   must not let anyone lose access to their data without being told.
 * - `maintenance`: planned-maintenance notices: the Maintenance Notices switch, then the channel's.
 * - `account`: everything else (payment receipts, …): the channel's switch.
 *
 * Channel switches: Email Notifications for e-mail, SMS Notifications for SMS and WhatsApp. A
 * message a switch stops is kept as `skipped` (never sent). A non-security e-mail to a user whose
 * Email Frequency is hourly, daily or weekly is `held` and goes out in that user's digest
 * (`digest.service.ts`); `realtime` sends it at once.
 */
export type MessageCategory = 'security' | 'prize' | 'service' | 'maintenance' | 'account';

const CATEGORIES: Record<string, MessageCategory> = {
  'security-notice': 'security',
  'password-reset': 'security',
  'verify-email': 'security',
  'register-attempt': 'security',
  // The answer to a join made in the account's name on the public form, which tells the visitor
  // only that the details were e-mailed: like a reset link, it must go, and at once.
  'competition-join': 'security',
  'new-sign-in': 'security',
  'recovery-code-used': 'security',
  winner: 'prize',
  // billing/hold-notices.ts: an unpaid invoice, then the storage hold it leads to.
  'invoice-overdue': 'service',
  'storage-hold-soon': 'service',
  'storage-hold': 'service',
  maintenance: 'maintenance',
  'payment-receipt': 'account',
  digest: 'account',
};

export const categoryOf = (kind: string): MessageCategory => CATEGORIES[kind] ?? 'account';

/** The notification part of a user's settings (the defaults while the user saved none). */
export interface NotificationPrefs {
  notifyEmail: boolean;
  notifySms: boolean;
  notifyMaintenance: boolean;
  emailFrequency: string;
}
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = { notifyEmail: true, notifySms: false, notifyMaintenance: true, emailFrequency: 'daily' };

/** How long a user's non-security e-mails wait for their digest, by Email Frequency. */
export const DIGEST_PERIOD_MS: Record<string, number> = { realtime: 0, hourly: 3_600_000, daily: 86_400_000, weekly: 7 * 86_400_000 };

export type Decision = { status: 'pending' } | { status: 'held' } | { status: 'skipped'; reason: string };

/** What becomes of one message for a user with these settings. */
export function decide(msg: { kind: string; channel: Channel; userId: number | null }, prefs: NotificationPrefs | null): Decision {
  const category = categoryOf(msg.kind);
  if (category === 'security' || category === 'prize' || category === 'service' || msg.userId === null || msg.kind === 'digest') return { status: 'pending' };
  const p = prefs ?? DEFAULT_NOTIFICATION_PREFS;
  if (msg.channel === 'email' && !p.notifyEmail) return { status: 'skipped', reason: 'E-mail notifications are off in the user settings' };
  if (msg.channel !== 'email' && !p.notifySms) return { status: 'skipped', reason: 'SMS notifications are off in the user settings' };
  if (category === 'maintenance' && !p.notifyMaintenance) return { status: 'skipped', reason: 'Maintenance notices are off in the user settings' };
  if (msg.channel === 'email' && (DIGEST_PERIOD_MS[p.emailFrequency] ?? 0) > 0) return { status: 'held' };
  return { status: 'pending' };
}

/** The notification settings of these users (absent: the defaults apply). */
export async function notificationPrefsOf(db: Db, userIds: number[]): Promise<Map<number, NotificationPrefs>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const rows = await db.getRepository(UserSettingsEntity).find({
    select: { userId: true, notifyEmail: true, notifySms: true, notifyMaintenance: true, emailFrequency: true },
    where: { userId: In(ids) },
  });
  return new Map(rows.map((r) => [r.userId, { notifyEmail: r.notifyEmail, notifySms: r.notifySms, notifyMaintenance: r.notifyMaintenance, emailFrequency: r.emailFrequency }]));
}
