import crypto from 'node:crypto';
import { signHeaders, type SigningCredentials } from '../../auth/signer';
import type { StoragePlaneConfig } from '../../../../config/config';

/**
 * The RADOS Gateway's Admin Ops API (https://docs.ceph.com/en/latest/radosgw/adminops/): signed
 * HTTP, never a shell-out to radosgw-admin, so the portal can run on another machine than Ceph.
 * The portal's RGW user needs the caps `users=*;buckets=*;usage=read;metadata=read,write` (RGW_ADMIN_CAPS).
 *
 * RGW users are named `tenant$user`: a customer's buckets live in their own tenant, so two
 * customers' bucket names never collide and no key of one reaches the other's data.
 */

/** The caps the portal's RGW user needs (metadata write: a bucket of a suspended service is suspended on its own). */
export const RGW_ADMIN_CAPS = 'users=*;buckets=*;usage=read;metadata=read,write';

/** RGW's bucket flag BUCKET_SUSPENDED (rgw_common.h): every request to the bucket is refused (403 UserSuspended). */
const BUCKET_SUSPENDED = 0x1;

interface RgwBucketInstance {
  key: string;
  ver: unknown;
  mtime: string;
  data: { bucket_info: { bucket: { name: string; bucket_id: string }; flags: number } & Record<string, unknown> } & Record<string, unknown>;
}

export type SubuserAccess = 'read' | 'write' | 'readwrite' | 'full';

export interface RgwKey {
  user: string;
  access_key: string;
  secret_key: string;
}

export interface RgwUser {
  /** A tenanted user `t$u` is answered as tenant `t` and user_id `u`. */
  tenant: string;
  user_id: string;
  display_name: string;
  suspended: 0 | 1;
  max_buckets: number;
  subusers: { id: string; permissions: string }[];
  keys: RgwKey[];
  user_quota?: { enabled: boolean; max_size: number; max_objects: number };
}

export interface RgwBucketStats {
  bucket: string;
  /** RGW's id of this bucket: a bucket deleted and made again under its name has another. */
  id: string;
  tenant: string;
  owner: string;
  creation_time?: string;
  usage: Record<string, { size_actual?: number; size?: number; num_objects?: number }>;
}

export interface RgwUsage {
  entries: {
    user: string;
    buckets: {
      /** "-" for requests that named no bucket RGW found, "" for ListBuckets. */
      bucket: string;
      /** The bucket's owner (`tenant$user`): the customer who pays for an anonymous read too. */
      owner: string;
      time: string;
      epoch: number;
      categories: {
        category: string;
        bytes_sent: number;
        bytes_received: number;
        ops: number;
        successful_ops: number;
      }[];
    }[];
  }[];
  summary: {
    user: string;
    total: {
      bytes_sent: number;
      bytes_received: number;
      ops: number;
      successful_ops: number;
    };
  }[];
}

/** An answer of RGW that is not 2xx: its S3-style code (NoSuchUser, InvalidAccessKeyId…) and status. */
export class RgwAdminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(`RGW Admin Ops ${status} ${code}${detail ? `: ${detail}` : ''}`);
  }
}

/** RGW could not be reached at all (refused, reset, timed out): provisioning waits for it. */
export class RgwUnreachableError extends Error {}

export interface RgwAdminOptions {
  /** CEPH_RGW_URL: the S3 and Admin Ops endpoint, e.g. http://rgw.internal:7480. */
  endpoint: string;
  credentials: SigningCredentials;
  /** Per request; RGW answers in milliseconds when it is up. */
  timeoutMs?: number;
}

type Query = Record<string, string | number | boolean | undefined>;

export class RgwAdmin {
  constructor(private readonly opts: RgwAdminOptions) {}

  /** The endpoint, which serves S3 too (CEPH_RGW_URL). */
  get endpoint(): string {
    return this.opts.endpoint;
  }

  private async call<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', resource: string, query: Query, flag?: string, body?: string): Promise<T> {
    // A sub-resource flag (`?quota`, `?subuser`) comes first and bare, as the API documents it;
    // not when a parameter has its name (`subuser=…`): RGW keeps one value per name when it checks
    // the signature, so `subuser&subuser=x` would never match, and the parameter selects it anyway.
    if (flag && flag in query) flag = undefined;
    const params = Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
    const search = [flag, ...params, 'format=json'].filter(Boolean).join('&');
    const url = `${this.opts.endpoint.replace(/\/+$/, '')}/admin/${resource}?${search}`;
    const headers = signHeaders(method, url, {}, crypto.createHash('sha256').update(body ?? '').digest('hex'), this.opts.credentials);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new RgwUnreachableError(`RGW at ${this.opts.endpoint} did not answer: ${e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e)}`);
    }
    const text = await res.text();
    if (!res.ok) {
      let code = 'Unknown';
      let detail = '';
      try {
        const body = JSON.parse(text) as { Code?: string; Message?: string };
        code = body.Code ?? code;
        detail = body.Message ?? '';
      } catch {
        detail = text.slice(0, 200);
      }
      throw new RgwAdminError(res.status, code, detail);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The user, or null when RGW has none by that id. */
  async getUser(uid: string): Promise<RgwUser | null> {
    try {
      return await this.call<RgwUser>('GET', 'user', { uid });
    } catch (e) {
      if (e instanceof RgwAdminError && e.code === 'NoSuchUser') return null;
      throw e;
    }
  }

  /** A user with no keys of its own (keys are subusers' with an access level). */
  createUser(uid: string, displayName: string, maxBuckets = 1000): Promise<RgwUser> {
    return this.call<RgwUser>('PUT', 'user', {
      uid,
      'display-name': displayName,
      'max-buckets': maxBuckets,
      'generate-key': false,
    });
  }

  /** Suspended: every key of the user, subusers' too, is refused (403) until re-enabled. */
  setSuspended(uid: string, suspended: boolean): Promise<RgwUser> {
    return this.call<RgwUser>('POST', 'user', { uid, suspended });
  }

  /** Remove the user; with `purgeData` its buckets and objects too (RGW refuses otherwise while it owns buckets). */
  async deleteUser(uid: string, purgeData: boolean): Promise<void> {
    await this.call('DELETE', 'user', { uid, 'purge-data': purgeData });
  }

  /**
   * A subuser `uid:name` holding one S3 key with an access level: read (GET, HEAD, list), write
   * (PUT, DELETE), readwrite, full. The portal chooses the key pair, so its secret is shown once by
   * the portal and never read back from RGW.
   */
  async createSubuserKey(uid: string, subuser: string, access: SubuserAccess, accessKey: string, secretKey: string): Promise<void> {
    await this.call(
      'PUT',
      'user',
      {
        uid,
        subuser: `${uid}:${subuser}`,
        access,
        'key-type': 's3',
        'access-key': accessKey,
        'secret-key': secretKey,
      },
      'subuser',
    );
  }

  /** An S3 key of the user itself (not of a subuser): the bucket-scoped keys' users have one each. */
  async addUserKey(uid: string, accessKey: string, secretKey: string): Promise<void> {
    await this.call('PUT', 'user', { uid, 'key-type': 's3', 'access-key': accessKey, 'secret-key': secretKey }, 'key');
  }

  /** Remove one S3 key of the user: refused from the next request on. */
  async removeUserKey(uid: string, accessKey: string): Promise<void> {
    await this.call('DELETE', 'user', { uid, 'key-type': 's3', 'access-key': accessKey }, 'key');
  }

  /** Change a subuser's access level (it takes effect on the next request). */
  async setSubuserAccess(uid: string, subuser: string, access: SubuserAccess): Promise<void> {
    await this.call('POST', 'user', { uid, subuser: `${uid}:${subuser}`, access }, 'subuser');
  }

  /** Remove a subuser and its keys: the key is refused from the next request on. */
  async removeSubuser(uid: string, subuser: string): Promise<void> {
    await this.call('DELETE', 'user', { uid, subuser: `${uid}:${subuser}`, 'purge-keys': true }, 'subuser');
  }

  /** The user's quota over all its buckets (bytes; -1 for no limit). RGW refuses a PUT past it with QuotaExceeded. */
  async setUserQuota(uid: string, maxSizeBytes: number, enabled = true): Promise<void> {
    await this.call(
      'PUT',
      'user',
      {
        uid,
        'quota-type': 'user',
        'max-size': maxSizeBytes,
        'max-objects': -1,
        enabled,
      },
      'quota',
    );
  }

  /** Every bucket of the user (of every user without `uid`: one call for the metering job) with its stats (stored bytes and objects per category). */
  bucketStats(uid?: string): Promise<RgwBucketStats[]> {
    return this.call<RgwBucketStats[]>('GET', 'bucket', { uid, stats: true });
  }

  /**
   * The usage log (RGW's hourly buckets of bytes sent and received, and operations, per user and
   * bucket; every user's without `uid`), `rgw enable usage log = true`.
   */
  usage(uid: string | undefined, start: Date, end: Date): Promise<RgwUsage> {
    const t = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
    return this.call<RgwUsage>('GET', 'usage', {
      uid,
      start: t(start),
      end: t(end),
      'show-entries': true,
      'show-summary': true,
    });
  }

  /** A bucket's current instance in RGW's metadata (null: no such bucket). `tenant/bucket` names it. */
  private async bucketInstance(tenant: string, bucket: string): Promise<RgwBucketInstance | null> {
    try {
      const entry = await this.call<{ data: { bucket: { bucket_id: string } } }>('GET', 'metadata/bucket', { key: `${tenant}/${bucket}` });
      return await this.call<RgwBucketInstance>('GET', 'metadata/bucket.instance', { key: `${tenant}/${bucket}:${entry.data.bucket.bucket_id}` });
    } catch (e) {
      if (e instanceof RgwAdminError && e.status === 404) return null;
      throw e;
    }
  }

  /** Is the bucket suspended on its own (null: no such bucket)? A suspended user's buckets all are. */
  async bucketSuspended(tenant: string, bucket: string): Promise<boolean | null> {
    const instance = await this.bucketInstance(tenant, bucket);
    return instance ? (instance.data.bucket_info.flags & BUCKET_SUSPENDED) !== 0 : null;
  }

  /**
   * Suspend one bucket, or lift it (false when there is no such bucket). Admin Ops has no call for
   * this: it is RGW's own bucket flag (the one `radosgw-admin user suspend` sets on every bucket of
   * the user), written back into the bucket's instance metadata with every other field as just
   * read, so its versioning and object lock flags are kept. Lifting the user's suspension lifts
   * every bucket's: desired.ts suspends the buckets again after it.
   */
  async setBucketSuspended(tenant: string, bucket: string, suspended: boolean): Promise<boolean> {
    const instance = await this.bucketInstance(tenant, bucket);
    if (!instance) return false;
    const info = instance.data.bucket_info;
    info.flags = suspended ? info.flags | BUCKET_SUSPENDED : info.flags & ~BUCKET_SUSPENDED;
    await this.call('PUT', 'metadata/bucket.instance', { key: instance.key.replace(/^bucket\.instance:/, '') }, undefined, JSON.stringify(instance));
    return true;
  }

  /**
   * Does the portal's RGW user hold the metadata write cap? An empty document PUT is refused for
   * the cap (403) before RGW reads it (400 InvalidArgument): nothing is written either way.
   */
  async canWriteMetadata(): Promise<boolean> {
    try {
      await this.call('PUT', 'metadata/bucket.instance', { key: 'mw0/cap-probe:none' }, undefined, '{}');
      return true;
    } catch (e) {
      if (e instanceof RgwAdminError && e.status === 403) return false;
      if (e instanceof RgwAdminError && e.status === 400) return true;
      throw e;
    }
  }
}

export type CephConfig = Extract<StoragePlaneConfig, { kind: 'ceph' }>;

/** The Admin Ops client with the portal's RGW credentials from the configuration. */
export const rgwAdminOf = (c: CephConfig) => new RgwAdmin({ endpoint: c.rgwUrl, credentials: { accessKeyId: c.adminAccessKey, secretAccessKey: c.adminSecretKey, region: 'us-east-1' } });
