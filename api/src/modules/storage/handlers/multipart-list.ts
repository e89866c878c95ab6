import { MoreThan } from 'typeorm';
import { LIMITS } from '../../../contracts/storage';
import { uriEncode } from '../auth/sigv4';
import type { BucketAccess } from '../domain/buckets';
import { successor } from '../domain/listing';
import { findUpload } from '../domain/multipart';
import { UploadPartEntity } from '../entities/upload-part.entity';
import { UploadEntity } from '../entities/upload.entity';
import type { S3Context } from '../s3/context';
import { invalidArgument } from '../s3/errors';
import { ownerOf, quoted } from './common';
import { uploadIdOf } from './multipart';

function limit(ctx: S3Context, name: string): number {
  const raw = ctx.q(name);
  if (raw === undefined) return LIMITS.maxKeysPerPage;
  if (!/^\d{1,10}$/.test(raw)) throw invalidArgument(`Provided ${name} not an integer or within integer range`, name, raw);
  return Math.min(Number(raw), LIMITS.maxKeysPerPage);
}

/** GET /bucket/key?uploadId=… — ListParts, paged by part-number-marker. */
export async function listParts(ctx: S3Context, access: BucketAccess) {
  const upload = await findUpload(ctx.gw.db, access, ctx.key!, uploadIdOf(ctx));
  const max = limit(ctx, 'max-parts');
  const markerRaw = ctx.q('part-number-marker') ?? '0';
  if (!/^\d{1,5}$/.test(markerRaw)) throw invalidArgument('Invalid part-number-marker', 'part-number-marker', markerRaw);
  const rows = await ctx.gw.db.getRepository(UploadPartEntity).find({ where: { uploadId: upload.id, partNumber: MoreThan(Number(markerRaw)) }, order: { partNumber: 'ASC' }, take: max + 1 });
  const page = rows.slice(0, max);
  const truncated = rows.length > max;
  const owner = ownerOf(access.bucket.userId);
  const checksumTag = upload.checksumAlgorithm ? `Checksum${upload.checksumAlgorithm}` : null;
  ctx.sendXml(200, 'ListPartsResult', {
    Bucket: access.bucket.name,
    Key: upload.key,
    UploadId: upload.id,
    Initiator: owner,
    Owner: owner,
    StorageClass: 'STANDARD',
    PartNumberMarker: Number(markerRaw),
    NextPartNumberMarker: page.length ? page[page.length - 1]!.partNumber : undefined,
    MaxParts: max,
    IsTruncated: truncated,
    ChecksumAlgorithm: upload.checksumAlgorithm ?? undefined,
    Part: page.map((p) => ({
      PartNumber: p.partNumber,
      LastModified: p.uploadedAt,
      ETag: quoted(p.etag),
      Size: p.size,
      ...(checksumTag && p.checksumValue ? { [checksumTag]: p.checksumValue } : {}),
    })),
  }, upload.checksumAlgorithm ? { 'x-amz-checksum-algorithm': upload.checksumAlgorithm } : {});
}

/** GET /bucket?uploads — ListMultipartUploads by key then upload id, with prefix and delimiter. */
export async function listUploads(ctx: S3Context, access: BucketAccess) {
  const max = limit(ctx, 'max-uploads');
  const prefix = ctx.q('prefix') ?? '';
  const delimiter = ctx.q('delimiter') ?? '';
  const keyMarker = ctx.q('key-marker') ?? '';
  const idMarker = ctx.q('upload-id-marker') ?? '';
  const url = ctx.q('encoding-type') === 'url';
  const enc = (s: string) => (url ? uriEncode(s, true) : s);
  const qb = ctx.gw.db
    .getRepository(UploadEntity)
    .createQueryBuilder('u')
    .where('u.bucket_id = :b', { b: access.bucket.id })
    .andWhere(idMarker ? '(u.key > :km OR (u.key = :km AND u.id > :im))' : 'u.key > :km', { km: keyMarker, im: idMarker })
    .orderBy('u.key', 'ASC')
    .addOrderBy('u.id', 'ASC')
    .take(max + 1);
  if (prefix) {
    qb.andWhere('u.key >= :prefix', { prefix });
    const end = successor(prefix);
    if (end) qb.andWhere('u.key < :end', { end });
  }
  const rows = await qb.getMany();
  const uploads: UploadEntity[] = [];
  const prefixes: string[] = [];
  for (const u of rows.slice(0, max)) {
    const rest = u.key.slice(prefix.length);
    const cut = delimiter ? rest.indexOf(delimiter) : -1;
    if (cut >= 0) {
      const cp = prefix + rest.slice(0, cut + delimiter.length);
      if (!prefixes.includes(cp)) prefixes.push(cp);
    } else uploads.push(u);
  }
  const truncated = rows.length > max;
  const lastRow = rows.slice(0, max).at(-1);
  const owner = ownerOf(access.bucket.userId);
  ctx.sendXml(200, 'ListMultipartUploadsResult', {
    Bucket: access.bucket.name,
    KeyMarker: enc(keyMarker),
    UploadIdMarker: idMarker,
    NextKeyMarker: truncated && lastRow ? enc(lastRow.key) : undefined,
    NextUploadIdMarker: truncated && lastRow ? lastRow.id : undefined,
    Prefix: enc(prefix),
    Delimiter: delimiter ? enc(delimiter) : undefined,
    MaxUploads: max,
    IsTruncated: truncated,
    EncodingType: url ? 'url' : undefined,
    Upload: uploads.map((u) => ({ Key: enc(u.key), UploadId: u.id, Initiator: owner, Owner: owner, StorageClass: 'STANDARD', Initiated: u.initiatedAt })),
    CommonPrefixes: prefixes.map((p) => ({ Prefix: enc(p) })),
  });
}
