import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { config } from '../../config/config';
import { logger } from '../../common/logger';
import { requestScope } from '../../common/request-scope';
import { drainable, type DrainReport } from '../../common/drain';
import { authenticate, CredentialRefusal } from './auth/verify';
import type { BlobStore } from './blob/blob-store';
import { LocalFsBlobStore } from './blob/local-fs';
import { parseBackendUrl, S3BackendBlobStore } from './blob/s3-backend';
import { sweepJournal } from './domain/journal';
import { reconcileLedgers } from './domain/reconcile';
import { reclaimStaleReservations } from './domain/reservations';
import { lifecycleTick, lifecycleTickMs } from './domain/lifecycle-run';
import { RESTORE_TICK_MS, restoreTick } from './domain/restore-run';
import { snapshotTick } from './domain/snapshot-run';
import { dayMsOf } from './domain/lifecycle-rules';
import { meterWriter } from './metering/meter';
import { rollUpUsage } from './metering/rollup';
import { logS3Request } from './s3/access-log';
import { S3Context, type Gateway } from './s3/context';
import { answerPreflight, isPreflight } from './s3/bucket-cors';
import { corsHandler, portalOrigins } from './s3/cors';
import { StorageError } from './domain/errors';
import { s3ErrorOf } from './s3/domain-errors';
import { S3Error, s3err } from './s3/errors';
import { isAnonymous, servePublic } from './s3/public-access';
import { countFailedSignature, refuseHeldBackSource } from './s3/failed-signatures';
import { clientIpResolver, localMatcher } from './s3/network';
import { route, run, type Operation } from './s3/operations';
import { outageError, outageKindOf } from './s3/outage';
import { S3Trail } from './s3/trail';
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
  /**
   * Stop gracefully (common/drain.ts): no new connections or requests, in-flight requests finish
   * (cut after `graceMs`, default SHUTDOWN_TIMEOUT_SECONDS), then the work that follows answers.
   */
  close(graceMs?: number): Promise<DrainReport>;
  /** Resolves once no request is open and the work that follows answers (metering, security events) is done. */
  settled(): Promise<void>;
}

export function blobStoreFromConfig(): BlobStore {
  const cfg = config();
  if (cfg.s3.backendUrl) return new S3BackendBlobStore(parseBackendUrl(cfg.s3.backendUrl));
  return new LocalFsBlobStore(path.join(cfg.dataDir, 'objects'));
}

/** Did the client go away (or stall until its socket was closed) before its answer was complete? */
const clientGone = (ctx: S3Context) => !!ctx.req.socket?.destroyed && !ctx.sent;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);

/**
 * Answer a failed request. An S3Error is answered as it is, a refusal of the storage domain as its
 * S3 equivalent. An outage of ours (the database
 * unreachable or its pool exhausted, a full disk, the blob backend down) is `503` with Retry-After,
 * which S3 clients retry: never a 500, never counted against the customer. Anything else is a bug:
 * `500 InternalError` with the request id as its reference. A client that already left gets
 * nothing (and is no error of ours: the access log notes it at info level).
 */
function sendError(ctx: S3Context, raised: unknown): void {
  const { res, req } = ctx;
  // The storage domain's refusals become S3's here, once (s3/domain-errors.ts).
  const e = raised instanceof StorageError ? s3ErrorOf(raised) : raised;
  if (clientGone(ctx)) {
    ctx.error = e;
    ctx.failure = `client left: ${e instanceof S3Error ? e.code : messageOf(e)}`;
    res.destroy();
    return;
  }
  let err: S3Error;
  if (e instanceof S3Error) err = e;
  else {
    const outage = outageKindOf(e);
    ctx.outage = outage;
    ctx.failure = messageOf(e);
    err = outage ? outageError(outage, ctx.requestId) : s3err('InternalError', `We encountered an internal error. Please try again. (reference ${ctx.requestId})`);
  }
  ctx.error = err;
  if (res.headersSent) {
    res.destroy(); // mid-body failure: the client sees a cut connection, never a short 200
    return;
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

  const trail = new S3Trail(db);
  const metering = meterWriter(db);

  // Work that follows an answer (metering, security events): never delays or fails a request;
  // awaited by close() so the database is not closed under it.
  const pending = new Set<Promise<unknown>>();
  const background = (what: string, work: () => Promise<unknown>) => {
    const p = work()
      .catch((e) => logger.warn({ err: { message: messageOf(e) } }, `${what} failed`))
      .finally(() => pending.delete(p));
    pending.add(p);
  };

  // A provider outage is not the customer's error: such requests are not metered at all (neither
  // as requests nor as 5xx), so they never lower the service's uptime or show on its bill.
  const meter = (ctx: S3Context) => {
    if (ctx.serviceId === null || ctx.outage) return;
    const serviceId = ctx.serviceId;
    const latencyMs = Number(process.hrtime.bigint() - ctx.started) / 1e6;
    background('metering write', () =>
      metering.record({
        serviceId,
        at: new Date(),
        requestClass: ctx.requestClass,
        status: ctx.res.statusCode,
        bytesIn: ctx.bytesIn,
        bytesOut: ctx.bytesOut,
        local: isLocal(ctx.clientIp),
        latencyMs,
      }),
    );
  };

  const open = new Set<S3Context>();
  const answered = (ctx: S3Context) => {
    meter(ctx);
    logS3Request(ctx);
    background('s3 security event', () => trail.record(ctx));
    open.delete(ctx);
  };

  /**
   * A new request: its ids in the answer's headers, and its bookkeeping (metering, access log,
   * security trail) once the answer is gone AND the handler has returned, so a client that left
   * mid-upload is logged with what its handler saw. Call the returned `done` when handling ends.
   */
  const begin = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const ctx = new S3Context(req, res, gw, clientIp(req));
    open.add(ctx);
    res.setHeader('x-amz-request-id', ctx.requestId);
    res.setHeader('x-request-id', ctx.requestId);
    res.setHeader('server', 'MawinguS3');
    let waiting = 2;
    const settle = () => {
      if (--waiting === 0) answered(ctx);
    };
    res.once('finish', () => (ctx.sent = true));
    res.once('close', settle);
    return { ctx, done: settle };
  };

  const serve = async (ctx: S3Context) => {
    const { req, res } = ctx;
    try {
      // A browser's CORS preflight (OPTIONS), answered without a signature: the portal's origin
      // first, any other origin from the bucket's own rules.
      if (cors(req, res)) {
        ctx.operation = 'Preflight';
        return;
      }
      if (isPreflight(ctx)) {
        ctx.operation = 'Preflight';
        await answerPreflight(ctx);
        return;
      }
      if (ctx.uriError) throw ctx.uriError;
      // Routed first for the access log's operation name; a refusal by the router still waits
      // until the caller is authenticated (anonymous callers learn nothing about what exists).
      let op: Operation | null = null;
      let unroutable: unknown = null;
      try {
        op = route(ctx);
        ctx.operation = op.name;
      } catch (e) {
        unroutable = e;
      }
      // A source that keeps failing signatures is held back before any key is looked up.
      await refuseHeldBackSource(ctx.clientIp);
      // A browser upload form carries its own credentials, checked by its operation (run).
      const formUpload = !!op && 'credentials' in op && !!op.credentials;
      // No signature at all: public data only (s3/public-access.ts), AccessDenied for the rest.
      if (!formUpload && isAnonymous(ctx)) {
        await servePublic(ctx, unroutable ? null : op);
        return;
      }
      if (!formUpload) {
        const length = req.headers['content-length'];
        const hasBody = (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
        ctx.principal = await authenticate(db, { method: ctx.method, rawPath: ctx.rawPath, query: ctx.query, headers: ctx.headers, hasBody });
      }
      if (unroutable) throw unroutable;
      await run(ctx, op!);
    } catch (e) {
      if (e instanceof CredentialRefusal) await countFailedSignature(ctx.clientIp).catch((c) => logger.warn({ err: { message: messageOf(c) } }, 'failed-signature count not stored'));
      sendError(ctx, e);
    }
  };

  // Every request runs in the request scope, so any log line it causes carries its id.
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { ctx, done } = begin(req, res);
    void requestScope.run({ requestId: ctx.requestId }, () => serve(ctx)).finally(done);
  };
  // After SIGTERM: a request that arrives on a kept-alive connection is refused (503, Connection:
  // close), and the client retries on another process.
  const refuse = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { ctx, done } = begin(req, res);
    ctx.outage = 'shutdown';
    sendError(ctx, outageError('shutdown', ctx.requestId));
    done();
  };

  // Idle keep-alive connections stay open 65 s (longer than load balancers' usual 60 s), so a client
  // reusing one rarely meets a connection the server is just closing (ECONNRESET).
  // A request's headers must arrive within 66 s and its whole body within 4 hours (5 GiB at
  // ~350 KiB/s); a socket that sends nothing for two minutes is closed (a stalled upload gives its
  // reservation back). Together with the per-key and per-service caps on writes in flight, slow
  // uploads cannot hold the shared disk or the listener.
  const server = http.createServer({ requestTimeout: 4 * 3_600_000, headersTimeout: 66_000, keepAliveTimeout: 65_000 });
  const drain = drainable(server, refuse);
  server.on('request', drain.track(handle));
  server.setTimeout(120_000, (socket) => socket.destroy());
  // Expect: 100-continue is answered only once the request is authenticated and accepted (receive.ts).
  server.on('checkContinue', drain.track(handle));

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
    const dayMs = dayMsOf(cfg.lifecycleDebugDaySeconds);
    job('storage lifecycle', lifecycleTickMs(dayMs), () => lifecycleTick(db, blobs, { dayMs }));
    job('point-in-time restore', RESTORE_TICK_MS, () => restoreTick(db, blobs));
    // Daily at 3:00 UTC (or each debug day), checked as often as the lifecycle job.
    job('daily snapshots', lifecycleTickMs(dayMs), () => snapshotTick(db, blobs, { dayMs }));
  }

  return {
    server,
    url,
    blobs,
    close: async (graceMs = cfg.shutdownTimeoutSeconds * 1000) => {
      timers.forEach(clearInterval);
      const report = await drain.drain(graceMs);
      while (pending.size) await Promise.all([...pending]);
      await blobs.close?.();
      return report;
    },
    settled: async () => {
      while (open.size || pending.size) await new Promise((r) => setTimeout(r, 10));
    },
  };
}
