import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError, badInput, notFound } from '../../common/errors';
import { config } from '../../config/config';
import { AVATAR_HINT, AVATAR_MAX_BYTES } from '../../contracts/account';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { isAdminSession, requireUser, UserEntity } from '../auth';
import { parseRowId } from '../../common/ids';

type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/gif'; ext: 'png' | 'jpg' | 'gif' };
const TYPES: ImageType[] = [
  { mime: 'image/png', ext: 'png' },
  { mime: 'image/jpeg', ext: 'jpg' },
  { mime: 'image/gif', ext: 'gif' },
];

export const avatarDir = () => path.join(config().dataDir, 'avatars');

/** The image type told by the file's first bytes, whatever the request claims. */
export function sniffImage(buf: Buffer): ImageType | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return TYPES[0]!;
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return TYPES[1]!;
  if (buf.length >= 6 && (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')) return TYPES[2]!;
  return null;
}

export const tooLarge = () => new AppError('BAD_USER_INPUT', `The image is too large. ${AVATAR_HINT}`, { field: 'avatar' });

/** Store a new avatar: declared type and content must agree and be PNG, JPEG or GIF, at most 2 MB. */
export async function saveAvatar(ctx: Caller, contentType: string | undefined, body: unknown): Promise<UserEntity> {
  const user = requireUser(ctx);
  const declared = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!Buffer.isBuffer(body) || body.length === 0) throw badInput(`Choose an image to upload. ${AVATAR_HINT}`, 'avatar');
  if (body.length > AVATAR_MAX_BYTES) throw tooLarge();
  const sniffed = sniffImage(body);
  const declaredType = TYPES.find((t) => t.mime === declared || (declared === 'image/jpg' && t.ext === 'jpg'));
  if (!sniffed || !declaredType || sniffed.mime !== declaredType.mime) throw badInput(`The file is not a valid image. ${AVATAR_HINT}`, 'avatar');
  const file = `${user.id}-${crypto.randomBytes(8).toString('hex')}.${sniffed.ext}`;
  await fs.mkdir(avatarDir(), { recursive: true });
  await fs.writeFile(path.join(avatarDir(), file), body, { mode: 0o600 });
  const previous = user.avatarFile;
  await ctx.db.getRepository(UserEntity).update(user.id, { avatarFile: file });
  await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 'settings', action: 'Profile picture changed', severity: 'low' });
  if (previous) await removeAvatarFile(previous);
  user.avatarFile = file;
  return user;
}

export async function removeAvatarFile(file: string): Promise<void> {
  if (!/^[\w.-]+$/.test(file)) return;
  await fs.rm(path.join(avatarDir(), file), { force: true });
}

/** The avatar of a user: the owner or an admin may see it; anyone else gets NOT_FOUND. */
export async function readAvatar(ctx: Caller, rawUserId: string): Promise<{ data: Buffer; mime: string }> {
  const viewer = requireUser(ctx);
  const id = parseRowId(rawUserId);
  if (!id || (id !== viewer.id && !isAdminSession(ctx))) throw notFound('Avatar');
  const user = await ctx.db.getRepository(UserEntity).findOneBy({ id });
  if (!user?.avatarFile || user.deletedAt || !/^[\w.-]+$/.test(user.avatarFile)) throw notFound('Avatar');
  const type = TYPES.find((t) => user.avatarFile!.endsWith(`.${t.ext}`));
  try {
    return { data: await fs.readFile(path.join(avatarDir(), user.avatarFile)), mime: type?.mime ?? 'application/octet-stream' };
  } catch {
    throw notFound('Avatar');
  }
}
