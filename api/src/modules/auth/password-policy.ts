import { dictionary } from '@zxcvbn-ts/language-common';
import { badInput } from '../../common/errors';
import { passwordSchema } from '../../contracts/auth';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose a different one.';
export const CONTEXT_PASSWORD_MESSAGE = 'Your password must not contain your name, username, e-mail address or the name of this service.';

/**
 * The ~49,000 most common passwords (zxcvbn-ts's maintained list, from real breach corpora), checked
 * offline. The list is lower-case and mostly fails the spec's composition rules as it stands, so a
 * password is also refused when what remains after the usual decorations is on the list:
 * "Password1!", "P@ssw0rd2024" and "!!Monkey123" are all "password"/"monkey" to a cracker.
 */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'] as string[]));
export const commonPasswordCount = () => commonPasswords().size;

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '8': 'b', '3': 'e', '6': 'g', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't', '+': 't', '2': 'z' };
const unleet = (s: string) => s.replace(/[@483610!$57+2]/g, (c) => LEET[c]!);
/** Strip leading and trailing runs of digits, symbols and spaces ("!!monkey123!" → "monkey"). */
const core = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** The forms of a password a guesser tries first, lower-cased. */
export function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const forms = new Set([lower, core(lower), unleet(lower), core(unleet(lower)), unleet(core(lower))]);
  return [...forms].filter((f) => f.length >= 4);
}

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  return guessableForms(password).some((f) => list.has(f));
}

export interface PasswordContext {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Context words (ASVS: username, names, e-mail, the service's name) of at least 4 letters. */
function contextWords(ctx: PasswordContext): string[] {
  const local = ctx.email?.split('@')[0] ?? '';
  return [ctx.username, local, ctx.firstName, ctx.lastName, 'mawingu']
    .map((w) => (w ?? '').toLowerCase().trim())
    .filter((w) => [...w].length >= 4);
}

/**
 * The whole password rule for a password being set (registration, change, reset, bootstrap admin):
 * the shared composition rules, then the offline common-password list and the context words.
 * Returns the password unchanged (never trimmed or truncated). `field` names the input in errors.
 */
export function acceptablePassword(raw: unknown, ctx: PasswordContext, field = 'password', opts: { contextWords?: boolean } = {}): string {
  const parsed = passwordSchema.safeParse(raw);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid password', field);
  const password = parsed.data;
  if (isCommonPassword(password)) throw badInput(COMMON_PASSWORD_MESSAGE, field);
  const forms = guessableForms(password).concat(password.toLowerCase());
  if (opts.contextWords !== false && contextWords(ctx).some((w) => forms.some((f) => f.includes(w)))) throw badInput(CONTEXT_PASSWORD_MESSAGE, field);
  return password;
}
