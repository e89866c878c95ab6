import type { BucketAccess } from '../domain/buckets';
import { getObjectTags, putObjectTags, type ObjectTag } from '../domain/tagging';
import type { S3Context } from '../s3/context';
import { malformedXml } from '../s3/errors';
import { parseXml, type XmlObject } from '../s3/xml';
import { readSmallBody, text, versionArgument } from './common';

/**
 * GetObjectTagging, PutObjectTagging and DeleteObjectTagging (`/bucket/key?tagging`). The rules
 * are the domain's (domain/tagging.ts, shared with the console); here only S3's documents.
 */

/** A Tagging document of 10 tags of 128 + 256 four-byte characters is ~16 KiB: 64 KiB is plenty. */
const MAX_TAGGING_BODY = 64 * 1024;

/** The Tagging document S3 answers GetObjectTagging with (an empty `<TagSet></TagSet>` for none). */
export const taggingDocument = (tags: readonly ObjectTag[]): XmlObject => ({ TagSet: tags.length ? { Tag: tags.map((t) => ({ Key: t.key, Value: t.value })) } : '' });

/** The tags of a PutObjectTagging body; MalformedXML unless it is `<Tagging><TagSet>` of `<Tag>` with a Key and a Value each. */
export function parseTaggingXml(body: string): ObjectTag[] {
  const doc = parseXml(body);
  const root = doc?.Tagging;
  if (!root || typeof root !== 'object') throw malformedXml();
  const set = (root as Record<string, unknown>).TagSet;
  if (set === undefined) throw malformedXml();
  if (typeof set === 'string') {
    if (set.trim()) throw malformedXml();
    return [];
  }
  if (!set || typeof set !== 'object') throw malformedXml();
  const list = (set as Record<string, unknown>).Tag ?? [];
  if (!Array.isArray(list)) throw malformedXml();
  return list.map((t: unknown) => {
    const tag = (t && typeof t === 'object' ? t : {}) as Record<string, unknown>;
    const key = text(tag.Key);
    const value = text(tag.Value);
    if (key === undefined || value === undefined) throw malformedXml();
    return { key, value };
  });
}

/** GET /bucket/key?tagging — the object's tags (an empty TagSet when it has none). */
export async function getObjectTagging(ctx: S3Context, access: BucketAccess) {
  const versionId = versionArgument(ctx);
  ctx.sendXml(200, 'Tagging', taggingDocument(await getObjectTags(ctx.gw.db, access, ctx.key!, versionId)), versionId === undefined ? {} : { 'x-amz-version-id': versionId });
}

/** PUT /bucket/key?tagging — replaces the whole tag set. */
export async function putObjectTagging(ctx: S3Context, access: BucketAccess) {
  const versionId = versionArgument(ctx);
  const tags = parseTaggingXml(await readSmallBody(ctx, MAX_TAGGING_BODY));
  await putObjectTags(ctx.gw.db, access, ctx.key!, tags, versionId);
  ctx.sendEmpty(200, versionId === undefined ? {} : { 'x-amz-version-id': versionId });
}

/** DELETE /bucket/key?tagging — removes every tag: 204, as S3. */
export async function deleteObjectTagging(ctx: S3Context, access: BucketAccess) {
  const versionId = versionArgument(ctx);
  await putObjectTags(ctx.gw.db, access, ctx.key!, [], versionId);
  ctx.sendEmpty(204, versionId === undefined ? {} : { 'x-amz-version-id': versionId });
}
