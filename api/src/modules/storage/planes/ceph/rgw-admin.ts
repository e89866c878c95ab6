import { signHeaders, type SigningCredentials } from '../../auth/signer';
import { EMPTY_SHA256 } from '../../auth/sigv4';

/**
 * The RADOS Gateway's Admin Ops API (https://docs.ceph.com/en/latest/radosgw/adminops/): signed
 * HTTP, never a shell-out to radosgw-admin, so the portal can run on another machine than Ceph.
 * The portal's RGW user needs the caps `users=*;buckets=*;usage=read;metadata=read`.
 *
 * RGW users are named `tenant$user`: a customer's buckets live in their own tenant, so two
 * customers' bucket names never collide and no key of one reaches the other's data.
 */

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

  private async call<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', resource: string, query: Query, flag?: string): Promise<T> {
    // A sub-resource flag (`?quota`, `?subuser`) comes first and bare, as the API documents it;
    // not when a parameter has its name (`subuser=…`): RGW keeps one value per name when it checks
    // the signature, so `subuser&subuser=x` would never match, and the parameter selects it anyway.
    if (flag && flag in query) flag = undefined;
    const params = Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
    const search = [flag, ...params, 'format=json'].filter(Boolean).join('&');
    const url = `${this.opts.endpoint.replace(/\/+$/, '')}/admin/${resource}?${search}`;
    const headers = signHeaders(method, url, {}, EMPTY_SHA256, this.opts.credentials);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
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
}
