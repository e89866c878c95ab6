import crypto from 'node:crypto';
import { resetConfig } from '../../config/config';
import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { BeaconError, EsploraBeacon } from './beacon';
import { activePromotion, customerWith } from './competition.fixtures';
import { fakeChain, startEsplora } from './esplora.fixture';
import { schedulerTick } from './scheduler';
import { lastClosedPeriod } from './schedule';
import { DrawEntity } from './draw.entity';

const sha = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const T = 1_790_000_000; // a fixed chain time (seconds)

describe('the Esplora beacon client against a local Esplora-style server', () => {
  const chain = fakeChain(900_000, [T, T + 600, T + 1200, T + 1800]);
  let esplora: Awaited<ReturnType<typeof startEsplora>>;
  beforeAll(async () => {
    esplora = await startEsplora(chain);
  });
  afterAll(() => esplora.close());

  it('reads the latest block with its height and time', async () => {
    const b = await new EsploraBeacon(esplora.url + '/').latest();
    expect(b).toEqual({ btcBlockHash: chain[3]!.hash, source: 'bitcoin-esplora', height: 900_003, time: new Date((T + 1800) * 1000) });
  });

  it('finds the first block at or after a time, or none yet', async () => {
    const beacon = new EsploraBeacon(esplora.url);
    expect((await beacon.firstAtOrAfter(new Date((T + 601) * 1000)))!.height).toBe(900_002);
    expect((await beacon.firstAtOrAfter(new Date((T + 600) * 1000)))!.height).toBe(900_001);
    expect((await beacon.firstAtOrAfter(new Date((T + 1) * 1000)))!.height).toBe(900_001);
    expect(await beacon.firstAtOrAfter(new Date((T + 1801) * 1000))).toBeNull();
  });

  it('fails clearly when the beacon hangs (timeout) or is unreachable', async () => {
    const hanging = await startEsplora(chain, { hang: true });
    const started = Date.now();
    await expect(new EsploraBeacon(hanging.url, 300).latest()).rejects.toThrow(BeaconError);
    expect(Date.now() - started).toBeLessThan(2000);
    await hanging.close();
    await expect(new EsploraBeacon('http://127.0.0.1:9').latest()).rejects.toThrow('Beacon unreachable');
  });
});

describe('draws with a configured beacon', () => {
  let server: TestServer;
  let esplora: Awaited<ReturnType<typeof startEsplora>>;
  afterEach(async () => {
    delete process.env.BEACON_URL;
    resetConfig();
    await esplora?.close();
  });
  beforeAll(async () => {
    server = await startTestServer();
    await customerWith(server.db, 2, [100]);
  });
  afterAll(() => server.close());

  it('a manual run uses the latest block and stores its height', async () => {
    const now = Math.floor(Date.now() / 1000);
    const chain = fakeChain(870_000, [now - 1200, now - 600, now - 30]);
    esplora = await startEsplora(chain);
    process.env.BEACON_URL = esplora.url;
    resetConfig();
    const { client } = await signedIn(server, 1, 'admin');
    const p = await activePromotion(server.db);
    const res = await client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(res.status).toBe(200);
    const w = res.body.winner;
    expect(w).toMatchObject({ beaconSource: 'bitcoin-esplora', btcBlockHash: chain[2]!.hash, beaconHeight: 870_002 });
    expect(w.generatedHash).toBe(sha(`${p.id}:${chain[2]!.hash}:${w.drawTimestamp}`));
    expect(Math.abs(new Date(w.drawTimestamp).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('an unreachable beacon gives a labelled local fallback, never a silent fake', async () => {
    esplora = await startEsplora([]);
    process.env.BEACON_URL = 'http://127.0.0.1:9';
    resetConfig();
    const { client } = await signedIn(server, 3, 'admin');
    const p = await activePromotion(server.db, { name: 'Fallback promo' });
    const res = await client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(res.body.winner).toMatchObject({ beaconSource: 'local-fallback', beaconHeight: null });
  });

  it('a scheduled draw uses the period’s scheduled time and the first block at or after it; it waits for that block', async () => {
    const p = await activePromotion(server.db, { name: 'Scheduled promo', startDate: new Date(Date.now() - 5 * 86_400_000) });
    const period = lastClosedPeriod(p, new Date())!;
    const at = Math.floor(period.drawAt.getTime() / 1000);
    const chain = fakeChain(880_000, [at - 900, at - 300]);
    esplora = await startEsplora(chain);
    process.env.BEACON_URL = esplora.url;
    resetConfig();
    const early = await schedulerTick(server.db, new Date(period.drawAt.getTime() + 60_000), 'test-holder');
    expect(early.waiting).toContain(`${p.id}:${period.key}`);
    chain.push(...fakeChain(880_002, [at + 240, at + 800]));
    const report = await schedulerTick(server.db, new Date(period.drawAt.getTime() + 900_000), 'test-holder');
    expect(report.drawn).toContain(`${p.id}:${period.key}`);
    const draw = await server.db.getRepository(DrawEntity).findOneByOrFail({ promotionId: p.id, periodKey: period.key });
    expect(draw).toMatchObject({ trigger: 'scheduled', drawTimestamp: period.drawAt.toISOString(), btcBlockHash: chain[2]!.hash, beaconHeight: 880_002, beaconSource: 'bitcoin-esplora' });
    expect(draw.generatedHash).toBe(sha(`${p.id}:${chain[2]!.hash}:${period.drawAt.toISOString()}`));
  });
});
