import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityMetadata, ObjectLiteral } from 'typeorm';
import { actorOf, type Caller } from '../caller';
import { recordSecurityEvent } from '../audit';
import { avatarUrlOf, requireUser, UserEntity } from '../auth';
import { avatarDir, sniffImage } from './avatar.service';
import { DATA_MAP } from './data-map';
import { linkedRows, subjectOf } from './data-map-query';

/** Columns never exported: hashes, encrypted secrets and tokens (they are not the user's data to read). */
const SECRET_COLUMN = /(hash|secret|_enc$|token)/i;
/** One-time links inside stored e-mails: the export file may be kept carelessly, the links must not work from it. */
const redactLinks = (v: unknown) => (typeof v === 'string' ? v.replace(/#token=[A-Za-z0-9_-]+/g, '#token=[removed]') : v);

function plain(meta: EntityMetadata, row: ObjectLiteral) {
  const out: Record<string, unknown> = {};
  for (const col of meta.columns) {
    if (SECRET_COLUMN.test(col.databaseName)) continue;
    const v = col.getEntityValue(row);
    out[col.databaseName] = v instanceof Date ? v.toISOString() : redactLinks(v);
  }
  return out;
}

/** The avatar image itself (not just its URL), as base64, when there is one. */
async function avatarOf(user: UserEntity) {
  if (!user.avatarFile || !/^[\w.-]+$/.test(user.avatarFile)) return null;
  try {
    const data = await fs.readFile(path.join(avatarDir(), user.avatarFile));
    return { fileName: user.avatarFile, contentType: sniffImage(data)?.mime ?? 'application/octet-stream', base64: data.toString('base64') };
  } catch {
    return null;
  }
}

/**
 * Everything the product holds about the signed-in user: for every table DATA_MAP links to a person
 * (directly, through their services or invoices, or by their e-mail address or phone), their rows
 * without secrets; plus the avatar image. Tables the map leaves out of the export say why there.
 */
export async function exportAccountData(ctx: Caller) {
  const signedIn = requireUser(ctx);
  await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 'settings', action: 'Account data exported', severity: 'medium' });
  const user = await ctx.db.getRepository(UserEntity).findOneByOrFail({ id: signedIn.id });
  const subject = subjectOf(user);
  const tables: Record<string, Record<string, unknown>[]> = {};
  const metas = [...ctx.db.entityMetadatas].sort((a, b) => a.tableName.localeCompare(b.tableName));
  for (const meta of metas) {
    const rule = DATA_MAP[meta.tableName];
    if (!rule || rule.noExport || !rule.links.length) continue;
    tables[meta.tableName] = (await linkedRows(ctx.db, meta, subject)).map((r) => plain(meta, r));
  }
  return {
    exportedAt: new Date().toISOString(),
    format: 'mawingu-account-export/2',
    user: { id: user.id, username: user.username, email: user.email, avatarUrl: avatarUrlOf(user) },
    avatar: await avatarOf(user),
    tables,
  };
}
