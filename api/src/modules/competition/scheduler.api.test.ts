import crypto from 'node:crypto';
import { startTestServer, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { activePromotion, customerWith } from './competition.fixtures';
import { DrawEntity } from './draw.entity';
import { DrawRoundEntity } from './draw-round.entity';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import { drawPseudonym } from './pseudonym';
import { MISSED_FREEZE_REASON } from './rounds.service';
import { schedulerTick } from './scheduler';
import { currentPeriod, lastClosedPeriod } from './schedule';
import { WinnerEntity } from './winner.entity';

let server: TestServer;
const sha = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const MIN = 60_000;
const DAY = 86_400_000;

beforeAll(async () => {
  // The clock reads noon EAT today (the daily draw is at 20:00 EAT), moving on in real time: the
  // ticks below are minutes before and after today's draw, which must lie ahead of the fixtures
  // made "now". Run on the real clock in the ten minutes before a draw, they did not. Only Date is
  // faked; timers, the database and the HTTP server keep the real ones.
  jest.useFakeTimers({
    now: new Date(`${new Date().toISOString().slice(0, 10)}T09:00:00.000Z`),
    advanceTimers: true,
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'],
  });
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  jest.useRealTimers();
});

describe('the scheduled draw job: commit at the cut-off, reveal at the draw time', () => {
  it('commits the entry list 15 minutes before the draw, reveals at the draw time, once', async () => {
    const a = await customerWith(server.db, 1, [100]);
    const p = await activePromotion(server.db, { startDate: new Date(Date.now() - 1000) });
    const open = currentPeriod(p, new Date())!;
    const label = `${p.id}:${open.key}`;

    expect((await schedulerTick(server.db, new Date(open.drawAt.getTime() - 30 * MIN), 'holder-a')).committed).toEqual([]);
    expect((await schedulerTick(server.db, new Date(open.drawAt.getTime() - 10 * MIN), 'holder-a')).committed).toEqual([label]);
    const snapshot = await server.db.getRepository(EntrySnapshotEntity).findOneByOrFail({ promotionId: p.id, periodKey: open.key });
    const published = `${drawPseudonym(p.id, a.id)}:50`;
    expect(snapshot).toMatchObject({ totalEntries: 50, participantCount: 1, entries: `${a.id}:50`, publishedEntries: published });
    expect(snapshot.commitment).toBe(sha(`${p.id}:${open.key}:${published}`));
    const round = await server.db.getRepository(DrawRoundEntity).findOneByOrFail({ promotionId: p.id, periodKey: open.key });
    expect(round).toMatchObject({ status: 'pending', trigger: 'scheduled', entriesCommitment: snapshot.commitment, drawTimestamp: open.drawAt.toISOString() });

    // Storage added after the commitment does not change this period's draw.
    const late = await customerWith(server.db, 2, [1000]);
    const overview = await server.client().gql('{ competition { entriesCommitment totalEntries } }');
    expect(overview.data.competition).toEqual({ entriesCommitment: snapshot.commitment, totalEntries: 50 });

    // Not revealed before the announced draw time.
    expect((await schedulerTick(server.db, new Date(open.drawAt.getTime() - 5 * MIN), 'holder-a')).drawn).toEqual([]);
    expect(await server.db.getRepository(DrawEntity).countBy({ promotionId: p.id })).toBe(0);

    const after = new Date(open.drawAt.getTime() + 2 * MIN);
    const [r1, r2] = [await schedulerTick(server.db, after, 'holder-a'), await schedulerTick(server.db, after, 'holder-a')];
    expect(r1.drawn).toEqual([label]);
    expect(r2.drawn).toEqual([]);
    const draw = await server.db.getRepository(DrawEntity).findOneByOrFail({ promotionId: p.id, periodKey: open.key });
    expect(draw).toMatchObject({ trigger: 'scheduled', drawTimestamp: open.drawAt.toISOString(), totalEntries: 50, winnerUserId: a.id, entriesCommitment: snapshot.commitment, beaconSource: 'local-fallback' });
    expect(draw.winnerUserId).not.toBe(late.id);
    expect(await server.db.getRepository(WinnerEntity).countBy({ promotionId: p.id })).toBe(1);
    expect((await server.db.getRepository(DrawRoundEntity).findOneByOrFail({ id: round.id })).status).toBe('complete');
    const audit = await server.db.getRepository(SecurityEventEntity).find({ where: { type: 'competition_draw' }, order: { id: 'ASC' } });
    expect(audit.map((e) => e.action)).toEqual([expect.stringContaining('committed (scheduled): 50 entries'), expect.stringContaining('revealed by the scheduler')]);
  });

  it('only one process holds the scheduler lease at a time', async () => {
    const now = new Date();
    expect((await schedulerTick(server.db, now, 'holder-b')).leased).toBe(false); // holder-a's lease still runs
    expect((await schedulerTick(server.db, now, 'holder-a')).leased).toBe(true);
    expect((await schedulerTick(server.db, new Date(now.getTime() + 10 * MIN), 'holder-b')).leased).toBe(true); // expired
  });

  it('a closed period that was never committed is recorded void, publicly, and never drawn from a live list', async () => {
    const now = new Date();
    // Created when it started: its cut-offs of the last days came while it existed, and were missed.
    const missed = await activePromotion(server.db, { name: 'Missed cut-offs', startDate: new Date(now.getTime() - 3 * DAY), createdAt: new Date(now.getTime() - 3 * DAY) });
    const old = await activePromotion(server.db, { name: 'Ended long ago', startDate: new Date(now.getTime() - 10 * DAY), endDate: new Date(now.getTime() - 3 * DAY), createdAt: new Date(now.getTime() - 10 * DAY) });
    const report = await schedulerTick(server.db, new Date(now.getTime() + 20 * MIN), 'holder-b');
    const last = lastClosedPeriod(missed, now)!;
    expect(report.voided).toContain(`${missed.id}:${last.key}`);
    expect(report.drawn.filter((d) => d.startsWith(`${missed.id}:`))).toEqual([]);
    const rounds = await server.db.getRepository(DrawRoundEntity).findBy({ promotionId: missed.id, status: 'void' });
    expect(rounds.length).toBeGreaterThanOrEqual(1);
    expect(rounds.every((r) => r.voidReason === MISSED_FREEZE_REASON && r.snapshotId === null)).toBe(true);
    expect(await server.db.getRepository(DrawEntity).countBy({ promotionId: missed.id })).toBe(0);
    // Nothing is recorded for a promotion that ended more than 48 hours ago.
    expect(await server.db.getRepository(DrawRoundEntity).countBy({ promotionId: old.id })).toBe(0);

    // Shown publicly, with the reason.
    const rest = await server.client().rest('GET', `/api/competition/draws?promotionId=${missed.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toContainEqual(expect.objectContaining({ periodKey: last.key, status: 'void', voidReason: MISSED_FREEZE_REASON, winner: null }));
    const gql = await server.client().gql('{ competition { recentRounds { periodKey status voidReason } } }');
    expect(gql.data.competition.recentRounds).toContainEqual({ periodKey: last.key, status: 'void', voidReason: MISSED_FREEZE_REASON });
    // A second pass records nothing twice.
    await schedulerTick(server.db, new Date(now.getTime() + 21 * MIN), 'holder-b');
    expect(await server.db.getRepository(DrawRoundEntity).countBy({ promotionId: missed.id, periodKey: last.key })).toBe(1);
  });

  // Issue 31, item 10: an admin created a daily promotion today with yesterday's start date.
  it('records no missed draw for a period whose cut-off came before the promotion existed', async () => {
    const now = new Date();
    const created = await activePromotion(server.db, { name: 'Started yesterday', startDate: new Date(now.getTime() - DAY), createdAt: now });
    const before = lastClosedPeriod(created, now)!;
    expect(before.drawAt.getTime()).toBeLessThan(now.getTime());
    const report = await schedulerTick(server.db, new Date(now.getTime() + 22 * MIN), 'holder-b');
    expect(report.voided.filter((v) => v.startsWith(`${created.id}:`))).toEqual([]);
    expect(await server.db.getRepository(DrawRoundEntity).countBy({ promotionId: created.id })).toBe(0);
    const rounds = await server.client().rest('GET', `/api/competition/draws?promotionId=${created.id}`);
    expect(rounds.body).toEqual([]);
    // Its first real period still gets drawn: committed at its cut-off like any other.
    const open = currentPeriod(created, now)!;
    expect((await schedulerTick(server.db, new Date(open.drawAt.getTime() - 10 * MIN), 'holder-b')).committed).toContain(`${created.id}:${open.key}`);
  });
});
