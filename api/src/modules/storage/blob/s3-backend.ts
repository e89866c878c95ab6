import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { objectUrl, signHeaders, type SigningCredentials } from '../auth/signer';
import { uriEncode } from '../auth/sigv4';
import { BlobMissingError, type BlobStore } from './blob-store';

/** Where the S3 backend keeps blobs: `STORAGE_BACKEND_URL=https://KEY:SECRET@host:port/bucket/prefix?region=…`. */
export interface S3BackendOptions {
  endpoint: string;
  bucket: string;
  prefix: string;
  credentials: SigningCredentials;
}

export function parseBackendUrl(raw: string): S3BackendOptions {
  const u = new URL(raw);
  const [bucket, ...rest] = u.pathname.split('/').filter(Boolean);
  if (!bucket || !u.username || !u.password) throw new Error('STORAGE_BACKEND_URL must be http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]');
  const prefix = rest.length ? rest.map(decodeURIComponent).join('/') + '/' : '';
  return {
    endpoint: `${u.protocol}//${u.host}`,
    bucket: decodeURIComponent(bucket),
    prefix,
    credentials: { accessKeyId: decodeURIComponent(u.username), secretAccessKey: decodeURIComponent(u.password), region: u.searchParams.get('region') ?? 'us-east-1' },
  };
}

export class BackendError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`storage backend answered ${status}: ${body.slice(0, 300)}`);
  }
}

/**
 * Blobs as objects of one bucket on any S3-compatible store (Ceph RGW, MinIO, AWS S3), under a
 * prefix. A PUT is atomic there; bytes stream through with UNSIGNED-PAYLOAD and a known length.
 */
export class S3BackendBlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly agent: http.Agent;
  private readonly client: typeof http | typeof https;

  constructor(private readonly opts: S3BackendOptions) {
    const secure = opts.endpoint.startsWith('https:');
    this.client = secure ? https : http;
    this.agent = new this.client.Agent({ keepAlive: true, maxSockets: 64 });
  }

  private url(key?: string) {
    return objectUrl(this.opts.endpoint, this.opts.bucket, key === undefined ? undefined : this.opts.prefix + key);
  }

  private request(method: string, url: string, headers: Record<string, string> = {}): http.ClientRequest {
    const signed = signHeaders(method, url, headers, 'UNSIGNED-PAYLOAD', this.opts.credentials);
    return this.client.request(url, { method, headers: signed, agent: this.agent });
  }

  private async send(req: http.ClientRequest, body?: Readable): Promise<http.IncomingMessage> {
    const response = new Promise<http.IncomingMessage>((resolve, reject) => {
      req.once('response', resolve);
      req.once('error', reject);
    });
    if (body) await Promise.all([pipeline(body, req), response]);
    else req.end();
    return response;
  }

  private async expect(res: http.IncomingMessage, ok: number[]): Promise<http.IncomingMessage> {
    if (ok.includes(res.statusCode ?? 0)) return res;
    let text = '';
    for await (const c of res) if (text.length < 2000) text += String(c);
    throw new BackendError(res.statusCode ?? 0, text);
  }

  async init(): Promise<void> {
    // HEAD the bucket: fail at start-up, not on the first upload, when the backend is wrong.
    const res = await this.send(this.request('HEAD', this.url()));
    res.resume();
    await this.expect(res, [200]);
  }

  async put(key: string, body: Readable, size: number | null, opts: { notBefore?: Promise<void> } = {}): Promise<void> {
    // The upstream object exists from the moment its upload completes: not before its journal row is on the disk.
    await opts.notBefore;
    const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
    if (size !== null) headers['content-length'] = String(size);
    const req = this.request('PUT', this.url(key), headers);
    if (size === null) req.setHeader('transfer-encoding', 'chunked');
    const res = await this.send(req, body);
    res.resume();
    await this.expect(res, [200]);
  }

  async read(key: string, start: number, end: number): Promise<Readable> {
    const res = await this.send(this.request('GET', this.url(key), { range: `bytes=${start}-${end}` }));
    if (res.statusCode === 404) {
      res.resume();
      throw new BlobMissingError(key);
    }
    return this.expect(res, [200, 206]);
  }

  async copy(sourceKey: string, targetKey: string): Promise<void> {
    const source = `/${uriEncode(this.opts.bucket)}/${uriEncode(this.opts.prefix + sourceKey, true)}`;
    const res = await this.send(this.request('PUT', this.url(targetKey), { 'x-amz-copy-source': source }));
    let text = '';
    for await (const c of res) text += String(c);
    // A copy can fail after the 200 status line: S3 then sends an <Error> body.
    if (res.statusCode === 404 || /<Code>NoSuchKey<\/Code>/.test(text)) throw new BlobMissingError(sourceKey);
    if (res.statusCode !== 200 || text.includes('<Error>')) throw new BackendError(res.statusCode ?? 0, text);
  }

  async delete(key: string): Promise<void> {
    const res = await this.send(this.request('DELETE', this.url(key)));
    res.resume();
    await this.expect(res, [200, 204, 404]);
  }

  async close(): Promise<void> {
    this.agent.destroy();
  }
}

