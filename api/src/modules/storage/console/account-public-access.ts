import { badInput, forbidden } from '../../../common/errors';
import { parseInput } from '../../../common/validation';
import { API_MESSAGES } from '../../../contracts/api-messages';
import { accountBlockConfirmed, putAccountPublicAccessBlockSchema } from '../../../contracts/storage';
import { recordSecurityEvent } from '../../audit';
import { requireUser } from '../../auth';
import { actorOf, type Caller } from '../../caller';
import { accountBlockOf, BLOCK_FLAGS, flagsTurnedOff, putAccountBlock, type AccountBlockSetting, type PublicAccessBlock } from '../domain/block-public-access';

/**
 * Account-level Block Public Access in the console (AWS's account-level S3 Block Public Access):
 * the four flags that apply to every bucket of the signed-in customer, all on by default. Turning
 * one off is a security change: it needs the type-to-confirm, a signed-in session (not a personal
 * access token), and it is written to the customer's security trail (high severity).
 */

export const TOKEN_CANNOT_CHANGE_ACCOUNT_BLOCK = API_MESSAGES.accountBlockToken;
export const CONFIRM_ACCOUNT_BLOCK = API_MESSAGES.accountBlockConfirm;

const view = (s: AccountBlockSetting) => ({ id: String(s.userId), ...s.block, updatedAt: s.updatedAt });

/** The signed-in customer's account-level Block Public Access. */
export async function accountPublicAccessBlock(ctx: Caller) {
  const user = requireUser(ctx);
  return view(await accountBlockOf(ctx.db, user.id));
}

const NAMES: Record<(typeof BLOCK_FLAGS)[number], string> = {
  blockPublicAcls: 'BlockPublicAcls',
  ignorePublicAcls: 'IgnorePublicAcls',
  blockPublicPolicy: 'BlockPublicPolicy',
  restrictPublicBuckets: 'RestrictPublicBuckets',
};

/**
 * Replace the account's four flags; turning any of them off needs `confirm`. `beforeSave` runs once
 * the change is known to be allowed and before it is stored: the Ceph plane closes the customer's
 * public buckets on RGW there, so a failure stores nothing (console-public.ts).
 */
export async function putAccountPublicAccessBlockFromConsole(ctx: Caller, raw: unknown, beforeSave?: (next: PublicAccessBlock, current: PublicAccessBlock) => Promise<void>) {
  const user = requireUser(ctx);
  if (ctx.token) throw forbidden(TOKEN_CANNOT_CHANGE_ACCOUNT_BLOCK);
  const { confirm, ...next } = parseInput(putAccountPublicAccessBlockSchema, raw);
  const current = await accountBlockOf(ctx.db, user.id);
  const off = flagsTurnedOff(current.block, next);
  if (off.length && !accountBlockConfirmed(confirm)) throw badInput(CONFIRM_ACCOUNT_BLOCK, 'confirm');
  await beforeSave?.(next, current.block);
  const on = BLOCK_FLAGS.filter((f) => !current.block[f] && next[f]);
  const saved = await ctx.db.transaction(async (m) => {
    const s = await putAccountBlock(m, user.id, next);
    if (off.length) {
      const action = `Block Public Access for the account turned off: ${off.map((f) => NAMES[f]).join(', ')} (buckets of the account may be made public)`;
      await recordSecurityEvent(m, actorOf(ctx), { type: 's3_account', severity: 'high', action });
    }
    if (on.length) await recordSecurityEvent(m, actorOf(ctx), { type: 's3_account', severity: 'low', action: `Block Public Access for the account turned on: ${on.map((f) => NAMES[f]).join(', ')}` });
    return s;
  });
  return { accountPublicAccessBlock: view(saved) };
}
