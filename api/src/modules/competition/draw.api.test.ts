import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { signedIn, startTestServer, type TestServer } from '../../test/harness';
import { activePromotion, customerWith } from './competition.fixtures';
import { DrawEntity } from './draw.entity';
import { OutboxMessageEntity as NotificationEntity } from '../notifications/outbox-message.entity';
import { sendDueMessages } from '../notifications/outbox.service';
import { simulateThrottle } from './public.service';
import { drawPseudonym } from './pseudonym';
import { WinnerEntity } from './winner.entity';
import { PromotionEntity } from './promotion.entity';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedIn>>;
const sha = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
/** Customers: 10 GB → 5, 101 GB → 50, 2000 GB → 500, 1 GB → 0 entries. */
const customers: { id: number; entries: number }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, 1, 'admin');
  for (const [i, gb] of [10, 101, 2000, 1].entries()) {
    const u = await customerWith(server.db, 10 + i, [gb]);
    customers.push({ id: u.id, entries: Math.min(Math.floor(gb / 2), 500) });
  }
});
afterAll(() => server.close());
beforeEach(() => simulateThrottle.reset('127.0.0.1'));

const SELECT = `mutation($id: ID!) { selectWinner(input: { promotionId: $id }) { newlyDrawn winner { id displayName prizeText totalEntries winnerEntryIndex generatedHash btcBlockHash drawTimestamp beaconSource beaconHeight entriesCommitment periodKey user { firstName lastName } } } }`;
const RECORD = `query($id: ID!) { drawRecord(winnerId: $id) { promotionId periodKey totalEntries entriesCommitment btcBlockHash drawTimestamp generatedHash winnerEntryIndex beaconSource ranges { customerId entries from to } winner { id } } }`;

describe('totals and simulation with no promotion running', () => {
  it('total entries is 0 and the simulation says there is no active competition', async () => {
    const total = await server.client().rest('GET', '/api/competition/entries/total');
    expect(total.body).toEqual({ totalEntries: 0 });
    const sim = await server.client().rest('POST', '/api/competition/simulate-selection');
    expect(sim.status).toBe(404);
  });
});

describe('the draw', () => {
  let promotion: PromotionEntity;
  beforeAll(async () => {
    promotion = await activePromotion(server.db, { prizeDescription: 'KSh 500 airtime and data bundle', prizeValue: 500 });
  });

  it('GET /api/competition/entries/total sums every customer’s entries', async () => {
    const res = await server.client().rest('GET', '/api/competition/entries/total');
    expect(res.body).toEqual({ totalEntries: 5 + 50 + 500 });
    const gql = await server.client().gql('{ competition { totalEntries participantCount nextDrawAt promotion { id totalEntries } } }');
    expect(gql.data.competition).toMatchObject({ totalEntries: 555, participantCount: 3, promotion: { id: String(promotion.id), totalEntries: 555 } });
    expect(new Date(gql.data.competition.nextDrawAt).getUTCHours()).toBe(17); // 20:00 in Nairobi
  });

  it('simulate-selection answers every field, recomputable, and stores nothing', async () => {
    const res = await server.client().rest('POST', '/api/competition/simulate-selection');
    expect(res.status).toBe(200);
    const r = res.body;
    expect(Object.keys(r).sort()).toEqual(['beaconSource', 'btcBlockHash', 'competitionId', 'generatedHash', 'timestamp', 'totalEntries', 'winnerCustomerId', 'winnerEntryIndex'].sort());
    expect(r.competitionId).toBe(String(promotion.id));
    expect(r.beaconSource).toBe('local-fallback');
    expect(r.btcBlockHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(r.timestamp).toISOString()).toBe(r.timestamp);
    expect(r.generatedHash).toBe(sha(`${r.competitionId}:${r.btcBlockHash}:${r.timestamp}`));
    expect(r.totalEntries).toBe(555);
    expect(r.winnerEntryIndex).toBe(Number(BigInt(`0x${r.generatedHash}`) % 555n));
    const owner = r.winnerEntryIndex < 5 ? customers[0] : r.winnerEntryIndex < 55 ? customers[1] : customers[2];
    // The winner is named by the owner's pseudonym in this promotion, never by account id.
    expect(r.winnerCustomerId).toBe(drawPseudonym(promotion.id, owner!.id));
    expect(r.winnerCustomerId).toMatch(/^[0-9a-f]{16}$/);
    expect(await server.db.getRepository(DrawEntity).count()).toBe(0);
  });

  it('20 concurrent selectWinner calls draw the period once: one winner, one newlyDrawn', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => admin.client.gql(SELECT, { id: String(promotion.id) })));
    for (const r of results) expect(r.errors).toBeUndefined();
    const payloads = results.map((r) => r.data.selectWinner);
    expect(new Set(payloads.map((p) => p.winner.id)).size).toBe(1);
    expect(payloads.filter((p) => p.newlyDrawn)).toHaveLength(1);
    expect(await server.db.getRepository(WinnerEntity).countBy({ promotionId: promotion.id })).toBe(1);
    expect(await server.db.getRepository(DrawEntity).countBy({ promotionId: promotion.id })).toBe(1);
    const audit = await server.db.getRepository(SecurityEventEntity).find({ where: { type: 'competition_draw', userId: admin.user.id }, order: { id: 'ASC' } });
    expect(audit.map((a) => a.action)).toEqual([
      expect.stringMatching(/committed \(manual\): 555 entries, commitment [0-9a-f]{16}…, randomness from local randomness drawn after the commitment$/),
      expect.stringContaining(`revealed by admin ${admin.user.username} (#${admin.user.id})`),
    ]);
  });

  it('a re-run of the period over REST returns the same stored winner', async () => {
    const first = (await admin.client.gql(SELECT, { id: String(promotion.id) })).data.selectWinner;
    const again = await admin.client.rest('POST', `/api/admin/promotions/${promotion.id}/select-winner`);
    expect(again.status).toBe(200);
    expect(again.body.newlyDrawn).toBe(false);
    expect(again.body.winner.id).toBe(first.winner.id);
    expect(again.body.winner.generatedHash).toBe(first.winner.generatedHash);
  });

  it('the stored draw recomputes from its public inputs (hash, index, owner, commitment)', async () => {
    const w = (await admin.client.gql(SELECT, { id: String(promotion.id) })).data.selectWinner.winner;
    const rec = (await server.client().gql(RECORD, { id: w.id })).data.drawRecord;
    expect(rec.beaconSource).toBe('local-fallback');
    expect(rec.generatedHash).toBe(sha(`${promotion.id}:${rec.btcBlockHash}:${rec.drawTimestamp}`));
    expect(rec.winnerEntryIndex).toBe(Number(BigInt(`0x${rec.generatedHash}`) % BigInt(rec.totalEntries)));
    // Published by pseudonym, in ascending account order (which the public cannot see, and need not).
    expect(rec.ranges.map((r: { customerId: string; entries: number }) => [r.customerId, r.entries])).toEqual(
      customers.filter((c) => c.entries > 0).map((c) => [drawPseudonym(promotion.id, c.id), c.entries]),
    );
    const published = rec.ranges.map((r: { customerId: string; entries: number }) => `${r.customerId}:${r.entries}`).join(',');
    expect(rec.entriesCommitment).toBe(sha(`${promotion.id}:${rec.periodKey}:${published}`));
    const holder = rec.ranges.find((r: { from: number; to: number }) => r.from <= rec.winnerEntryIndex && rec.winnerEntryIndex < r.to);
    const winnerRow = await server.db.getRepository(WinnerEntity).findOneByOrFail({ id: Number(w.id) });
    expect(holder.customerId).toBe(drawPseudonym(promotion.id, winnerRow.userId!));
    expect(w).toMatchObject({ totalEntries: 555, prizeText: 'KSh 500 Airtime', generatedHash: rec.generatedHash });
    expect(w.displayName).toMatch(/^Wanjiku1[0-2] K\.$/);
  });

  it('public winners carry the draw inputs but never an e-mail or phone', async () => {
    const res = await server.client().rest('GET', '/api/competition/winners');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/@example\.co\.ke|\+2547/);
    expect(res.body[0]).toMatchObject({ prizeText: 'KSh 500 Airtime', selectionMethod: 'SHA-256', beaconSource: 'local-fallback' });
    expect(Object.keys(res.body[0])).toEqual(expect.arrayContaining(['displayName', 'winDate', 'btcBlockHash', 'drawTimestamp', 'generatedHash', 'winnerEntryIndex', 'totalEntries']));
    const gql = await server.client().gql('{ competition { lastWinners { id displayName } } publicWinners { id } }');
    expect(gql.data.competition.lastWinners).toHaveLength(1);
  });

  it('queues one notification per channel for the winner and sends them through the transports', async () => {
    const rows = await server.db.getRepository(NotificationEntity).find({ where: { kind: 'winner' }, order: { channel: 'ASC' } });
    expect(rows.map((r) => r.channel)).toEqual(['email', 'sms', 'whatsapp']);
    expect(rows.every((r) => r.status === 'pending' && r.subject === 'You won the Store & Score draw!')).toBe(true);
    const sent: string[] = [];
    const fake = (name: string) => ({ name, send: async (m: { to: string }) => (sent.push(`${name}:${m.to}`), null) });
    expect(await sendDueMessages(server.db, { email: fake('email'), sms: fake('sms'), whatsapp: fake('whatsapp') })).toBe(3);
    // sent once: a second run finds nothing due
    expect(await sendDueMessages(server.db, { email: fake('email'), sms: fake('sms'), whatsapp: fake('whatsapp') })).toBe(0);
    expect(sent).toEqual(expect.arrayContaining([expect.stringMatching(/^email:customer1[0-2]@example\.co\.ke$/), expect.stringMatching(/^sms:\+2547/), expect.stringMatching(/^whatsapp:\+2547/)]));
    expect(await server.db.getRepository(NotificationEntity).countBy({ status: 'sent' })).toBe(3);
  });

  it('npm run verify-draw recomputes the winner from the public endpoint, and catches a tampered record', async () => {
    const winner = await server.db.getRepository(WinnerEntity).findOneByOrFail({ promotionId: promotion.id });
    const script = path.resolve(__dirname, '../../scripts/verify-draw.ts');
    const run = () =>
      new Promise<{ code: number; out: string }>((resolve) => {
        execFile(process.execPath, ['-r', '@swc-node/register', script, String(winner.id), '--url', server.url], { cwd: path.resolve(__dirname, '../../../..') }, (err, stdout, stderr) =>
          resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
        );
      });
    const ok = await run();
    expect(ok.out).toMatch(/OK {3}generatedHash/);
    expect(ok.out).toMatch(/OK {3}winner holds the index/);
    expect(ok.code).toBe(0);
    const draw = await server.db.getRepository(DrawEntity).findOneByOrFail({ id: winner.drawId });
    await server.db.getRepository(DrawEntity).update(draw.id, { btcBlockHash: 'f'.repeat(64) });
    const bad = await run();
    await server.db.getRepository(DrawEntity).update(draw.id, { btcBlockHash: draw.btcBlockHash });
    expect(bad.out).toMatch(/FAIL generatedHash/);
    expect(bad.code).toBe(1);
  }, 60_000);

  it('a MacBook prize is shown by its description', async () => {
    const p = await activePromotion(server.db, { name: 'Monthly Premium Bundle', drawType: 'monthly', prizeDescription: 'Apple MacBook Air 13-inch (M3)', prizeValue: 165000 });
    const w = (await admin.client.gql(SELECT, { id: String(p.id) })).data.selectWinner.winner;
    expect(w.prizeText).toBe('Apple MacBook Air 13-inch (M3)');
  });
});
