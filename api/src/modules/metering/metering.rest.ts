import type { Router } from 'express';
import { shim } from '../../http/rest';
import { checkMeteringToken, ingestUsage, MeteringDisabledError } from './ingest.service';
import { exportUsage } from './usage-export';
import { dashboardOverview } from './overview.service';
import { parseInput } from '../../common/validation';
import { overviewQuerySchema } from '../../contracts/metering';
import { requireUser } from '../auth';

/**
 * POST /api/metering/usage: the storage platform reports hourly usage. Authenticated with
 * `Authorization: Bearer <METERING_TOKEN>` (not a session); 503 when no token is configured;
 * wrong tokens are logged, audited and throttled per source (429).
 * GET /api/metering/usage.csv: the signed-in customer's usage per service and UTC day or hour
 * (the monitoring page's download).
 * GET /api/metering/overview: the signed-in customer's dashboard overview (GraphQL's dashboardOverview).
 */
export function mountMeteringRest(router: Router): void {
  router.post('/metering/usage', async (req, res, next) => {
    try {
      await checkMeteringToken(req.ctx!, req.get('authorization'));
      next();
    } catch (e) {
      if (e instanceof MeteringDisabledError) {
        res.status(503).json({ message: e.message });
        return;
      }
      next(e);
    }
  }, shim(async (ctx, req) => ingestUsage(ctx.db, req.body)));

  router.get('/metering/usage.csv', shim(async (ctx, req, res) => {
    const { csv, filename } = await exportUsage(ctx, req.query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).send(csv);
  }));

  // Who asks comes before what they ask: signed out, any range is a 401 (as GraphQL's enum check never runs first).
  router.get('/metering/overview', shim(async (ctx, req) => {
    requireUser(ctx);
    return dashboardOverview(ctx, parseInput(overviewQuerySchema, req.query).range);
  }));
}
