import type { Db } from '../../db/db';
import type { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { UserEntity } from '../auth';
import { DATA_MAP, type DataLink, type Via } from './data-map';

/** The ids of the subject's rows of a `via` table, as a sub-query on `:uid` (fixed SQL, no input). */
const BUCKETS = `SELECT b.id FROM "storage_buckets" b WHERE b.user_id = :uid`;
const VIA_SQL: Record<Via, string> = {
  services: `SELECT x.id FROM "cloud_storage_services" x WHERE x.user_id = :uid`,
  invoices: `SELECT x.id FROM "invoices" x WHERE x.user_id = :uid`,
  buckets: BUCKETS,
  objects: `SELECT o.id FROM "storage_objects" o WHERE o.bucket_id IN (${BUCKETS})`,
  uploads: `SELECT u.id FROM "storage_uploads" u WHERE u.bucket_id IN (${BUCKETS})`,
};

export interface Subject {
  id: number;
  email: string;
  phone: string;
}

/** The map's entry of an entity's table, or an error naming the table (a table must never be skipped silently). */
export function ruleOf(meta: EntityMetadata) {
  const rule = DATA_MAP[meta.tableName];
  if (!rule) throw new Error(`Table "${meta.tableName}" is not in DATA_MAP (api/src/modules/account/data-map.ts)`);
  return rule;
}

/** One link as a SQL condition on alias `t` (column names come from the map, never from input). */
function condition(link: DataLink, i: number, subject: Subject): { sql: string; params: Record<string, unknown> } | null {
  const col = `t."${link.column}"`;
  if ('via' in link) return { sql: `${col} IN (${VIA_SQL[link.via]})`, params: { uid: subject.id } };
  if ('matches' in link) {
    const value = link.matches === 'email' ? subject.email : subject.phone;
    return value ? { sql: `${col} = :m${i}`, params: { [`m${i}`]: value } } : null;
  }
  return { sql: `${col} = :uid`, params: { uid: subject.id } };
}

/** Restrict a query on alias `t` to the subject's rows of the table (any link). False when the table has no link. */
function whereLinked(qb: SelectQueryBuilder<ObjectLiteral>, links: DataLink[], subject: Subject): boolean {
  const parts = links.map((l, i) => condition(l, i, subject)).filter((c): c is NonNullable<typeof c> => c !== null);
  if (!parts.length) return false;
  qb.where(`(${parts.map((p) => p.sql).join(' OR ')})`, Object.assign({}, ...parts.map((p) => p.params)));
  return true;
}

/** The subject's rows of one table (for the export and the tests). */
export async function linkedRows(db: Db, meta: EntityMetadata, subject: Subject): Promise<ObjectLiteral[]> {
  const qb = db.getRepository(meta.target).createQueryBuilder('t');
  if (!whereLinked(qb, ruleOf(meta).links, subject)) return [];
  return qb.orderBy(`t.${meta.primaryColumns[0]!.propertyName}`, 'ASC').getMany();
}

/** The primary keys of the subject's rows of one table (deletion works on these). */
export async function linkedIds(db: Db, meta: EntityMetadata, subject: Subject): Promise<unknown[]> {
  const pk = meta.primaryColumns[0]!;
  const qb = db.getRepository(meta.target).createQueryBuilder('t').select(`t.${pk.propertyName}`, 'pk');
  if (!whereLinked(qb, ruleOf(meta).links, subject)) return [];
  return (await qb.getRawMany<{ pk: unknown }>()).map((r) => r.pk);
}

export const subjectOf = (u: UserEntity): Subject => ({ id: u.id, email: u.email, phone: u.phone });
