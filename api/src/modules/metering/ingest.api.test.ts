import { resetConfig } from '../../config/config';
import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { logger } from '../../common/logger';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { UsageRecordEntity } from './usage-record.entity';
import { createService, currentHour, ingest, rec, TOKEN } from './metering-test-kit';

// Sign-ups hash passwords with argon2 and the fixtures write months of hourly rows: allow time on PostgreSQL.
jest.setTimeout(30_000);

let server: TestServer;
let serviceId: number;
beforeAll(async () => {
  server = await startTestServer();
  const { client } = await signedIn(server, 1);
  serviceId = await createService(client, { name: 'Photos' });
});
afterAll(() => server.close());

const rowsOf = () => server.db.getRepository(UsageRecordEntity).find({ where: { serviceId }, order: { hourIndex: 'ASC' } });

describe('POST /api/metering/usage: authentication', () => {
  it('refuses a missing or wrong token with 401 and stores nothing', async () => {
    const h = currentHour() - 5;
    for (const token of [null, 'wrong-token', `${TOKEN}x`, '']) {
      const res = await ingest(server, [rec(serviceId, h)], token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'A valid metering token is required' });
    }
    expect(await rowsOf()).toHaveLength(0);
  });

  it('answers 503 for everything while METERING_TOKEN is unset', async () => {
    const saved = process.env.METERING_TOKEN;
    process.env.METERING_TOKEN = '';
    resetConfig();
    try {
      const res = await ingest(server, [rec(serviceId, currentHour() - 5)]);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/METERING_TOKEN is unset/);
    } finally {
      process.env.METERING_TOKEN = saved;
      resetConfig();
    }
    expect(await rowsOf()).toHaveLength(0);
  });

  it('does not accept a customer session instead of the token', async () => {
    const { client } = await signedIn(server, 2);
    const res = await client.rest('POST', '/api/metering/usage', { records: [rec(serviceId, currentHour() - 5)] });
    expect(res.status).toBe(401);
  });

  it('logs and audits each wrong token, and past 10 from one source answers 429 with Retry-After (the right token still gets in)', async () => {
    await server.resetThrottles();
    await server.db.getRepository(SecurityEventEntity).delete({ type: 'metering_token' });
    const warn = jest.spyOn(logger, 'warn');
    try {
      const h = currentHour() - 6;
      const wrong = [];
      for (let i = 0; i < 12; i++) wrong.push(await ingest(server, [rec(serviceId, h)], i % 3 === 0 ? null : `guess-${i}-${TOKEN}`));
      expect(wrong.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
      expect(wrong.slice(10).map((r) => r.status)).toEqual([429, 429]);
      expect(wrong[10]!.body.message).toBe('Too many requests with a wrong metering token. Please try again later.');
      const blocked = await fetch(`${server.url}/api/metering/usage`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer nope' }, body: '{}' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      // One audit row and one log line per refused token; none once the source is blocked.
      const events = await server.db.getRepository(SecurityEventEntity).find({ where: { type: 'metering_token' }, order: { id: 'ASC' } });
      expect(events.map((e) => e.action)).toEqual([
        ...Array.from({ length: 10 }, (_, i) => `Usage report refused: ${i % 3 === 0 ? 'missing' : 'wrong'} metering token`),
      ]);
      expect(events.every((e) => e.ip === '127.0.0.1' && e.severity === 'high' && e.userId === null && e.requestId)).toBe(true);
      expect(warn.mock.calls.filter(([, msg]) => String(msg).startsWith('usage report refused'))).toHaveLength(10);
      // The platform itself, from the same blocked source, is not held back.
      expect((await ingest(server, [rec(serviceId, h)])).status).toBe(200);
    } finally {
      warn.mockRestore();
      await server.resetThrottles();
    }
    await server.db.getRepository(UsageRecordEntity).delete({ serviceId });
  });
});

describe('POST /api/metering/usage: validation', () => {
  const h = currentHour() - 7;
  it.each([
    [{ storedGB: -1 }, 'Stored GB cannot be negative'],
    [{ requests: 1.5 }, 'Requests must be a whole number'],
    [{ errors: 2000 }, 'Errors cannot exceed requests'],
    [{ uptimePercent: 100.5 }, 'Uptime cannot exceed 100%'],
    [{ avgLatencyMs: 'fast' }, 'Average latency must be a number'],
    [{ periodStart: new Date(h * 3_600_000 + 60_000).toISOString() }, 'Period start must be aligned to the hour'],
    [{ periodStart: 'yesterday' }, 'Period start must be an ISO-8601 date-time'],
    [{ egressGB: { kenya: 1, europe: 2 } }, 'Egress regions are kenya, east-africa and africa'],
    [{ egressGB: { 'east-africa': -0.5 } }, 'East Africa egress cannot be negative'],
    [{ serviceId: 999999 }, 'Unknown service id 999999'],
  ])('refuses %j with a clear message; the whole batch is rejected', async (over, message) => {
    const res = await ingest(server, [rec(serviceId, h - 1), rec(serviceId, h, over as never)]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rowsOf()).toHaveLength(0);
  });

  it('refuses an empty batch, a body without records, and a non-JSON body', async () => {
    expect((await ingest(server, [])).body.message).toBe('At least one record is required');
    expect((await ingest(server, { rows: [] })).body.message).toBe('Records must be a list');
    const form = await fetch(`${server.url}/api/metering/usage`, { method: 'POST', headers: { 'content-type': 'text/plain', authorization: `Bearer ${TOKEN}` }, body: 'x' });
    expect(form.status).toBe(415);
  });
});

describe('POST /api/metering/usage: idempotency', () => {
  it('stores a batch, and a repeat of the same hours replaces the rows instead of adding new ones', async () => {
    const h = currentHour() - 10;
    const first = await ingest(server, [rec(serviceId, h, { requests: 100, storedGB: 5 }), rec(serviceId, h + 1, { requests: 200 })]);
    expect(first).toEqual({ status: 200, body: { accepted: 2, created: 2, replaced: 0 } });

    const again = await ingest(server, [rec(serviceId, h, { requests: 150, errors: 3, storedGB: 6.5, egressGB: { africa: 2.25 } }), rec(serviceId, h + 1, { requests: 200 })]);
    expect(again).toEqual({ status: 200, body: { accepted: 2, created: 0, replaced: 2 } });

    const rows = await rowsOf();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ hourIndex: h, requests: 150, errors: 3, storedGb: 6.5, egressKenyaGb: 0, egressAfricaGb: 2.25 });
    expect(rows[0]!.periodStart.toISOString()).toBe(new Date(h * 3_600_000).toISOString());
    expect(rows[1]).toMatchObject({ hourIndex: h + 1, requests: 200 });
  });

  it('keeps the last of two records for the same hour inside one batch', async () => {
    const h = currentHour() - 20;
    const res = await ingest(server, [rec(serviceId, h, { requests: 1 }), rec(serviceId, h, { requests: 2 })]);
    expect(res.body).toEqual({ accepted: 2, created: 1, replaced: 0 });
    const row = await server.db.getRepository(UsageRecordEntity).findOneByOrFail({ serviceId, hourIndex: h });
    expect(row.requests).toBe(2);
  });
});
