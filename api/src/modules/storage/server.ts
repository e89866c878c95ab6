import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { config } from '../../config/config';
import { logger } from '../../common/logger';
import { authenticate } from './auth/verify';
import type { BlobStore } from './blob/blob-store';
import { LocalFsBlobStore } from './blob/local-fs';
import { parseBackendUrl, S3BackendBlobStore } from './blob/s3-backend';
import { sweepJournal } from './domain/journal';
import { reconcileLedgers } from './domain/reconcile';
import { reclaimStaleReservations } from './domain/reservations';
import { recordRequest } from './metering/meter';
import { rollUpUsage } from './metering/rollup';
import { S3Context, type Gateway } from './s3/context';
import { corsHandler, portalOrigins } from './s3/cors';
import { S3Error, s3err } from './s3/errors';
import { clientIpResolver, localMatcher } from './s3/network';
import { route } from './s3/router';
import { xmlDocument } from './s3/xml';

export interface S3ServerOptions {
  /** Port to listen on (0: any free port); default S3_PORT. */
  port?: number;
  host?: string;
  /** The blob store; default from STORAGE_BACKEND_URL, else the local filesystem under DATA_DIR/objects. */
  blobs?: BlobStore;
  /** Run the metering roll-up and blob collection jobs (default true). */
  jobs?: boolean;
}

export interface S3Server {
  server: http.Server;
  url: string;
  blobs: BlobStore;
  close(): Promise<void>;
}

export function blobStoreFromConfig(): BlobStore {
  const cfg = config();
  if (cfg.s3.backendUrl) return new S3BackendBlobStore(parseBackendUrl(cfg.s3.backendUrl));
  return new LocalFsBlobStore(path.join(cfg.dataDir, 'objects'));
}

function sendError(ctx: S3Context, e: unknown): void {
  const { res, req } = ctx;
  if (res.headersSent) {
    res.destroy(); // mid-body failure: the client sees a cut connection, never a short 200
    return;
  }
  let err: S3Error;
  if (e instanceof S3Error) err = e;
  else {
    logger.error({ err: { message: e instanceof Error ? e.message : String(e) }, requestId: ctx.requestId, op: `${ctx.method} ${ctx.rawPath}` }, 's3 request failed');
    err = s3err('InternalError', `We encountered an internal error. Please try again. (reference ${ctx.requestId})`);
  }
  // The body may still be on its way: close the connection instead of reading the rest.
  if (!req.complete) res.setHeader('connection', 'close');
  for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  if (ctx.method === 'HEAD') {
    res.writeHead(err.status, { 'content-length': '0' });
    res.end();
    return;
  }
  const body = Buffer.from(
    xmlDocument('Error', { Code: err.code, Message: err.message, ...err.details, Resource: ctx.resource, RequestId: ctx.requestId }, null),
    'utf8',
  );
  res.writeHead(err.status, { 'content-type': 'application/xml', 'content-length': String(body.length) });
  res.end(body);
}

/**
 * The S3 listener: path-style S3 over plain HTTP (put TLS in front), SigV4 with the customers'
 * access keys, buckets of their Object Storage services, bytes in the blob store, every request
 * metered. State lives in the database and the blob store only: run as many as you like.
 */
export async function startS3Server(db: DataSource, opts: S3ServerOptions = {}): Promise<S3Server> {
  const cfg = config();
  const blobs = opts.blobs ?? blobStoreFromConfig();
  await blobs.init();
  const gw: Gateway = { db, blobs };
  const clientIp = clientIpResolver(cfg.s3.trustProxy);
  const isLocal = localMatcher(cfg.s3.localEgressCidrs);
  const cors = corsHandler(portalOrigins({ publicUrl: cfg.publicUrl, port: cfg.port, corsOrigins: cfg.corsOrigins }));

  const meter = (ctx: S3Context) => {
    if (ctx.serviceId === null) return;
    const latencyMs = Number(process.hrtime.bigint() - ctx.started) / 1e6;
    recordRequest(db, {
      serviceId: ctx.serviceId,
      at: new Date(),
      requestClass: ctx.requestClass,
      status: ctx.res.statusCode,
      bytesIn: ctx.bytesIn,
      bytesOut: ctx.bytesOut,
      local: isLocal(ctx.clientIp),
      latencyMs,
    }).catch((e) => logger.warn({ err: { message: e instanceof Error ? e.message : String(e) } }, 'metering write failed'));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const ctx = new S3Context(req, res, gw, clientIp(req));
    res.setHeader('x-amz-request-id', ctx.requestId);
    res.setHeader('server', 'MawinguS3');
    res.once('close', () => meter(ctx));
    try {
      if (cors(req, res)) return;
      if (ctx.uriError) throw ctx.uriError;
      const length = req.headers['content-length'];
      const hasBody = (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
      ctx.principal = await authenticate(db, { method: ctx.method, rawPath: ctx.rawPath, query: ctx.query, headers: ctx.headers, hasBody });
      await route(ctx)(ctx);
    } catch (e) {
      sendError(ctx, e);
    }
  };

  // Idle keep-alive connections stay open 65 s (longer than load balancers' usual 60 s), so a client
  // reusing one rarely meets a connection the server is just closing (ECONNRESET).
  // A request's headers must arrive within 66 s and its whole body within 4 hours (5 GiB at
  // ~350 KiB/s); a socket that sends nothing for two minutes is closed (a stalled upload gives its
  // reservation back). Together with the per-key and per-service caps on writes in flight, slow
  // uploads cannot hold the shared disk or the listener.
  const server = http.createServer({ requestTimeout: 4 * 3_600_000, headersTimeout: 66_000, keepAliveTimeout: 65_000 }, (req, res) => void handle(req, res));
  server.setTimeout(120_000, (socket) => socket.destroy());
  // Expect: 100-continue is answered only once the request is authenticated and accepted (receive.ts).
  server.on('checkContinue', (req, res) => void handle(req, res));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? cfg.s3.port, opts.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : 'localhost'}:${port}`;
  logger.info({ backend: blobs.kind, publicUrl: cfg.s3.publicUrl }, `S3 endpoint listening on ${url}`);

  const timers: NodeJS.Timeout[] = [];
  if (opts.jobs !== false) {
    const job = (name: string, every: number, fn: () => Promise<unknown>) => {
      const run = () => fn().catch((e) => logger.warn({ err: { message: e instanceof Error ? e.message : String(e) } }, `${name} failed`));
      void run();
      const t = setInterval(run, every);
      t.unref();
      timers.push(t);
    };
    job('storage metering roll-up', 60_000, () => rollUpUsage(db));
    job('blob collection', 5 * 60_000, () => sweepJournal(db, blobs));
    job('reservation reclaim', 60_000, () => reclaimStaleReservations(db));
    job('storage ledger reconciliation', 15 * 60_000, () => reconcileLedgers(db));
  }

  return {
    server,
    url,
    blobs,
    close: async () => {
      timers.forEach(clearInterval);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await blobs.close?.();
    },
  };
}
