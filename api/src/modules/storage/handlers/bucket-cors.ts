import { bucketCors, deleteBucketCors, putBucketCors, type CorsRule } from '../domain/cors';
import type { BucketAccess } from '../domain/buckets';
import type { S3Context } from '../s3/context';
import { malformedXml, s3err } from '../s3/errors';
import { parseXml, type XmlObject } from '../s3/xml';
import { readSmallBody, text } from './common';

/** S3's cap on a PutBucketCors body. */
export const CORS_BODY_LIMIT = 64 * 1024;

const RULE_FIELDS = new Set(['ID', 'AllowedOrigin', 'AllowedMethod', 'AllowedHeader', 'ExposeHeader', 'MaxAgeSeconds']);

/** One or many of an element, as fast-xml-parser gives it (a value, or an array when repeated). */
const many = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The text of each repetition of an element; an element with children is not S3's schema. */
function texts(v: unknown): string[] {
  return many(v).map((x) => {
    const t = text(x);
    if (t === undefined) throw malformedXml();
    return t.trim();
  });
}

/** A CORSConfiguration document → rules; anything off S3's schema is MalformedXML. */
export function readCorsConfiguration(raw: string): CorsRule[] {
  const doc = parseXml(raw);
  const root = doc.CORSConfiguration;
  if (Object.keys(doc).length !== 1 || root === undefined) throw malformedXml();
  if (typeof root !== 'object' || root === null || Array.isArray(root)) throw malformedXml();
  const extra = Object.keys(root).filter((k) => k !== 'CORSRule' && k !== '#text');
  if (extra.length) throw malformedXml();
  const rules = many((root as Record<string, unknown>).CORSRule);
  if (!rules.length) throw malformedXml();
  return rules.map((r) => {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) throw malformedXml();
    const el = r as Record<string, unknown>;
    if (Object.keys(el).some((k) => !RULE_FIELDS.has(k) && k !== '#text')) throw malformedXml();
    const ids = texts(el.ID);
    const ages = texts(el.MaxAgeSeconds);
    if (ids.length > 1 || ages.length > 1) throw malformedXml();
    const rule: CorsRule = {
      allowedOrigins: texts(el.AllowedOrigin),
      allowedMethods: texts(el.AllowedMethod),
      allowedHeaders: texts(el.AllowedHeader),
      exposeHeaders: texts(el.ExposeHeader),
    };
    // Origin and method are required by S3's schema.
    if (!rule.allowedOrigins.length || !rule.allowedMethods.length) throw malformedXml();
    if (ids.length) rule.id = ids[0];
    if (ages.length) {
      if (!/^\d{1,10}$/.test(ages[0]!)) throw malformedXml();
      rule.maxAgeSeconds = Number(ages[0]);
    }
    return rule;
  });
}

/** The rules as S3's GetBucketCors document body (elements in S3's order). */
export function corsConfiguration(rules: readonly CorsRule[]): XmlObject {
  return {
    CORSRule: rules.map((r) => ({
      ID: r.id,
      AllowedHeader: r.allowedHeaders,
      AllowedMethod: r.allowedMethods,
      AllowedOrigin: r.allowedOrigins,
      ExposeHeader: r.exposeHeaders,
      MaxAgeSeconds: r.maxAgeSeconds,
    })),
  };
}

/** PUT /bucket?cors — replaces the bucket's CORS configuration. */
export async function putCors(ctx: S3Context, access: BucketAccess) {
  const rules = readCorsConfiguration(await readSmallBody(ctx, CORS_BODY_LIMIT));
  await putBucketCors(ctx.gw.db, access, rules);
  ctx.sendEmpty(200);
}

/** GET /bucket?cors — the configuration, or S3's NoSuchCORSConfiguration. */
export async function getCors(ctx: S3Context, access: BucketAccess) {
  const rules = await bucketCors(ctx.gw.db, access);
  if (!rules) throw s3err('NoSuchCORSConfiguration', 'The CORS configuration does not exist', { BucketName: access.bucket.name });
  ctx.sendXml(200, 'CORSConfiguration', corsConfiguration(rules));
}

/** DELETE /bucket?cors — 204, whether or not there was a configuration. */
export async function deleteCors(ctx: S3Context, access: BucketAccess) {
  await deleteBucketCors(ctx.gw.db, access);
  ctx.sendEmpty(204);
}
