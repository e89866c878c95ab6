import type { Router } from 'express';
import express from 'express';
import type { DataSource } from 'typeorm';
import { config } from '../config/config';

/** What the process knows about its own state (set by main.ts on SIGTERM). */
export interface Lifecycle {
  shuttingDown: boolean;
}

const PROBE_TIMEOUT_MS = 2_000;

/**
 * What else the process needs to serve, checked on every /readyz after the database: a probe
 * resolves null when ready, or the reason it is not (e.g. the Ceph plane's RGW unreachable).
 */
const readinessProbes: (() => Promise<string | null>)[] = [];
export function addReadinessProbe(probe: () => Promise<string | null>): () => void {
  readinessProbes.push(probe);
  return () => {
    const i = readinessProbes.indexOf(probe);
    if (i >= 0) readinessProbes.splice(i, 1);
  };
}

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/**
 * Probes for a load balancer or an orchestrator, answered before anything else (never the web app):
 * - GET /healthz — liveness: the process answers. No database, so a database outage does not get a
 *   healthy process restarted.
 * - GET /readyz — readiness: the database answers within 2 s and every migration is applied, the
 *   readiness probes pass (the Ceph plane's RGW answers), and the process is not shutting down;
 *   otherwise 503 with the reason, so traffic goes elsewhere.
 */
export function healthRoutes(db: DataSource, lifecycle: Lifecycle): Router {
  const router = express.Router();
  const started = Date.now();
  let migrationsChecked = false;
  const noStore = (res: express.Response) => res.setHeader('Cache-Control', 'no-store');

  router.get('/healthz', (_req, res) => {
    noStore(res);
    res.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) });
  });

  router.get('/readyz', async (_req, res) => {
    noStore(res);
    const unavailable = (reason: string) => res.status(503).setHeader('Retry-After', '5').json({ status: 'unavailable', reason });
    if (lifecycle.shuttingDown) return unavailable('shutting down');
    try {
      await withTimeout(db.query('SELECT 1'), PROBE_TIMEOUT_MS);
    } catch {
      return unavailable('database unreachable');
    }
    if (!migrationsChecked) {
      try {
        if (await withTimeout(db.showMigrations(), PROBE_TIMEOUT_MS)) return unavailable('database migrations pending');
        migrationsChecked = true; // applied migrations do not un-apply while the process runs
      } catch {
        return unavailable('database unreachable');
      }
    }
    for (const probe of readinessProbes) {
      const reason = await withTimeout(probe(), PROBE_TIMEOUT_MS).catch(() => 'a readiness probe timed out');
      if (reason) return unavailable(reason);
    }
    res.json({ status: 'ready', database: config().database.kind, storagePlane: config().storagePlane.kind });
  });
  return router;
}
