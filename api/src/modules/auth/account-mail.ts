import crypto from 'node:crypto';
import { config } from '../../config/config';
import type { NewMessage } from '../notifications';

/**
 * The account e-mails (plain text, English like the rest of the product's mail). Links are built from
 * PUBLIC_URL only, never from the request's Host header: a forged Host would otherwise send the
 * victim a reset link to the attacker's site. Tokens travel in the URL fragment (#token=…), which
 * browsers never send to a server, a proxy log or a Referer.
 */
export function portalUrl(path: string): string {
  const base = config().publicUrl ?? `http://localhost:${config().port}`;
  return `${base.replace(/\/+$/, '')}${path}`;
}

const SIGNATURE = '\n\n— Mawingu Cloud\nThis message was sent automatically; replies are not read.';

interface Recipient {
  id: number;
  firstName: string;
  email: string;
}

export function verificationMessage(user: Recipient, token: string): NewMessage {
  return {
    kind: 'verify-email',
    dedupeKey: `verify-email:${user.id}:${crypto.randomUUID()}`,
    userId: user.id,
    channel: 'email',
    recipient: user.email,
    subject: 'Verify your e-mail address',
    body:
      `Hello ${user.firstName},\n\nPlease confirm that this is your e-mail address for Mawingu Cloud:\n\n${portalUrl(`/verify-email#token=${token}`)}\n\n` +
      'The link works once, for 24 hours.\n\nIf you did not create a Mawingu Cloud account, someone else typed your address. ' +
      'You can ignore this e-mail (the address stays unverified), or take the account over with "Forgot password?" on the sign-in page.' +
      SIGNATURE,
  };
}

export function passwordResetMessage(user: Recipient, token: string): NewMessage {
  return {
    kind: 'password-reset',
    dedupeKey: `password-reset:${user.id}:${crypto.randomUUID()}`,
    userId: user.id,
    channel: 'email',
    recipient: user.email,
    subject: 'Reset your Mawingu Cloud password',
    body:
      `Hello ${user.firstName},\n\nSomeone (we hope you) asked to reset the password of your Mawingu Cloud account. Choose a new password here:\n\n` +
      `${portalUrl(`/reset-password#token=${token}`)}\n\nThe link works once, for 1 hour. Resetting signs out every session of the account and ends its console links; unless you untick the box, it also revokes its personal access tokens and deactivates its S3 access keys.\n\n` +
      'If you did not ask for this, ignore this e-mail: your password stays as it is.' +
      SIGNATURE,
  };
}

/** To the owner of an address someone tried to register again (the form itself does not say it is taken). */
export function registrationAttemptMessage(owner: Recipient & { username: string }, now = new Date()): NewMessage {
  const hour = now.toISOString().slice(0, 13);
  return {
    kind: 'register-attempt',
    // At most one such e-mail per account per hour, however often someone tries.
    dedupeKey: `register-attempt:${owner.id}:${hour}`,
    userId: owner.id,
    channel: 'email',
    recipient: owner.email,
    subject: 'Someone tried to create an account with your e-mail address',
    body:
      `Hello ${owner.firstName},\n\nSomeone tried to create a new Mawingu Cloud account with this e-mail address. ` +
      `It already belongs to your account (username ${owner.username}), so no new account was created.\n\n` +
      `If it was you: sign in at ${portalUrl('/auth')}, or choose a new password at ${portalUrl('/reset-password')}.\n` +
      'If it was not you, there is nothing to do.' +
      SIGNATURE,
  };
}

/** A security change the owner should hear about even when it was them (password, e-mail, 2FA). */
export function securityNoticeMessage(user: Recipient, subject: string, text: string, recipient = user.email): NewMessage {
  return {
    kind: 'security-notice',
    dedupeKey: `security-notice:${user.id}:${crypto.randomUUID()}`,
    userId: user.id,
    channel: 'email',
    recipient,
    subject,
    body: `Hello ${user.firstName},\n\n${text}\n\nIf this was not you, reset your password at ${portalUrl('/reset-password')} and contact support.${SIGNATURE}`,
  };
}

/**
 * What a takeover clean-up took back (account/revoke-credentials.ts), for the notice that follows
 * a password reset or change, or turning 2FA off.
 */
export interface TakenBack {
  /** Personal access tokens revoked (those that were live). */
  accessTokens: { name: string }[];
  /** S3 access keys deactivated (those that were active). */
  apiKeys: { name: string; accessKeyId: string }[];
  /** Console links revoked (false: the account had never opened one). */
  consoleLinks: boolean;
  /** Set when the person chose to keep their tokens and keys: how many still work. */
  kept: { accessTokens: number; apiKeys: number } | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * The list of what was taken back: sessions, then tokens and keys (by name, the keys with their
 * id, so the owner can tell theirs from an intruder's), then console links, or what was kept.
 */
function takenBackLines(sessions: 'every' | 'other', taken: TakenBack): string[] {
  const lines = [sessions === 'every' ? 'Every session was signed out.' : 'Every other session was signed out.'];
  if (taken.kept) {
    const { accessTokens, apiKeys } = taken.kept;
    lines.push(
      `As you chose, personal access tokens and S3 access keys were kept: ${plural(accessTokens, 'personal access token', 'personal access tokens')} and ${plural(apiKeys, 'S3 access key', 'S3 access keys')} still work. Check them under Security in the dashboard.`,
    );
  } else {
    const tokens = taken.accessTokens.map((t) => t.name);
    const keys = taken.apiKeys.map((k) => `"${k.name}" (${k.accessKeyId})`);
    lines.push(tokens.length ? `${plural(tokens.length, 'personal access token was', 'personal access tokens were')} revoked: ${quoted(tokens)}.` : 'No personal access token was live: none was revoked.');
    lines.push(keys.length ? `${plural(keys.length, 'S3 access key was', 'S3 access keys were')} deactivated: ${keys.join(', ')}.` : 'No S3 access key was active: none was deactivated.');
  }
  if (taken.consoleLinks) lines.push('Console links (share, download and upload links from the bucket browser) made before this stopped working.');
  return lines;
}

/**
 * The notice after a takeover clean-up: what happened, then exactly what was taken back. Keys
 * that were deactivated can be switched back on; revoked tokens are gone for good.
 */
export function takeoverNoticeMessage(user: Recipient, subject: string, what: string, sessions: 'every' | 'other', taken: TakenBack): NewMessage {
  const list = takenBackLines(sessions, taken).map((l) => `- ${l}`).join('\n');
  const after = taken.kept || !taken.apiKeys.length ? '' : '\n\nS3 access keys you still need can be switched back on under Security in the dashboard once you have checked them.';
  return securityNoticeMessage(user, subject, `${what}\n\nWhat was taken back:\n${list}${after}`);
}

/**
 * A sign-in from a browser or device the account never used before (another user agent than every
 * earlier session): a security alert, always sent. Device and address as the request gave them.
 */
export function newSignInMessage(user: Recipient, device: string, ip: string, at: Date): NewMessage {
  return {
    kind: 'new-sign-in',
    dedupeKey: `new-sign-in:${user.id}:${crypto.randomUUID()}`,
    userId: user.id,
    channel: 'email',
    recipient: user.email,
    subject: 'New sign-in to your Mawingu Cloud account',
    body:
      `Hello ${user.firstName},\n\nYour Mawingu Cloud account was just signed in to from a browser or device it had not used before:\n\n` +
      `Device: ${device || 'unknown'}\nIP address: ${ip || 'unknown'}\nTime: ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC\n\n` +
      `If this was you, there is nothing to do. If not, change your password at ${portalUrl('/reset-password')}, sign out the other sessions under Security in the dashboard, and contact support.${SIGNATURE}`,
  };
}

/** A recovery code replaced the authenticator app at sign-in: a security alert, always sent. */
export function recoveryCodeUsedMessage(user: Recipient, remaining: number): NewMessage {
  return {
    kind: 'recovery-code-used',
    dedupeKey: `recovery-code-used:${user.id}:${crypto.randomUUID()}`,
    userId: user.id,
    channel: 'email',
    recipient: user.email,
    subject: 'A recovery code was used to sign in',
    body:
      `Hello ${user.firstName},\n\nA two-factor recovery code was just used to sign in to your Mawingu Cloud account. ${remaining} unused ${remaining === 1 ? 'code remains' : 'codes remain'}.\n\n` +
      `If this was not you, reset your password at ${portalUrl('/reset-password')} and contact support.${SIGNATURE}`,
  };
}
