import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isValidRequestId } from '../../../common/request-scope';
import type { DataSource } from 'typeorm';
import type { Principal } from '../auth/verify';
import { headerMap, parseQuery, uriDecode } from '../auth/sigv4';
import type { BlobStore } from '../blob/blob-store';
import { s3err, type S3Error } from './errors';
import type { OutageKind } from './outage';
import { xmlDocument, type XmlObject } from './xml';

/** What every handler gets: the database, the blob store. */
export interface Gateway {
  db: DataSource;
  blobs: BlobStore;
}

/** Request classes for metering (S3's price classes: A = writes and lists, B = reads). */
export type RequestClass = 'A' | 'B' | 'other';

/**
 * The request id: the caller's X-Request-Id when it is a sane token (a load balancer's or a
 * tracing system's id, so one id follows the request through every log), else S3's own shape
 * (16 upper-case hex characters).
 */
function requestIdOf(req: IncomingMessage): string {
  const inbound = req.headers['x-request-id'];
  const value = Array.isArray(inbound) ? inbound[0] : inbound;
  return value && isValidRequestId(value) ? value : crypto.randomBytes(8).toString('hex').toUpperCase();
}

/** One S3 request: parsed path-style address, query, headers, and what metering and the trail need. */
export class S3Context {
  readonly requestId: string;
  readonly started = process.hrtime.bigint();
  readonly method: string;
  readonly rawPath: string;
  readonly query: [string, string][];
  readonly headers: Map<string, string[]>;
  readonly bucket: string | null;
  readonly key: string | null;
  principal: Principal | null = null;
  /** The service the request is metered to, once the bucket is known to be the caller's. */
  serviceId: number | null = null;
  requestClass: RequestClass = 'B';
  bytesIn = 0;
  bytesOut = 0;
  /** The S3 operation (PutObject, GetObject…) the router chose, for the access log. */
  operation = 'Unknown';
  /** Versions under object lock this request tried to delete and was refused (DeleteObjects reports them per key): for the security trail. */
  lockRefusals = 0;
  /** The error the request was answered with, if any (for the access log and the security trail). */
  error: unknown = null;
  /** Answered 503 because of an outage of ours (database, disk…): not the customer's error, not metered. */
  outage: OutageKind | null = null;
  /** The whole answer was handed to the connection ('finish'); false when the client left first. */
  sent = false;
  /** The message of an error that was not an S3 refusal (an outage's cause, a bug, a client that left), for the access log. */
  failure: string | null = null;
  /**
   * An anonymous request served as public (s3/public-access.ts): what anyone may read and list of
   * the bucket, checked again by the handler on the object it actually serves. Null when signed.
   */
  anonymous: { mayRead: (objectAcl: string | null) => boolean; mayList: boolean } | null = null;
  /** Set when the path or query could not be decoded (answered before anything else). */
  readonly uriError: S3Error | null = null;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly gw: Gateway,
    readonly clientIp: string,
  ) {
    this.requestId = requestIdOf(req);
    this.method = (req.method ?? 'GET').toUpperCase();
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    this.rawPath = q < 0 ? url : url.slice(0, q);
    this.headers = headerMap(req.rawHeaders);
    try {
      this.query = parseQuery(q < 0 ? '' : url.slice(q + 1));
      // Path-style: /<bucket>/<key…>. The key is everything after the bucket's slash, decoded once.
      if (!this.rawPath.startsWith('/')) throw new URIError('relative path');
      const path = this.rawPath.slice(1);
      const slash = path.indexOf('/');
      const bucket = uriDecode(slash < 0 ? path : path.slice(0, slash));
      const key = slash < 0 ? '' : uriDecode(path.slice(slash + 1));
      this.bucket = bucket || null;
      this.key = this.bucket && key ? key : null;
    } catch {
      this.query = [];
      this.bucket = null;
      this.key = null;
      this.uriError = s3err('InvalidURI', "Couldn't parse the specified URI.");
    }
  }

  /** First value of a query parameter. */
  q(name: string): string | undefined {
    return this.query.find(([k]) => k === name)?.[1];
  }

  has(name: string): boolean {
    return this.query.some(([k]) => k === name);
  }

  /** First value of a header (lower-case name). */
  h(name: string): string | undefined {
    return this.headers.get(name)?.[0];
  }

  get resource(): string {
    return `/${this.bucket ?? ''}${this.key !== null ? '/' + this.key : ''}`;
  }

  /** The authenticated caller (handlers run only after authentication). */
  get caller(): Principal {
    if (!this.principal) throw new Error('unauthenticated request reached a handler');
    return this.principal;
  }

  sendXml(status: number, root: string, content: XmlObject | string, headers: Record<string, string> = {}): void {
    const body = Buffer.from(xmlDocument(root, content), 'utf8');
    this.res.writeHead(status, { ...headers, 'content-type': 'application/xml', 'content-length': String(body.length) });
    this.res.end(this.method === 'HEAD' ? undefined : body);
  }

  sendEmpty(status: number, headers: Record<string, string | number> = {}): void {
    this.res.writeHead(status, { 'content-length': '0', ...headers });
    this.res.end();
  }
}
