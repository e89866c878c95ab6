import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { planBody, openBody } from '../payload/body';
import type { BlobStore } from '../blob/blob-store';
import { collect } from '../domain/journal';
import { logger } from '../../../common/logger';
import type { S3Context } from '../s3/context';
import { s3err } from '../s3/errors';
import type { BucketAccess } from '../domain/buckets';
import { isVersionId } from '../domain/versions';

/** S3's canonical owner: a stable 64-hex id per customer (no personal data in listings). */
export const ownerOf = (userId: number) => ({ ID: crypto.createHash('sha256').update(`mawingu-owner:${userId}`).digest('hex'), DisplayName: `customer-${userId}` });

export const quoted = (etag: string) => `"${etag}"`;
export const httpDate = (d: Date) => d.toUTCString();

/** A small request body (XML documents), decoded and verified like any payload, at most `max` bytes. */
export async function readSmallBody(ctx: S3Context, max = 1024 * 1024): Promise<string> {
  const plan = planBody(ctx.req, ctx.caller.payloadHash);
  if (ctx.req.headers.expect?.toLowerCase() === '100-continue' && !ctx.res.headersSent) ctx.res.writeContinue();
  const body = openBody(ctx.req, plan, ctx.caller.signing, max, () => s3err('MalformedXML', `The XML document is larger than ${max} bytes.`));
  const chunks: Buffer[] = [];
  for await (const c of body.stream) chunks.push(c as Buffer);
  ctx.bytesIn += body.result().size;
  return Buffer.concat(chunks).toString('utf8');
}

/** Delete garbage blobs after a commit without holding up the answer; the journal retries failures. */
export function collectSoon(db: DataSource, blobs: BlobStore, keys: string[]): void {
  if (!keys.length) return;
  collect(db, blobs, keys).catch((e) => logger.warn({ err: { message: e instanceof Error ? e.message : String(e) } }, 'blob collection failed'));
}

/** Text of a parsed XML field (fast-xml-parser gives strings, or objects for empty elements). */
export const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** The versionId query argument, checked: undefined when absent; InvalidArgument when it cannot be one of ours. */
export function versionArgument(ctx: S3Context, name = 'versionId'): string | undefined {
  const v = ctx.q(name);
  if (v === undefined) return undefined;
  if (!isVersionId(v)) throw s3err('InvalidArgument', 'Invalid version id specified', { ArgumentName: name, ArgumentValue: v });
  return v;
}

/** x-amz-version-id of a version written to, or read from, a bucket whose versioning was ever enabled (S3 sends none otherwise). */
export const versionHeader = (access: BucketAccess, v: { versionId: string; versionSeq: number }): Record<string, string> =>
  access.bucket.versioning !== null || v.versionSeq > 0 ? { 'x-amz-version-id': v.versionId } : {};

export const noSuchVersion = (key: string, versionId: string) => s3err('NoSuchVersion', 'The specified version does not exist.', { Key: key, VersionId: versionId });
