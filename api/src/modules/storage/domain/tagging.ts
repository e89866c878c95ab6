import { objectTagsProblem, type ObjectTag } from '../../../contracts/storage';
import type { Db } from '../../../db/db';
import { ObjectEntity } from '../entities/object.entity';
import { ObjectVersionEntity } from '../entities/object-version.entity';
import type { BucketAccess } from './buckets';
import { InvalidTagError, NoSuchKeyError, NoSuchVersionError } from './errors';
import { changedRows, marks } from './ledger';

/**
 * Object tagging, one rule book for the S3 gateway and the console: a tag set lives on the
 * object's row (JSON), so it goes with the object on delete and is replaced with it on overwrite
 * (a PUT, a copy or a completed upload without tags leaves none, as in S3). Tags move no bytes:
 * changing them takes no ledger lock, one UPDATE of the row.
 */
export type { ObjectTag };

/** The set, or InvalidTag with S3's words for what is wrong with it. */
export function checkTags(tags: ObjectTag[]): ObjectTag[] {
  const problem = objectTagsProblem(tags);
  if (problem) throw new InvalidTagError(problem);
  return tags;
}

/** Stored form: JSON, or null for no tags. */
export const storedTags = (tags: readonly ObjectTag[]): string | null => (tags.length ? JSON.stringify(tags.map(({ key, value }) => ({ key, value }))) : null);

/** The tags of a stored row's column. */
export const tagsOf = (stored: string | null | undefined): ObjectTag[] => (stored ? (JSON.parse(stored) as ObjectTag[]) : []);

/**
 * `x-amz-tagging` (PutObject, CreateMultipartUpload, CopyObject with REPLACE): URL-query encoded
 * `k1=v1&k2=v2`; a key without `=` has an empty value. Checked like any set.
 */
export function parseTaggingHeader(raw: string | undefined): ObjectTag[] {
  if (raw === undefined || raw === '') return [];
  const tags: ObjectTag[] = [];
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const [k, v] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    try {
      tags.push({ key: decode(k), value: decode(v) });
    } catch {
      throw new InvalidTagError('The header \'x-amz-tagging\' shall be encoded as UTF-8 then URLEncoded URL query parameters without tag name duplicates.');
    }
  }
  return checkTags(tags);
}

const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));

/** The row a tagging request acts on: the current object's, or a noncurrent version's (by id). */
const taggedTable = async (db: Db, access: BucketAccess, key: string, versionId?: string): Promise<{ table: string; versionId?: string }> => {
  if (versionId === undefined || (await db.getRepository(ObjectEntity).existsBy({ bucketId: access.bucket.id, key, versionId }))) return { table: 'storage_objects', versionId };
  if (await db.getRepository(ObjectVersionEntity).existsBy({ bucketId: access.bucket.id, key, versionId, deleteMarker: false })) return { table: 'storage_object_versions', versionId };
  throw new NoSuchVersionError(key, versionId);
};

/** GetObjectTagging: the tags of the key (or of one of its versions); none is an empty set; NoSuchKey / NoSuchVersion. */
export async function getObjectTags(db: Db, access: BucketAccess, key: string, versionId?: string): Promise<ObjectTag[]> {
  const { table } = await taggedTable(db, access, key, versionId);
  const repo = table === 'storage_objects' ? db.getRepository(ObjectEntity) : db.getRepository(ObjectVersionEntity);
  const row = await repo.findOne({ select: { id: true, tags: true }, where: { bucketId: access.bucket.id, key, ...(versionId === undefined ? {} : { versionId }) } });
  if (!row) throw new NoSuchKeyError(key);
  return tagsOf(row.tags);
}

/** PutObjectTagging (and DeleteObjectTagging with an empty set): replaces the whole set of the key (or one version), or NoSuchKey / NoSuchVersion. */
export async function putObjectTags(db: Db, access: BucketAccess, key: string, tags: ObjectTag[], versionId?: string): Promise<ObjectTag[]> {
  checkTags(tags);
  const { table } = await taggedTable(db, access, key, versionId);
  const byVersion = versionId === undefined ? '' : ` AND version_id = ${marks(db, 4, 1)}`;
  const changed = await changedRows<{ id: number }>(db, `UPDATE ${table} SET tags = ${marks(db, 1, 1)} WHERE bucket_id = ${marks(db, 2, 1)} AND "key" = ${marks(db, 3, 1)}${byVersion} RETURNING id`, [
    storedTags(tags),
    access.bucket.id,
    key,
    ...(versionId === undefined ? [] : [versionId]),
  ]);
  if (!changed.length) throw versionId === undefined ? new NoSuchKeyError(key) : new NoSuchVersionError(key, versionId);
  return tags;
}
