import net from 'node:net';
import { badInput } from '../../common/errors';
import type { Db } from '../../db/db';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import type { UserEntity } from '../auth';
import { UserSettingsEntity } from './user-settings.entity';

/**
 * What sign-in needs from a user's account settings: the IP allow-list and the idle timeout.
 * auth imports these through account's face (no hooks set at load time, so no load order can
 * leave the allow-list unchecked: auth/allow-list-load-order.test.ts). Nothing here runs at load
 * time, so the auth ↔ account cycle between the two modules' faces is harmless.
 */

export const DEFAULT_IDLE_TIMEOUT_MINUTES = 60;

/** The settings row of a user, or the defaults (not saved) when there is none yet. */
export async function settingsRow(db: Db, userId: number): Promise<UserSettingsEntity> {
  const row = await db.getRepository(UserSettingsEntity).findOneBy({ userId });
  return row ?? db.getRepository(UserSettingsEntity).create({
    userId,
    notifyEmail: true,
    notifySms: false,
    notifyMaintenance: true,
    notifySecurityAlerts: true,
    emailFrequency: 'daily',
    language: 'en',
    timezone: 'eat',
    currency: 'kes',
    dateFormat: 'dd/mm/yyyy',
    sessionTimeoutMinutes: DEFAULT_IDLE_TIMEOUT_MINUTES,
    ipAllowlistEnabled: false,
    ipAllowlist: '[]',
    updatedAt: new Date(),
  });
}

export const allowlistOf = (s: UserSettingsEntity): string[] => {
  try {
    const v: unknown = JSON.parse(s.ipAllowlist);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export const normaliseIp = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

export function blockListOf(entries: string[]): net.BlockList {
  const bl = new net.BlockList();
  for (const e of entries) {
    const [addr, bits] = e.split('/') as [string, string | undefined];
    const family = net.isIP(addr);
    if (!family) throw badInput(`Not a valid IP address or CIDR range: ${e}`, 'ipAllowlist');
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) bl.addAddress(addr, type);
    else bl.addSubnet(addr, Number(bits), type);
  }
  return bl;
}

export function ipAllowed(bl: net.BlockList, rawIp: string): boolean {
  const ip = normaliseIp(rawIp);
  const family = net.isIP(ip);
  if (!family) return false;
  return bl.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Asked by auth's sign-in (login.service) and token use only after the password was right: false when the user's allow-list is
 * on and this address is outside it. The owner's audit log says why; the caller answers generically.
 */
export async function checkLoginIp(ctx: Caller, user: UserEntity): Promise<boolean> {
  const s = await settingsRow(ctx.db, user.id);
  if (!s.ipAllowlistEnabled) return true;
  let allowed = false;
  try {
    allowed = ipAllowed(blockListOf(allowlistOf(s)), ctx.ip);
  } catch {
    allowed = false;
  }
  if (!allowed) {
    await recordSecurityEvent(ctx.db, { ...actorOf(ctx), userId: user.id }, { type: 'failed_login', action: 'Sign-in refused: IP address not in the allow-list', severity: 'high', userId: user.id });
  }
  return allowed;
}

/** The user's idle timeout in minutes (auth's startSession). */
export async function idleTimeoutOf(db: Db, userId: number): Promise<number> {
  return (await db.getRepository(UserSettingsEntity).findOneBy({ userId }))?.sessionTimeoutMinutes ?? DEFAULT_IDLE_TIMEOUT_MINUTES;
}
