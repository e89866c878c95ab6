import http from 'node:http';
import { signHeaders } from './auth/signer';
import { EMPTY_SHA256, sha256Hex } from './auth/sigv4';

/** What a raw S3 request got back. */
export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  code: string | undefined;
  text: string;
}

export interface RawRequest {
  key: { accessKeyId: string; secretAccessKey: string };
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The source address (any 127.x.y.z works on Linux loopback): a client on another network. */
  from?: string;
  /** Sign with a wrong secret (the key id stays real). */
  wrongSecret?: boolean;
}

/**
 * One header-signed S3 request on its own connection from a chosen source address, for tests that
 * need several client networks (the security trail, the failed-signature throttle).
 */
export function rawS3(endpoint: string, method: string, path: string, opts: RawRequest): Promise<RawReply> {
  const url = `${endpoint}${path}`;
  const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
  const secret = opts.wrongSecret ? opts.key.secretAccessKey.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) : opts.key.secretAccessKey;
  const signed = signHeaders(method, url, { ...(body ? { 'content-length': String(body.length) } : {}), ...opts.headers }, body ? sha256Hex(body) : EMPTY_SHA256, {
    accessKeyId: opts.key.accessKeyId,
    secretAccessKey: secret,
    region: 'nbo1',
  });
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: signed, agent: false, localAddress: opts.from ?? '127.0.0.1' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1], text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
