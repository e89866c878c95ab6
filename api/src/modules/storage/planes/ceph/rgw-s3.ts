import crypto from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { objectUrl, signHeaders, type SigningCredentials } from '../../auth/signer';
import { EMPTY_SHA256, uriEncode } from '../../auth/sigv4';
import type { CorsRule } from '../../domain/cors';
import type { PublicAccessBlock } from '../../domain/block-public-access';
import { RgwUnreachableError } from './rgw-admin';

/**
 * The few S3 calls the console makes on RGW, signed with the customer's console credential (a
 * subuser of their RGW user, desired.ts): RGW's tenancy then scopes every name to that customer,
 * and the console can do nothing their own tools could not. Plain signed fetches (the same SigV4
 * signer as the Admin Ops client) and fast-xml-parser, rather than the AWS SDK in production.
 */

/** RGW refused a request: its S3 error code (NoSuchBucket, BucketNotEmpty, QuotaExceeded…) and status. */
export class RgwS3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`RGW answered ${status} ${code}`);
  }
}


/** A version without a retention or a legal hold: S3 says NoSuchObjectLockConfiguration, RGW 16.2 ObjectLockConfigurationNotFoundError. */
const NO_VERSION_LOCK = new Set(['NoSuchObjectLockConfiguration', 'ObjectLockConfigurationNotFoundError']);

export type LockMode = 'GOVERNANCE' | 'COMPLIANCE';
export interface RgwDefaultRetention {
  mode: LockMode;
  days: number | null;
  years: number | null;
}

export interface RgwVersion {
  key: string;
  versionId: string;
  isLatest: boolean;
  lastModified: Date;
  deleteMarker: boolean;
  etag: string | null;
  size: number;
}

export interface RgwVersionPage {
  versions: RgwVersion[];
  folders: string[];
  truncated: boolean;
  nextKeyMarker?: string;
  nextVersionIdMarker?: string;
}

const xml = new XMLParser({ ignoreAttributes: true, parseTagValue: false, isArray: (name) => ['Contents', 'CommonPrefixes', 'Bucket', 'Version', 'DeleteMarker', 'CORSRule', 'AllowedOrigin', 'AllowedMethod', 'AllowedHeader', 'ExposeHeader', 'Tag'].includes(name) });
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export class RgwS3 {
  constructor(
    private readonly endpoint: string,
    private readonly credentials: SigningCredentials,
    private readonly timeoutMs = 15_000,
  ) {}

  private async call(method: string, bucket: string | undefined, key: string | undefined, query: [string, string][] = [], body?: string, extraHeaders: Record<string, string> = {}): Promise<string> {
    const base = bucket === undefined ? `${this.endpoint.replace(/\/+$/, '')}/` : objectUrl(this.endpoint, bucket, key);
    const search = query.map(([k, v]) => (v === '' ? encodeURIComponent(k) : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)).join('&');
    const url = search ? `${base}?${search}` : base;
    const headers: Record<string, string> = { ...extraHeaders };
    if (body !== undefined) {
      headers['content-type'] ??= 'application/xml';
      headers['content-md5'] = crypto.createHash('md5').update(body).digest('base64');
    }
    const hash = body === undefined ? EMPTY_SHA256 : crypto.createHash('sha256').update(body).digest('hex');
    let res: Response;
    try {
      res = await fetch(url, { method, headers: signHeaders(method, url, headers, hash, this.credentials), body, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (e) {
      throw new RgwUnreachableError(`RGW at ${this.endpoint} did not answer: ${e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e)}`);
    }
    const text = await res.text();
    if (!res.ok) throw new RgwS3Error(res.status, /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? String(res.status));
    return text;
  }

  /** CreateBucket; with object lock, RGW turns versioning on for good too. */
  async createBucket(bucket: string, opts: { objectLock?: boolean } = {}): Promise<void> {
    await this.call('PUT', bucket, undefined, [], undefined, opts.objectLock ? { 'x-amz-bucket-object-lock-enabled': 'true' } : {});
  }

  /** The bucket's object lock: null when the bucket was not created with it. */
  async objectLock(bucket: string): Promise<{ defaultRetention: RgwDefaultRetention | null } | null> {
    let text: string;
    try {
      text = await this.call('GET', bucket, undefined, [['object-lock', '']]);
    } catch (e) {
      if (e instanceof RgwS3Error && (e.code === 'ObjectLockConfigurationNotFoundError' || e.code === 'InvalidBucketState' || e.status === 404) && e.code !== 'NoSuchBucket') return null;
      throw e;
    }
    const c = xml.parse(text).ObjectLockConfiguration ?? {};
    if (String(c.ObjectLockEnabled ?? '').trim() !== 'Enabled') return null;
    const d = c.Rule?.DefaultRetention;
    if (!d?.Mode) return { defaultRetention: null };
    const num = (v: unknown) => (v === undefined || v === '' ? null : Number(v));
    return { defaultRetention: { mode: String(d.Mode) as LockMode, days: num(d.Days), years: num(d.Years) } };
  }

  /** PutObjectLockConfiguration: the default retention of new versions (null: none). */
  async putObjectLock(bucket: string, retention: RgwDefaultRetention | null): Promise<void> {
    const rule = retention ? `<Rule><DefaultRetention><Mode>${retention.mode}</Mode>${retention.years ? `<Years>${retention.years}</Years>` : `<Days>${retention.days}</Days>`}</DefaultRetention></Rule>` : '';
    await this.call('PUT', bucket, undefined, [['object-lock', '']], `<ObjectLockConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><ObjectLockEnabled>Enabled</ObjectLockEnabled>${rule}</ObjectLockConfiguration>`);
  }

  /** One version's retention (null: none). */
  async retention(bucket: string, key: string, versionId: string): Promise<{ mode: LockMode; until: Date } | null> {
    let text: string;
    try {
      text = await this.call('GET', bucket, key, [['retention', ''], ['versionId', versionId]]);
    } catch (e) {
      if (e instanceof RgwS3Error && NO_VERSION_LOCK.has(e.code)) return null;
      throw e;
    }
    const r = xml.parse(text).Retention ?? {};
    return r.Mode && r.RetainUntilDate ? { mode: String(r.Mode) as LockMode, until: new Date(String(r.RetainUntilDate)) } : null;
  }

  /** PutObjectRetention, never bypassing GOVERNANCE: RGW refuses a shorter one. */
  async putRetention(bucket: string, key: string, versionId: string, r: { mode: LockMode; until: Date }): Promise<void> {
    await this.call('PUT', bucket, key, [['retention', ''], ['versionId', versionId]], `<Retention xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Mode>${r.mode}</Mode><RetainUntilDate>${r.until.toISOString()}</RetainUntilDate></Retention>`);
  }

  /** Whether one version is under a legal hold. */
  async legalHold(bucket: string, key: string, versionId: string): Promise<boolean> {
    let text: string;
    try {
      text = await this.call('GET', bucket, key, [['legal-hold', ''], ['versionId', versionId]]);
    } catch (e) {
      if (e instanceof RgwS3Error && NO_VERSION_LOCK.has(e.code)) return false;
      throw e;
    }
    return String(xml.parse(text).LegalHold?.Status ?? '').trim() === 'ON';
  }

  async putLegalHold(bucket: string, key: string, versionId: string, on: boolean): Promise<void> {
    await this.call('PUT', bucket, key, [['legal-hold', ''], ['versionId', versionId]], `<LegalHold xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Status>${on ? 'ON' : 'OFF'}</Status></LegalHold>`);
  }

  async deleteBucket(bucket: string): Promise<void> {
    await this.call('DELETE', bucket, undefined);
  }

  /** Whether the bucket is the customer's (a HEAD answer has no body: its status says why not). */
  async headBucket(bucket: string): Promise<void> {
    try {
      await this.call('HEAD', bucket, undefined);
    } catch (e) {
      if (e instanceof RgwS3Error && e.code === '404') throw new RgwS3Error(404, 'NoSuchBucket');
      if (e instanceof RgwS3Error && e.code === '403') throw new RgwS3Error(403, 'AccessDenied');
      throw e;
    }
  }

  /** One page of ListObjectsV2 ('/'-delimited when asked), from after `startAfter`. */
  async listObjects(bucket: string, opts: { prefix: string; delimiter?: string; startAfter?: string; maxKeys: number }) {
    const q: [string, string][] = [
      ['list-type', '2'],
      ['max-keys', String(opts.maxKeys)],
      ['prefix', opts.prefix],
    ];
    if (opts.delimiter) q.push(['delimiter', opts.delimiter]);
    if (opts.startAfter) q.push(['start-after', opts.startAfter]);
    const r = xml.parse(await this.call('GET', bucket, undefined, q)).ListBucketResult ?? {};
    return {
      objects: asArray<{ Key: string; Size: string; ETag?: string; LastModified: string }>(r.Contents).map((c) => ({ key: String(c.Key), size: Number(c.Size), etag: (c.ETag ?? '').replace(/"/g, ''), lastModified: new Date(c.LastModified) })),
      folders: asArray<{ Prefix: string }>(r.CommonPrefixes).map((p) => String(p.Prefix)),
      truncated: r.IsTruncated === 'true',
    };
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await this.call('DELETE', bucket, key);
  }

  /** DeleteObjects (up to 1,000 keys, or versions of keys: for good); the keys RGW could not delete. */
  async deleteObjects(bucket: string, objects: { key: string; versionId?: string }[]): Promise<string[]> {
    const body = `<Delete><Quiet>true</Quiet>${objects.map((o) => `<Object><Key>${escapeXml(o.key)}</Key>${o.versionId ? `<VersionId>${escapeXml(o.versionId)}</VersionId>` : ''}</Object>`).join('')}</Delete>`;
    const r = xml.parse(await this.call('POST', bucket, undefined, [['delete', '']], body)).DeleteResult ?? {};
    return asArray<{ Key: string }>(r.Error).map((e) => String(e.Key));
  }

  async versioning(bucket: string): Promise<'Enabled' | 'Suspended' | null> {
    const status = xml.parse(await this.call('GET', bucket, undefined, [['versioning', '']])).VersioningConfiguration?.Status;
    return status === 'Enabled' || status === 'Suspended' ? status : null;
  }

  async putVersioning(bucket: string, status: 'Enabled' | 'Suspended'): Promise<void> {
    await this.call('PUT', bucket, undefined, [['versioning', '']], `<VersioningConfiguration><Status>${status}</Status></VersioningConfiguration>`);
  }

  /**
   * One page of ListObjectVersions: versions and delete markers, each key's newest first (S3's
   * order; the XML keeps versions and markers apart, so they are merged back by key and time).
   */
  async listVersions(bucket: string, opts: { prefix: string; delimiter?: string; keyMarker?: string; versionIdMarker?: string; maxKeys: number }): Promise<RgwVersionPage> {
    const q: [string, string][] = [
      ['versions', ''],
      ['max-keys', String(opts.maxKeys)],
      ['prefix', opts.prefix],
    ];
    if (opts.delimiter) q.push(['delimiter', opts.delimiter]);
    if (opts.keyMarker) q.push(['key-marker', opts.keyMarker]);
    if (opts.versionIdMarker) q.push(['version-id-marker', opts.versionIdMarker]);
    const r = xml.parse(await this.call('GET', bucket, undefined, q)).ListVersionsResult ?? {};
    type Raw = { Key: string; VersionId: string; IsLatest: string; LastModified: string; ETag?: string; Size?: string };
    const of = (v: Raw, deleteMarker: boolean): RgwVersion => ({
      key: String(v.Key),
      versionId: String(v.VersionId),
      isLatest: v.IsLatest === 'true',
      lastModified: new Date(v.LastModified),
      deleteMarker,
      etag: deleteMarker ? null : String(v.ETag ?? '').replace(/"/g, ''),
      size: deleteMarker ? 0 : Number(v.Size ?? 0),
    });
    const versions = [...asArray<Raw>(r.Version).map((v) => of(v, false)), ...asArray<Raw>(r.DeleteMarker).map((v) => of(v, true))].sort(
      (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : Number(b.isLatest) - Number(a.isLatest) || b.lastModified.getTime() - a.lastModified.getTime()),
    );
    return {
      versions,
      folders: asArray<{ Prefix: string }>(r.CommonPrefixes).map((p) => String(p.Prefix)),
      truncated: r.IsTruncated === 'true',
      nextKeyMarker: r.NextKeyMarker ? String(r.NextKeyMarker) : undefined,
      nextVersionIdMarker: r.NextVersionIdMarker ? String(r.NextVersionIdMarker) : undefined,
    };
  }

  /**
   * CopyObject of one version onto its own key: a new current version with the version's bytes and
   * metadata (the point-in-time restore). A copy can fail after its 200 (S3's rule for CopyObject),
   * so the body is read for an error too.
   */
  async copyVersionOnto(bucket: string, key: string, versionId: string): Promise<void> {
    const text = await this.call('PUT', bucket, key, [], undefined, { 'x-amz-copy-source': `/${uriEncode(bucket)}/${uriEncode(key, true)}?versionId=${encodeURIComponent(versionId)}` });
    const failed = /<Error>[\s\S]*?<Code>([^<]+)<\/Code>/.exec(text);
    if (failed) throw new RgwS3Error(500, failed[1]!);
  }

  /** DeleteObject of one version (or delete marker) for good. */
  async deleteVersion(bucket: string, key: string, versionId: string): Promise<void> {
    await this.call('DELETE', bucket, key, [['versionId', versionId]]);
  }

  /** The bucket's lifecycle configuration document, or null when it has none. */
  async lifecycle(bucket: string): Promise<string | null> {
    try {
      return await this.call('GET', bucket, undefined, [['lifecycle', '']]);
    } catch (e) {
      if (e instanceof RgwS3Error && e.code === 'NoSuchLifecycleConfiguration') return null;
      throw e;
    }
  }

  async putLifecycle(bucket: string, document: string): Promise<void> {
    await this.call('PUT', bucket, undefined, [['lifecycle', '']], document);
  }

  async deleteLifecycle(bucket: string): Promise<void> {
    await this.call('DELETE', bucket, undefined, [['lifecycle', '']]);
  }

  /** An object's tags (GetObjectTagging), in their order; none: an empty list. */
  async objectTags(bucket: string, key: string): Promise<{ key: string; value: string }[]> {
    const r = xml.parse(await this.call('GET', bucket, key, [['tagging', '']])).Tagging?.TagSet ?? {};
    return asArray<{ Key: string; Value?: string }>(r.Tag).map((t) => ({ key: String(t.Key), value: t.Value === undefined ? '' : String(t.Value) }));
  }

  /** Replace an object's tags (PutObjectTagging; an empty set: DeleteObjectTagging). */
  async putObjectTags(bucket: string, key: string, tags: readonly { key: string; value: string }[]): Promise<void> {
    if (!tags.length) {
      await this.call('DELETE', bucket, key, [['tagging', '']]);
      return;
    }
    const body = `<Tagging><TagSet>${tags.map((t) => `<Tag><Key>${escapeXml(t.key)}</Key><Value>${escapeXml(t.value)}</Value></Tag>`).join('')}</TagSet></Tagging>`;
    await this.call('PUT', bucket, key, [['tagging', '']], body);
  }

  /** The bucket's CORS rules; none: an empty list. */
  async cors(bucket: string): Promise<CorsRule[]> {
    let text: string;
    try {
      text = await this.call('GET', bucket, undefined, [['cors', '']]);
    } catch (e) {
      if (e instanceof RgwS3Error && e.code === 'NoSuchCORSConfiguration') return [];
      throw e;
    }
    return asArray<Record<string, unknown>>(xml.parse(text).CORSConfiguration?.CORSRule).map((r) => ({
      ...(r.ID ? { id: String(r.ID) } : {}),
      allowedOrigins: asArray(r.AllowedOrigin as string[]).map(String),
      allowedMethods: asArray(r.AllowedMethod as string[]).map(String),
      allowedHeaders: asArray(r.AllowedHeader as string[]).map(String),
      exposeHeaders: asArray(r.ExposeHeader as string[]).map(String),
      ...(r.MaxAgeSeconds !== undefined ? { maxAgeSeconds: Number(r.MaxAgeSeconds) } : {}),
    }));
  }

  async putCors(bucket: string, rules: readonly CorsRule[]): Promise<void> {
    const tag = (name: string, values: readonly string[]) => values.map((v) => `<${name}>${escapeXml(v)}</${name}>`).join('');
    const body = `<CORSConfiguration>${rules
      .map(
        (r) =>
          `<CORSRule>${r.id ? tag('ID', [r.id]) : ''}${tag('AllowedOrigin', r.allowedOrigins)}${tag('AllowedMethod', r.allowedMethods)}${tag('AllowedHeader', r.allowedHeaders)}${tag('ExposeHeader', r.exposeHeaders)}${r.maxAgeSeconds !== undefined ? tag('MaxAgeSeconds', [String(r.maxAgeSeconds)]) : ''}</CORSRule>`,
      )
      .join('')}</CORSConfiguration>`;
    await this.call('PUT', bucket, undefined, [['cors', '']], body);
  }

  /** The bucket's own Block Public Access; none stored: RGW's default, every flag off. */
  async publicAccessBlock(bucket: string): Promise<PublicAccessBlock> {
    return (await this.publicAccessBlockSet(bucket)) ?? { blockPublicAcls: false, ignorePublicAcls: false, blockPublicPolicy: false, restrictPublicBuckets: false };
  }

  /** The bucket's Block Public Access if one was ever put (null: RGW's default for a new bucket, every flag off). */
  async publicAccessBlockSet(bucket: string): Promise<PublicAccessBlock | null> {
    let text: string;
    try {
      text = await this.call('GET', bucket, undefined, [['publicAccessBlock', '']]);
    } catch (e) {
      if (e instanceof RgwS3Error && e.code === 'NoSuchPublicAccessBlockConfiguration') return null;
      throw e;
    }
    // RGW 16.2 names the answer's root BlockPublicAccessBlockConfiguration; S3 PublicAccessBlockConfiguration.
    const doc = xml.parse(text);
    const c = doc.PublicAccessBlockConfiguration ?? doc.BlockPublicAccessBlockConfiguration ?? {};
    const flag = (name: string) => String(c[name] ?? 'false').trim().toLowerCase() === 'true';
    return { blockPublicAcls: flag('BlockPublicAcls'), ignorePublicAcls: flag('IgnorePublicAcls'), blockPublicPolicy: flag('BlockPublicPolicy'), restrictPublicBuckets: flag('RestrictPublicBuckets') };
  }

  async putPublicAccessBlock(bucket: string, b: PublicAccessBlock): Promise<void> {
    const body = `<PublicAccessBlockConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><BlockPublicAcls>${b.blockPublicAcls}</BlockPublicAcls><IgnorePublicAcls>${b.ignorePublicAcls}</IgnorePublicAcls><BlockPublicPolicy>${b.blockPublicPolicy}</BlockPublicPolicy><RestrictPublicBuckets>${b.restrictPublicBuckets}</RestrictPublicBuckets></PublicAccessBlockConfiguration>`;
    await this.call('PUT', bucket, undefined, [['publicAccessBlock', '']], body);
  }

  /** The bucket policy document as RGW keeps it; none: null. */
  async policy(bucket: string): Promise<string | null> {
    try {
      return await this.call('GET', bucket, undefined, [['policy', '']]);
    } catch (e) {
      if (e instanceof RgwS3Error && e.code === 'NoSuchBucketPolicy') return null;
      throw e;
    }
  }

  async putPolicy(bucket: string, document: string): Promise<void> {
    await this.call('PUT', bucket, undefined, [['policy', '']], document, { 'content-type': 'application/json' });
  }

  async deletePolicy(bucket: string): Promise<void> {
    await this.call('DELETE', bucket, undefined, [['policy', '']]);
  }

  /** Whether the bucket's ACL lets everyone (AllUsers) read. */
  async bucketAclPublic(bucket: string): Promise<boolean> {
    const text = await this.call('GET', bucket, undefined, [['acl', '']]);
    return /<URI>http:\/\/acs\.amazonaws\.com\/groups\/global\/AllUsers<\/URI>/.test(text);
  }

  async putBucketAcl(bucket: string, acl: 'private'): Promise<void> {
    await this.call('PUT', bucket, undefined, [['acl', '']], undefined, { 'x-amz-acl': acl });
  }
}
