import crypto from 'node:crypto';
import { resetConfig } from '../../config/config';
import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { activePromotion, customerWith } from './competition.fixtures';
import { DrawEntity } from './draw.entity';
import { DrawRoundEntity } from './draw-round.entity';
import { fakeChain, startEsplora, type FakeBlock } from './esplora.fixture';
import { schedulerTick } from './scheduler';
import { currentPeriod } from './schedule';

/**
 * Commit, then reveal, with a local Esplora-style beacon: no draw ever uses randomness that existed
 * when its entry list was fixed.
 */
const sha = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const SELECT = `mutation($id: ID!) { selectWinner(input: { promotionId: $id }) { status newlyDrawn winner { id btcBlockHash beaconHeight drawTimestamp generatedHash } round { status periodKey entriesCommitment targetBlockHeight drawTimestamp beaconPlan } } }`;

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedIn>>;
let esplora: Awaited<ReturnType<typeof startEsplora>>;
let chain: FakeBlock[];
const nowSec = () => Math.floor(Date.now() / 1000);
/** Mine the next block of the fixture chain (its hash did not exist before this call). */
const mine = () => chain.push(...fakeChain(chain[chain.length - 1]!.height + 1, [nowSec()]));

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, 1, 'admin');
  await customerWith(server.db, 2, [100]);
  await customerWith(server.db, 3, [40]);
  chain = fakeChain(870_000, [nowSec() - 1200, nowSec() - 600, nowSec() - 30]);
  esplora = await startEsplora(chain);
  process.env.BEACON_URL = esplora.url;
  resetConfig();
});
afterAll(async () => {
  delete process.env.BEACON_URL;
  resetConfig();
  await esplora.close();
  await server.close();
});

describe('a manual run by an admin', () => {
  it('answers pending with the commitment and a future block, and completes with exactly that block', async () => {
    const p = await activePromotion(server.db, { name: 'Manual commit-reveal' });
    const tip = chain[chain.length - 1]!.height;
    const first = await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'pending', message: `Waiting for Bitcoin block ${tip + 2}`, round: { status: 'pending', targetBlockHeight: tip + 2, beaconPlan: 'block-height', totalEntries: 70, winner: null } });
    const { round } = first.body;
    expect(round.entriesCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(new Date(round.drawTimestamp).getTime() - Date.now())).toBeLessThan(60_000);

    // Asking again while waiting changes nothing: same round, same commitment, still pending.
    const gql = await admin.client.gql(SELECT, { id: String(p.id) });
    expect(gql.data.selectWinner).toMatchObject({ status: 'pending', newlyDrawn: false, winner: null, round: { entriesCommitment: round.entriesCommitment, targetBlockHeight: tip + 2 } });
    mine(); // tip + 1: not yet
    expect((await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`)).status).toBe(202);
    mine(); // tip + 2: the target
    const done = await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(done.status).toBe(200);
    const target = chain.find((b) => b.height === tip + 2)!;
    expect(done.body.newlyDrawn).toBe(true);
    expect(done.body.winner).toMatchObject({ btcBlockHash: target.hash, beaconHeight: tip + 2, beaconSource: 'bitcoin-esplora', drawTimestamp: round.drawTimestamp, entriesCommitment: round.entriesCommitment });
    expect(done.body.winner.generatedHash).toBe(sha(`${p.id}:${target.hash}:${round.drawTimestamp}`));
    // A later block changes nothing.
    mine();
    const again = await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(again.body).toMatchObject({ newlyDrawn: false, winner: { id: done.body.winner.id, btcBlockHash: target.hash } });
  });

  it('20 concurrent runs commit one round and, once the block exists, draw once', async () => {
    const p = await activePromotion(server.db, { name: 'Concurrent runs' });
    const runs = await Promise.all(Array.from({ length: 20 }, () => admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`)));
    expect(runs.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(new Set(runs.map((r) => r.body.round.entriesCommitment)).size).toBe(1);
    expect(await server.db.getRepository(DrawRoundEntity).countBy({ promotionId: p.id })).toBe(1);
    mine();
    mine();
    const reveals = await Promise.all(Array.from({ length: 20 }, () => admin.client.gql(SELECT, { id: String(p.id) })));
    expect(new Set(reveals.map((r) => r.data.selectWinner.winner.id)).size).toBe(1);
    expect(reveals.filter((r) => r.data.selectWinner.newlyDrawn)).toHaveLength(1);
    expect(await server.db.getRepository(DrawEntity).countBy({ promotionId: p.id })).toBe(1);
  });

  it('the scheduler completes a pending manual round when its block arrives', async () => {
    const p = await activePromotion(server.db, { name: 'Completed by the scheduler' });
    const pending = await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(pending.status).toBe(202);
    const key = `${p.id}:${pending.body.round.periodKey}`;
    expect((await schedulerTick(server.db, new Date(), 'beacon-holder')).waiting).toContain(key);
    mine();
    mine();
    expect((await schedulerTick(server.db, new Date(), 'beacon-holder')).drawn).toContain(key);
    const draw = await server.db.getRepository(DrawEntity).findOneByOrFail({ promotionId: p.id });
    expect(draw.beaconHeight).toBe(pending.body.round.targetBlockHeight);
  });
});

describe('a changed draw type or dates cannot draw a window twice', () => {
  it('after a daily period is drawn, switching to weekly gives no second draw for the overlapping window', async () => {
    const p = await activePromotion(server.db, { name: 'Type change', drawType: 'daily' });
    await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    mine();
    mine();
    expect((await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`)).status).toBe(200);
    const changed = await admin.client.gql('mutation($id: ID!) { updatePromotion(input: { id: $id, drawType: weekly }) { promotion { drawType } } }', { id: String(p.id) });
    expect(changed.data.updatePromotion.promotion.drawType).toBe('weekly');
    const second = await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/overlaps period .* already committed or drawn/);
    // The scheduler at the weekly cut-off records the period void instead of drawing it.
    const weekly = currentPeriod({ ...p, drawType: 'weekly' }, new Date())!;
    await schedulerTick(server.db, new Date(weekly.drawAt.getTime() - 5 * 60_000), 'beacon-holder');
    expect(await server.db.getRepository(DrawRoundEntity).findOneBy({ promotionId: p.id, periodKey: weekly.key })).toMatchObject({ status: 'void', voidReason: expect.stringMatching(/overlaps period/) });
    expect(await server.db.getRepository(DrawEntity).countBy({ promotionId: p.id })).toBe(1);
  });
});

describe('randomness in production', () => {
  afterEach(() => {
    process.env.NODE_ENV = 'test';
    process.env.BEACON_URL = esplora.url;
    delete process.env.BEACON_FALLBACK;
    resetConfig();
  });

  it('without a beacon, a production server refuses to draw unless the local fallback is switched on, and says so publicly', async () => {
    process.env.NODE_ENV = 'production';
    delete process.env.BEACON_URL;
    resetConfig();
    const p = await activePromotion(server.db, { name: 'Production without beacon' });
    const refused = await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/No randomness beacon is configured.*BEACON_URL.*BEACON_FALLBACK=local/);
    expect(await server.db.getRepository(DrawRoundEntity).countBy({ promotionId: p.id })).toBe(0);
    expect((await server.client().gql('{ competition { beaconMode } }')).data.competition.beaconMode).toBe('none');

    process.env.BEACON_FALLBACK = 'local';
    resetConfig();
    const allowed = await admin.client.rest('POST', `/api/admin/promotions/${p.id}/select-winner`);
    expect(allowed.status).toBe(200);
    expect(allowed.body.winner).toMatchObject({ beaconSource: 'local-fallback', beaconHeight: null });
    expect((await server.client().gql('{ competition { beaconMode } }')).data.competition.beaconMode).toBe('local-fallback');
  });
});
