import { signedIn, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { createService, currentHour, ingest, rec } from './metering-test-kit';

/**
 * GET /api/metering/usage.csv: a customer downloads their metered usage per service and UTC day
 * or hour, sums they can check against what the platform reported, and nobody else's rows.
 */
jest.setTimeout(30_000);

let server: TestServer;
let amina: TestClient;
let other: TestClient;
let archive: number;
let media: number;
let foreign: number;
/** Midnight UTC three days ago, as an hour number, and its date. */
const day0 = Math.floor(currentHour() / 24) * 24 - 72;
const dayText = (hour: number) => new Date(hour * 3_600_000).toISOString().slice(0, 10);
const iso = (hour: number) => new Date(hour * 3_600_000).toISOString().replace('.000Z', 'Z');

beforeAll(async () => {
  server = await startTestServer();
  amina = (await signedIn(server, 1)).client;
  other = (await signedIn(server, 2)).client;
  archive = await createService(amina, { name: 'Amina Archive' });
  media = await createService(amina, { name: 'Amina Media' });
  foreign = await createService(other, { name: 'Someone Else' });
  const res = await ingest(server, [
    rec(archive, day0 + 1, { storedGB: 10, egressGB: { kenya: 1.5, 'east-africa': 0, africa: 0 }, requests: 100, errors: 2 }),
    rec(archive, day0 + 5, { storedGB: 12, egressGB: { kenya: 0, 'east-africa': 0.25, africa: 0.125 }, requests: 50, errors: 0 }),
    rec(archive, day0 + 26, { storedGB: 20, egressGB: { kenya: 3 }, requests: 10, errors: 1 }),
    rec(media, day0 + 3, { storedGB: 5, egressGB: { kenya: 0 }, requests: 7, errors: 0 }),
    rec(foreign, day0 + 1, { storedGB: 999, egressGB: { kenya: 99 }, requests: 9999, errors: 0 }),
  ]);
  expect(res.status).toBe(200);
});
afterAll(() => server.close());

async function download(client: TestClient | null, query: string) {
  const res = await fetch(`${server.url}/api/metering/usage.csv?${query}`, { headers: client ? { cookie: client.cookieHeader() } : {} });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

/** The CSV's rows as cells (quoted cells unquoted; the export never puts a comma inside one here). */
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(',').map((c) => c.replace(/^"(.*)"$/, '$1').replace(/""/g, '"')));

const HEADER = ['Period start (UTC)', 'Service ID', 'Service', 'Stored GB (end of period)', 'Average stored GB', 'Egress Kenya GB', 'Egress East Africa GB', 'Egress Africa GB', 'Ingress GB', 'Requests', 'Class A requests', 'Class B requests', 'Failed requests'];

describe('usage CSV export', () => {
  it('sums each service per UTC day, with the stored figure of the day\'s last reported hour', async () => {
    const res = await download(amina, `from=${dayText(day0)}&to=${dayText(day0 + 24)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="usage-${dayText(day0)}-to-${dayText(day0 + 24)}-daily.csv"`);
    expect(rowsOf(res.text)).toEqual([
      HEADER,
      [iso(day0), String(archive), 'Amina Archive', '12', '11', '1.5', '0.25', '0.125', '0', '150', '0', '0', '2'],
      [iso(day0), String(media), 'Amina Media', '5', '5', '0', '0', '0', '0', '7', '0', '0', '0'],
      [iso(day0 + 24), String(archive), 'Amina Archive', '20', '20', '3', '0', '0', '0', '10', '0', '0', '1'],
    ]);
  });

  it('lists reported hours one by one when asked for hourly rows, and one service when asked', async () => {
    const hourly = await download(amina, `from=${dayText(day0)}&to=${dayText(day0)}&granularity=hourly`);
    expect(rowsOf(hourly.text).map((r) => [r[0], r[1], r[3], r[9]])).toEqual([
      [HEADER[0], HEADER[1], HEADER[3], HEADER[9]],
      [iso(day0 + 1), String(archive), '10', '100'],
      [iso(day0 + 3), String(media), '5', '7'],
      [iso(day0 + 5), String(archive), '12', '50'],
    ]);
    const one = await download(amina, `from=${dayText(day0)}&to=${dayText(day0 + 24)}&serviceId=${media}`);
    expect(rowsOf(one.text).slice(1).map((r) => r[2])).toEqual(['Amina Media']);
    expect(one.headers.get('content-disposition')).toContain(`usage-service-${media}-`);
  });

  it("never shows another customer's usage: their service is not found, and their rows are in no export", async () => {
    const theirs = await download(amina, `from=${dayText(day0)}&to=${dayText(day0)}&serviceId=${foreign}`);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.text).message).toBe('Service not found');
    const all = await download(amina, `from=${dayText(day0)}&to=${dayText(day0 + 24)}`);
    expect(all.text).not.toContain('Someone Else');
    expect(all.text).not.toContain('999');
    const own = await download(other, `from=${dayText(day0)}&to=${dayText(day0)}`);
    expect(rowsOf(own.text).slice(1).map((r) => [r[2], r[9]])).toEqual([['Someone Else', '9999']]);
  });

  it('answers a header-only CSV for a range without reports', async () => {
    const res = await download(amina, 'from=2021-01-01&to=2021-01-31');
    expect(res.status).toBe(200);
    expect(rowsOf(res.text)).toEqual([HEADER]);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'From must be a date (YYYY-MM-DD)'],
    ['from=yesterday&to=2026-03-01', 'From must be a date (YYYY-MM-DD)'],
    ['to=2026-03-01', 'From is required'],
    ['from=2026-03-02&to=2026-03-01', 'From must not be after To'],
    ['from=2026-01-01&to=2026-02-01&granularity=hourly', 'A daily export covers at most 366 days and an hourly one 31'],
    ['from=2024-01-01&to=2025-01-01', 'A daily export covers at most 366 days and an hourly one 31'],
    ['from=2026-01-01&to=2026-01-02&granularity=weekly', 'Granularity must be daily or hourly'],
    ['from=2026-01-01&to=2026-01-02&serviceId=abc', 'Service id must be a whole number'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await download(amina, query);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toBe(message);
  });

  it('needs a signed-in customer', async () => {
    const res = await download(null, `from=${dayText(day0)}&to=${dayText(day0)}`);
    expect(res.status).toBe(401);
  });
});
