import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { drainable, type DrainReport } from '../../../../common/drain';
import { logger } from '../../../../common/logger';
import { config } from '../../../../config/config';
import { S3Error, s3err } from '../../s3/errors';
import { clientIpResolver } from '../../s3/network';
import { admitPublicRead, countRefusedAnonymous, holdBackRefusedSource, refundPublicRead } from '../../s3/public-access';
import { xmlDocument } from '../../s3/xml';
import { answerHeaders, forwardedHeaders, frontRequestOf, type FrontRequest } from './front-rules';

/**
 * The portal's front of Ceph RGW (CEPH_S3_FRONT=on): a streaming reverse proxy on S3_PORT that
 * customers' S3 clients and browsers reach instead of RGW. Signed requests pass through untouched
 * (the Host is kept, so every signature still verifies at RGW, which decides everything). What it
 * adds is what RGW 16.2 does not do and the embedded plane does:
 *
 * - customer content is served with `X-Content-Type-Options: nosniff`, `Content-Security-Policy:
 *   sandbox`, and `Content-Disposition: attachment` for types a browser would run (and, read by
 *   anyone, scripts);
 * - anonymous requests are throttled per bucket and source (S3_PUBLIC_READS_PER_WINDOW), and a
 *   source whose anonymous requests RGW keeps refusing is held back, both with S3's `503 SlowDown`.
 *   A request held back never reaches RGW, so it is not metered (as on the embedded plane).
 *
 * Bodies stream both ways with back-pressure; nothing is buffered.
 */

export interface CephFront {
  server: http.Server;
  url: string;
  close(graceMs?: number): Promise<DrainReport>;
}

export interface CephFrontOptions {
  rgwUrl: string;
  port: number;
  host?: string;
}

const requestIdOf = () => crypto.randomBytes(8).toString('hex').toUpperCase();

function sendS3Error(req: http.IncomingMessage, res: http.ServerResponse, err: S3Error): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (!req.complete) res.setHeader('connection', 'close');
  for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res.setHeader('x-content-type-options', 'nosniff');
  if (req.method === 'HEAD') {
    res.writeHead(err.status, { 'content-length': '0' });
    res.end();
    return;
  }
  const body = Buffer.from(xmlDocument('Error', { Code: err.code, Message: err.message, ...err.details, Resource: (req.url ?? '/').split('?')[0]!, RequestId: requestIdOf() }, null), 'utf8');
  res.writeHead(err.status, { 'content-type': 'application/xml', 'content-length': String(body.length) });
  res.end(body);
}

const unavailable = () => s3err('ServiceUnavailable', 'The service is temporarily unavailable. Please try again shortly.', {}, { 'retry-after': '5' });

export async function startCephFront(opts: CephFrontOptions): Promise<CephFront> {
  const cfg = config();
  const upstream = new URL(opts.rgwUrl);
  const client = upstream.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 512 });
  const clientIp = clientIpResolver(cfg.s3.trustProxy);
  const publicHost = (() => {
    try {
      return new URL(cfg.s3.publicUrl).hostname.toLowerCase();
    } catch {
      return null;
    }
  })();

  /** Count what RGW answered an anonymous request: a refusal is held against its source, and gives back the bucket's read. */
  const settleAnonymous = (fr: FrontRequest, ip: string, admitted: boolean, status: number) => {
    if (status !== 403) return;
    void countRefusedAnonymous(ip).catch((e: unknown) => logger.warn({ err: e }, 'counting a refused anonymous request failed'));
    if (admitted) void refundPublicRead(fr.bucket!, ip).catch(() => undefined);
  };

  const forward = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const method = req.method ?? 'GET';
    const fr = frontRequestOf(method, req.url ?? '/', req.headers, publicHost);
    const ip = clientIp(req);
    let admitted = false;
    if (fr.anonymous) {
      await holdBackRefusedSource(ip);
      if ((method === 'GET' || method === 'HEAD') && fr.bucket) {
        await admitPublicRead(fr.bucket, ip);
        admitted = true;
      }
    }
    /** The client went away before its answer was complete (set by res's close below). */
    let clientLeft = false;
    const up = client.request({
      agent,
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port || undefined,
      method,
      path: req.url,
      headers: forwardedHeaders(req.headers, ip),
    });
    up.on('response', (answer) => {
      const status = answer.statusCode ?? 502;
      if (fr.anonymous) settleAnonymous(fr, ip, admitted, status);
      res.writeHead(status, answer.statusMessage, answerHeaders(fr, status, answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    up.on('error', (e) => {
      // The client left first (an upload cut short): RGW's side was closed on purpose, not an outage.
      if (clientLeft) return;
      if (!res.headersSent) logger.warn({ err: { message: e.message }, rgw: opts.rgwUrl }, 'RGW did not answer the front');
      sendS3Error(req, res, unavailable());
    });
    // The client left: stop RGW's side too (an upload cut short must not complete).
    res.on('close', () => {
      if (res.writableFinished) return;
      clientLeft = true;
      up.destroy();
    });
    req.pipe(up);
  };

  const server = http.createServer();
  // Long uploads and downloads: no whole-request deadline; a stalled client is cut by the socket timeout.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.setTimeout(15 * 60_000);
  const drain = drainable(server, (req, res) => sendS3Error(req, res, s3err('ServiceUnavailable', 'This server is shutting down. Please retry the request.', {}, { 'retry-after': '1' })));
  server.on(
    'request',
    drain.track((req, res) => {
      forward(req, res).catch((e: unknown) => {
        if (e instanceof S3Error) {
          req.resume();
          sendS3Error(req, res, e);
          return;
        }
        logger.error({ err: e }, 'Ceph front failed');
        sendS3Error(req, res, unavailable());
      });
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1'}:${port}`,
    close: async (graceMs = cfg.shutdownTimeoutSeconds * 1000) => {
      const report = await drain.drain(graceMs);
      agent.destroy();
      return report;
    },
  };
}
