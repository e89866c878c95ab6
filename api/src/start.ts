import 'reflect-metadata';
import http from 'node:http';
import { config } from './config/config';
import { startupWarnings } from './config/startup-warnings';
import { logger } from './common/logger';
import { checkSecretsAtStart } from './common/secrets';
import { openDatabase } from './db/data-source';
import { createApp } from './http/app';
import { drainable } from './common/drain';
import { addReadinessProbe, type Lifecycle } from './http/health';
import { describeBootstrap, ensureAdmin } from './modules/auth/admin-bootstrap';
import { modules } from './modules/registry';
import { startS3Server, type S3Server } from './modules/storage/server';
import { dayMsOf } from './modules/storage/domain/lifecycle-rules';
import { startCephFront } from './modules/storage/planes/ceph/front';
import { checkCephPlane, rgwReadiness, startCephMetering, startCephProvisioning, startCephRestores, startCephSnapshots } from './modules/storage/planes/ceph/plane';
import { seedDemo } from './seed/demo';

const SYSTEM_ACTOR = { userId: null, ip: null, userAgent: 'system', requestId: null };

/** Listen, or fail with the reason (a port in use must stop the start, not log "listening"). */
function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(new Error(e.code === 'EADDRINUSE' ? `port ${port} is already in use` : e.code === 'EACCES' ? `no permission to listen on port ${port}` : e.message));
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port);
  });
}

/** After SIGTERM, a request on a kept-alive connection: 503 with Connection: close (the client retries elsewhere). */
function refuseWhileStopping(_req: http.IncomingMessage, res: http.ServerResponse): void {
  const body = JSON.stringify({ message: 'The service is temporarily unavailable. Please try again shortly.' });
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'retry-after': '1', connection: 'close' });
  res.end(body);
}

/** How long in-flight requests may run after SIGTERM: the shutdown timeout less what closing the rest needs (at most 2 s). */
export const drainGraceMs = (shutdownTimeoutSeconds: number) => Math.max(shutdownTimeoutSeconds * 1000 * 0.5, shutdownTimeoutSeconds * 1000 - 2000);

/**
 * Start the whole product on one port: migrate, bootstrap, seed, serve, run background jobs; and
 * stop it gracefully on SIGTERM / SIGINT (see `shutdown`).
 */
export async function main(opts: { dotEnvLoaded?: boolean } = {}): Promise<http.Server> {
  const cfg = config();
  if (opts.dotEnvLoaded) logger.info('loaded .env (variables already in the environment win)');
  checkSecretsAtStart(); // refuse weak or (in production) missing keys; else generate into the data folder
  for (const warning of startupWarnings(cfg)) logger.warn(warning);
  // The Ceph plane's credentials are checked before anything else: refused ones stop the start.
  if (cfg.storagePlane.kind === 'ceph') await checkCephPlane(cfg.storagePlane);
  const db = await openDatabase();
  logger.info({ database: cfg.database.kind, env: cfg.env }, 'database migrated');
  // Demo first: it only seeds an empty database, and the bootstrap admin would make it non-empty.
  if (cfg.seedDemo) await seedDemo(db);
  if (cfg.bootstrapAdmin) {
    const { outcome, user } = await ensureAdmin(db, cfg.bootstrapAdmin.email, cfg.bootstrapAdmin.password, SYSTEM_ACTOR, { promoteExisting: cfg.bootstrapAdmin.promoteExisting });
    const { level, message } = describeBootstrap(outcome, user.email);
    logger[level]({ outcome }, message);
  }

  const lifecycle: Lifecycle = { shuttingDown: false };
  const server = http.createServer();
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout (60 s)
  // The listener is drained here (common/drain.ts), as the S3 listener is: Apollo stops after it.
  const { app, stop: stopHttp } = await createApp(db, { lifecycle });
  const portal = drainable(server, refuseWhileStopping);
  server.on('request', portal.track(app));
  // What the start has running so far: a signal during the start stops just that.
  let stops: (() => void | Promise<void>)[] = [];
  // The S3 listener: the embedded gateway, or on the Ceph plane the front of RGW (CEPH_S3_FRONT).
  let s3: Pick<S3Server, 'close'> | undefined;

  /**
   * Graceful shutdown: readiness turns 503; both listeners (portal and S3) stop accepting
   * connections, close idle keep-alive connections, refuse requests that arrive on kept-alive ones
   * (503, Connection: close) and let in-flight requests finish, answered with Connection: close
   * (cut only after SHUTDOWN_TIMEOUT_SECONDS less a margin for what follows); background jobs stop
   * between units of work; SQLite checkpoints its WAL; the database closes; exit 0. A second
   * signal, or a shutdown past its deadline, exits 1.
   */
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down: draining requests and jobs');
    const deadline = setTimeout(() => {
      logger.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, cfg.shutdownTimeoutSeconds * 1000);
    deadline.unref();
    try {
      // Both listeners at once. Requests still running at the grace's end are cut (an upload's
      // journal cleans up after it), leaving time for the jobs and the database to close.
      const grace = drainGraceMs(cfg.shutdownTimeoutSeconds);
      const [portalReport, s3Report] = await Promise.all([portal.drain(grace), s3?.close(grace)]);
      const cut = portalReport.cut + (s3Report?.cut ?? 0); // requests still running at the grace's end
      logger[cut ? 'warn' : 'info']({ portal: portalReport, s3: s3Report ?? null }, 'listeners drained');
      await stopHttp(); // Apollo, once no request is left
      await Promise.all(stops.map((s) => s()));
      if (db.options.type === 'better-sqlite3') await db.query('PRAGMA wal_checkpoint(TRUNCATE)');
      await db.destroy();
      logger.info('shut down cleanly');
      process.exit(0);
    } catch (e) {
      logger.error({ err: { message: (e as Error).message } }, 'shutdown failed');
      process.exit(1);
    }
  };
  // Before the port opens: a signal that arrives as soon as the server answers (a supervisor, Ctrl-C
  // right after start) is already a graceful shutdown, never Node's default death by signal.
  process.on('SIGINT', (s) => void shutdown(s));
  process.on('SIGTERM', (s) => void shutdown(s));

  const port = await listen(server, cfg.port);
  if (shuttingDown) return server; // stopped while the port opened: start no jobs
  stops = modules.map((m) => m.start?.({ db })).filter((s): s is () => void | Promise<void> => typeof s === 'function');
  if (cfg.storagePlane.kind === 'ceph') {
    // RGW is the S3 endpoint (directly, or behind the front); the portal provisions customers on it.
    const plane = cfg.storagePlane;
    const removeProbe = addReadinessProbe(rgwReadiness(plane));
    const stopProvisioning = startCephProvisioning(db, plane, Math.min(15, cfg.jobsTickSeconds) * 1000);
    const stopMetering = startCephMetering(db, plane, Math.min(60, cfg.jobsTickSeconds) * 1000);
    const stopRestores = startCephRestores(db, plane, Math.min(10, cfg.jobsTickSeconds) * 1000);
    const stopSnapshots = startCephSnapshots(db, plane, dayMsOf(cfg.lifecycleDebugDaySeconds));
    stops.push(async () => {
      removeProbe();
      await Promise.all([stopProvisioning(), stopMetering(), stopRestores(), stopSnapshots()]);
    });
    if (plane.front) {
      // The front of RGW on S3_PORT: content safety headers and the public-read throttle (planes/ceph/front.ts).
      const front = await startCephFront({ rgwUrl: plane.rgwUrl, port: cfg.s3.port });
      s3 = front;
      logger.info({ rgw: plane.rgwUrl, front: front.url, s3PublicUrl: cfg.s3.publicUrl }, 'storage plane: Ceph RGW behind the portal\'s front');
    } else {
      logger.info({ rgw: plane.rgwUrl, s3PublicUrl: cfg.s3.publicUrl }, 'storage plane: Ceph RGW (no S3 listener of our own)');
      logger.warn('CEPH_S3_FRONT is off: RGW serves public objects as stored (HTML inline, no nosniff) and public reads are not throttled; set CEPH_S3_FRONT=on and point S3_PUBLIC_URL at S3_PORT (docs/deployment.md)');
    }
  } else {
    s3 = await startS3Server(db); // the S3 listener (S3_PORT) beside the portal
  }
  logger.info(`Mawingu Cloud portal listening on http://localhost:${port}`);
  return server;
}
