import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { backdate } from '../billing/billing-test-kit';
import { createService, currentHour, ingest, rec } from './metering-test-kit';

// Sign-ups hash passwords with argon2 and the fixtures write months of hourly rows: allow time on PostgreSQL.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OVERVIEW = `query($r: TimeRange!) { dashboardOverview(range: $r) {
  range activeServices { value changePercent } totalStorageGB { value changePercent } apiRequests { value changePercent }
  avgUptimePercent { value changePercent } usageTrend { at storedGB egressGB requests }
  performance { at latencyMs errorRatePercent uptimePercent } regionalUsage { region egressGB percent } } }`;
const MONITORING = `query($r: TimeRange!) { monitoring(range: $r) {
  avgLatencyMs { value changePercent } errorRatePercent { value changePercent } requests { value changePercent } uptimePercent { value changePercent }
  resources { name nameCode percent detail detailCode detailParams { name value } } timeline { at latencyMs } alerts { id severity title titleCode message messageCode at serviceId } } }`;

const round1 = (n: number) => Math.round(n * 10) / 10;

describe('dashboard overview from metered usage', () => {
  it('gives a new customer honest zeros and empty charts', async () => {
    const { client } = await signedIn(server, 1);
    for (const r of ['h1', 'h24', 'd7', 'd30', 'd90']) {
      const res = await client.gql(OVERVIEW, { r });
      expect(res.errors).toBeUndefined();
      expect(res.data.dashboardOverview).toEqual({
        range: r,
        activeServices: { value: 0, changePercent: null },
        totalStorageGB: { value: 0, changePercent: null },
        apiRequests: { value: 0, changePercent: null },
        avgUptimePercent: { value: 0, changePercent: null },
        usageTrend: [],
        performance: [],
        regionalUsage: [],
      });
    }
    const mon = await client.gql(MONITORING, { r: 'h24' });
    expect(mon.data.monitoring.alerts).toEqual([]);
    expect(mon.data.monitoring.timeline).toEqual([]);
    expect(mon.data.monitoring.resources.map((b: { percent: number }) => b.percent)).toEqual([0, 0, 0, 0]);
  });

  it('computes the 7-day cards, trend and regions from the inserted usage, with the change versus the previous 7 days', async () => {
    const { client } = await signedIn(server, 2);
    const a = await createService(client, { name: 'A', storageAmount: 100 });
    const b = await createService(client, { name: 'B', storageAmount: 50 });
    for (const id of [a, b]) await backdate(server.db, id, new Date(Date.now() - 30 * 86_400_000));
    const H = currentHour();
    // Current 7 days: A at 10 hours, B at 5 hours; previous 7 days: A at 4 hours.
    const current = [
      ...Array.from({ length: 10 }, (_, i) => rec(a, H - 3 - i * 7, { storedGB: 40 + i, requests: 1000 + i * 100, errors: i, avgLatencyMs: 50, uptimePercent: 100, egressGB: { kenya: 2, 'east-africa': 1, africa: 0 } })),
      ...Array.from({ length: 5 }, (_, i) => rec(b, H - 5 - i * 11, { storedGB: 20, requests: 500, errors: 5, avgLatencyMs: 80, uptimePercent: 99, egressGB: { kenya: 0, 'east-africa': 0, africa: 1 } })),
    ];
    const previous = Array.from({ length: 4 }, (_, i) => rec(a, H - 168 - 10 - i * 5, { storedGB: 30, requests: 2000, uptimePercent: 100 }));
    expect((await ingest(server, [...current, ...previous])).status).toBe(200);

    const raw = await client.gql(OVERVIEW, { r: "d7" });
    if (!raw.data) throw new Error(JSON.stringify(raw.errors));
    const o = raw.data.dashboardOverview;
    const curRequests = 10 * 1000 + 100 * 45 + 5 * 500; // 17,000
    expect(o.apiRequests).toEqual({ value: curRequests, changePercent: round1(((curRequests - 8000) / 8000) * 100) });
    // The previous window's figure comes along, for an absolute change where a percentage misleads.
    const prev = (await client.gql(`{ dashboardOverview(range: d7) { apiRequests { previousValue } activeServices { previousValue } } }`)).data.dashboardOverview;
    expect(prev).toEqual({ apiRequests: { previousValue: 8000 }, activeServices: { previousValue: 2 } });
    // Latest hour of A in the window is H-3 (stored 40); of B, H-5 (stored 20). Previous window: A at H-178 (30).
    expect(o.totalStorageGB).toEqual({ value: 60, changePercent: 100 });
    const uptime = (10 * 100 + 5 * 99) / 15;
    expect(o.avgUptimePercent.value).toBeCloseTo(uptime, 2);
    expect(o.avgUptimePercent.changePercent).toBe(round1(((Math.round(uptime * 100) / 100 - 100) / 100) * 100));
    expect(o.activeServices).toEqual({ value: 2, changePercent: 0 });
    // 28 buckets of 6 hours, their requests add up to the range's requests.
    expect(o.usageTrend).toHaveLength(28);
    expect(o.usageTrend.reduce((s: number, p: { requests: number }) => s + p.requests, 0)).toBe(curRequests);
    expect(o.usageTrend.reduce((s: number, p: { egressGB: number }) => s + p.egressGB, 0)).toBeCloseTo(10 * 3 + 5, 6);
    expect(new Date(o.usageTrend[27].at).getTime()).toBe((H - 6) * 3_600_000);
    expect(o.performance.length).toBeGreaterThan(0);
    expect(o.regionalUsage).toEqual([
      { region: 'kenya', egressGB: 20, percent: round1((20 / 35) * 100) },
      { region: 'east-africa', egressGB: 10, percent: round1((10 / 35) * 100) },
      { region: 'africa', egressGB: 5, percent: round1((5 / 35) * 100) },
    ]);

    // The REST shim answers the same figures for the same session.
    const rest = await client.rest('GET', '/api/metering/overview?range=d7');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ range: 'd7', apiRequests: o.apiRequests, totalStorageGB: o.totalStorageGB, usageTrend: o.usageTrend, regionalUsage: o.regionalUsage });
    expect(await client.rest('GET', '/api/metering/overview?range=y1')).toMatchObject({ status: 400, body: { message: 'Range must be one of h1, h24, d7, d30, d90' } });
    // Signed out, the session is checked first, whatever the range.
    expect((await server.client().rest('GET', '/api/metering/overview?range=y1')).status).toBe(401);

    // Only active services count toward Total Storage: disabling B leaves A's 40 GB.
    await client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${b}", isActive: false}) { service { id } } }`);
    const after = (await client.gql(OVERVIEW, { r: 'd7' })).data.dashboardOverview;
    expect(after.totalStorageGB).toEqual({ value: 40, changePercent: round1(((40 - 30) / 30) * 100) });
    expect(after.activeServices).toEqual({ value: 1, changePercent: -50 });
    expect(after.apiRequests.value).toBe(curRequests);
  });

  it('counts active services at the start of the range for the change, and only active ones', async () => {
    const { client } = await signedIn(server, 3);
    const a = await createService(client, { name: 'A' });
    await createService(client, { name: 'B' });
    await client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${a}", isActive: false}) { service { id } } }`);
    const o = (await client.gql(OVERVIEW, { r: 'h24' })).data.dashboardOverview;
    // Both were created moments ago: none was active 24 hours ago, so there is nothing to compare.
    expect(o.activeServices).toEqual({ value: 1, changePercent: null });
  });
});

describe('monitoring view', () => {
  it('computes KPIs, resource bars and alerts for the last 24 hours', async () => {
    const { client } = await signedIn(server, 4);
    const full = await createService(client, { name: 'Backups', storageAmount: 100 });
    const web = await createService(client, { name: 'Website', storageAmount: 200 });
    const H = currentHour();
    const records = [
      rec(full, H - 4, { storedGB: 93, requests: 3600, errors: 0, avgLatencyMs: 40 }),
      rec(web, H - 4, { storedGB: 20, requests: 36_000, errors: 36, avgLatencyMs: 60 }),
      rec(web, H - 6, { storedGB: 19, requests: 1000, errors: 80, avgLatencyMs: 650, uptimePercent: 98.5 }),
      rec(web, H - 30, { storedGB: 18, requests: 10_000, errors: 10, avgLatencyMs: 50 }),
    ];
    expect((await ingest(server, records)).status).toBe(200);
    const m = (await client.gql(MONITORING, { r: 'h24' })).data.monitoring;

    const requests = 3600 + 36_000 + 1000;
    const errors = 36 + 80;
    expect(m.requests).toEqual({ value: requests, changePercent: round1(((requests - 10_000) / 10_000) * 100) });
    expect(m.errorRatePercent.value).toBeCloseTo((errors / requests) * 100, 3);
    expect(m.avgLatencyMs.value).toBeCloseTo((3600 * 40 + 36_000 * 60 + 1000 * 650) / requests, 1);
    expect(m.uptimePercent.value).toBeCloseTo((100 + 100 + 98.5) / 3, 2);

    const bar = (name: string) => m.resources.find((r: { name: string }) => r.name === name);
    expect(bar('Storage').percent).toBe(round1(((93 + 20) / 300) * 100));
    expect(bar('Storage').detail).toBe('113 GB stored of 300 GB provisioned');
    expect(bar('Storage')).toMatchObject({ nameCode: 'resourceStorage', detailCode: 'resourceStorageDetail', detailParams: [{ name: 'stored', value: '113 GB' }, { name: 'provisioned', value: '300 GB' }] });
    expect(m.resources.every((r: { nameCode: string | null; detailCode: string | null }) => r.nameCode && r.detailCode)).toBe(true);
    expect(m.alerts.every((x: { titleCode: string | null; messageCode: string | null }) => x.titleCode && x.messageCode)).toBe(true);
    // Busiest hour H-4: 39,600 requests = 11 per second, of 2 × 50 per second.
    expect(bar('Request rate').percent).toBe(11);
    expect(bar('Error budget').percent).toBe(100);

    const titles = m.alerts.map((x: { severity: string; title: string; serviceId: string }) => [x.severity, x.title, Number(x.serviceId)]);
    expect(titles).toEqual([
      ['high', 'Storage almost full', full],
      ['medium', 'Error spike', web],
      ['low', 'Latency peak', web],
      ['low', 'Availability dip', web],
    ]);
    expect(m.alerts[0].message).toBe('Backups stores 93 GB of its 100 GB (93.0%). Resize the service before it fills up.');
  });
});

describe('service metrics', () => {
  it('answers for the owner and NOT_FOUND for anyone else', async () => {
    const owner = await signedIn(server, 5);
    const other = await signedIn(server, 6);
    const id = await createService(owner.client, { name: 'Mine' });
    const H = currentHour();
    await ingest(server, [rec(id, H - 2, { storedGB: 7.5, requests: 300, errors: 3, egressGB: { kenya: 1.5, africa: 0.5 } }), rec(id, H - 50, { requests: 99 })]);
    const q = `query($id: ID!, $r: TimeRange!) { serviceMetrics(serviceId: $id, range: $r) { serviceId storedGB egressGB requests errors uptimePercent lastActivityAt usageTrend { requests } } }`;
    const mine = await owner.client.gql(q, { id: String(id), r: 'h24' });
    expect(mine.data.serviceMetrics).toMatchObject({ serviceId: String(id), storedGB: 7.5, egressGB: 2, requests: 300, errors: 3, uptimePercent: 100 });
    expect(mine.data.serviceMetrics.lastActivityAt).toBe(new Date((H - 1) * 3_600_000).toISOString());
    expect(mine.data.serviceMetrics.usageTrend).toHaveLength(24);
    const theirs = await other.client.gql(q, { id: String(id), r: 'h24' });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anon = await server.client().gql(q, { id: String(id), r: 'h24' });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
