import { startTestServer } from '../../test/harness';
import { seedDemo } from '../../seed/demo';
import { UserEntity } from '../auth/user.entity';
import { dashboardOverview } from '../metering/overview.service';
import { monitoringView } from '../metering/monitoring.service';
import { billingSummary } from './summary.service';
import { listMyInvoices } from './invoices.service';
import { adminRevenue } from './revenue.service';
jest.setTimeout(120_000);
it('seed', async () => {
  const server = await startTestServer();
  const t0 = Date.now();
  await seedDemo(server.db);
  console.log('seed ms', Date.now() - t0);
  const user = await server.db.getRepository(UserEntity).findOneByOrFail({ usernameKey: 'demo' });
  const admin = await server.db.getRepository(UserEntity).findOneByOrFail({ usernameKey: 'admin' });
  const ctx: any = { db: server.db, user, ip: '1', userAgent: 'x', requestId: 'r' };
  for (const r of ['h1', 'h24', 'd7', 'd30', 'd90'] as const) {
    const t = Date.now();
    const o = await dashboardOverview(ctx, r);
    console.log(r, Date.now() - t, 'ms', JSON.stringify({ ...o, usageTrend: o.usageTrend.length, performance: o.performance.length }));
  }
  const m = await monitoringView(ctx, 'h24');
  console.log(JSON.stringify({ ...m, timeline: m.timeline.length }, null, 1));
  const m7 = await monitoringView(ctx, 'd7');
  console.log(JSON.stringify(m7.alerts.map((a) => [a.severity, a.title, a.message])));
  const s = await billingSummary(ctx, 'monthly');
  console.log(JSON.stringify(s, null, 1));
  const inv = await listMyInvoices(ctx, 10);
  console.log(JSON.stringify(inv.nodes.map((i) => [i.number, i.totalCents, i.paidAt, i.lines.map((l) => [l.serviceName, l.description, l.quantity, l.amountCents])])));
  console.log(JSON.stringify(await adminRevenue({ ...ctx, user: admin })));
  await server.close();
});
