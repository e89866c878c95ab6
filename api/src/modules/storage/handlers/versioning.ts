import type { BucketAccess } from '../domain/buckets';
import { setVersioning } from '../domain/versions';
import type { S3Context } from '../s3/context';
import { malformedXml, s3err } from '../s3/errors';
import { parseXml } from '../s3/xml';
import { readSmallBody, text } from './common';

/** GET /bucket?versioning — empty for a bucket never versioned, as S3 answers; else its Status. */
export async function getBucketVersioning(ctx: S3Context, access: BucketAccess) {
  ctx.sendXml(200, 'VersioningConfiguration', access.bucket.versioning ? { Status: access.bucket.versioning } : {});
}

/**
 * PUT /bucket?versioning — Status Enabled or Suspended. MFA Delete needs a hardware token this
 * provider does not issue: asking for it is refused rather than stored and ignored.
 */
export async function putBucketVersioning(ctx: S3Context, access: BucketAccess) {
  const doc = parseXml(await readSmallBody(ctx, 64 * 1024)).VersioningConfiguration as Record<string, unknown> | undefined;
  if (!doc || typeof doc !== 'object') throw malformedXml();
  const status = text(doc.Status)?.trim();
  const mfa = text(doc.MfaDelete)?.trim();
  if (mfa === 'Enabled') throw s3err('NotImplemented', 'MFA Delete is not supported: use object lock to protect versions from deletion.');
  if (mfa !== undefined && mfa !== 'Disabled') throw malformedXml();
  if (status !== 'Enabled' && status !== 'Suspended') throw malformedXml();
  await setVersioning(ctx.gw.db, access, status);
  ctx.sendEmpty(200);
}
