import crypto from 'node:crypto';
import { startTestServer, type TestServer } from '../../test/harness';
import { activePromotion, customerWith } from './competition.fixtures';
import { DrawEntity } from './draw.entity';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import { schedulerTick } from './scheduler';
import { currentPeriod, lastClosedPeriod } from './schedule';
import { WinnerEntity } from './winner.entity';
import { SecurityEventEntity } from '../audit/security-event.entity';

let server: TestServer;
const sha = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const MIN = 60_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the scheduled draw job', () => {
  it('freezes the entry list before the draw, then draws the closed period once with the scheduled time', async () => {
    const a = await customerWith(server.db, 1, [100]);
    const p = await activePromotion(server.db, { startDate: new Date(Date.now() - 1000) });
    const open = currentPeriod(p, new Date())!;

    const beforeWindow = await schedulerTick(server.db, new Date(open.drawAt.getTime() - 30 * MIN), 'holder-a');
    expect(beforeWindow.frozen).toEqual([]);
    const freeze = await schedulerTick(server.db, new Date(open.drawAt.getTime() - 10 * MIN), 'holder-a');
    expect(freeze.frozen).toContain(`${p.id}:${open.key}`);
    const snapshot = await server.db.getRepository(EntrySnapshotEntity).findOneByOrFail({ promotionId: p.id, periodKey: open.key });
    expect(snapshot).toMatchObject({ totalEntries: 50, participantCount: 1, entries: `${a.id}:50` });
    expect(snapshot.commitment).toBe(sha(`${p.id}:${open.key}:${a.id}:50`));

    // storage added after the freeze does not change this period's draw
    const late = await customerWith(server.db, 2, [1000]);
    const overview = await server.client().gql('{ competition { entriesCommitment totalEntries } }');
    expect(overview.data.competition).toEqual({ entriesCommitment: snapshot.commitment, totalEntries: 50 });

    const after = new Date(open.drawAt.getTime() + 2 * MIN);
    const [r1, r2] = [await schedulerTick(server.db, after, 'holder-a'), await schedulerTick(server.db, after, 'holder-a')];
    expect(r1.drawn).toEqual([`${p.id}:${open.key}`]);
    expect(r2.drawn).toEqual([]);
    const draw = await server.db.getRepository(DrawEntity).findOneByOrFail({ promotionId: p.id, periodKey: open.key });
    expect(draw).toMatchObject({ trigger: 'scheduled', drawTimestamp: open.drawAt.toISOString(), totalEntries: 50, winnerUserId: a.id, entriesCommitment: snapshot.commitment, beaconSource: 'local-fallback' });
    expect(draw.winnerUserId).not.toBe(late.id);
    expect(await server.db.getRepository(WinnerEntity).countBy({ promotionId: p.id })).toBe(1);
    const audit = await server.db.getRepository(SecurityEventEntity).findOneByOrFail({ type: 'competition_draw' });
    expect(audit.action).toContain('by the scheduler');
  });

  it('only one process holds the scheduler lease at a time', async () => {
    const now = new Date();
    expect((await schedulerTick(server.db, now, 'holder-b')).leased).toBe(false); // holder-a's lease still runs
    expect((await schedulerTick(server.db, now, 'holder-a')).leased).toBe(true);
    expect((await schedulerTick(server.db, new Date(now.getTime() + 10 * MIN), 'holder-b')).leased).toBe(true); // expired
  });

  it('draws the last period of a promotion that ended recently, but not one missed by more than 48 hours', async () => {
    const DAY = 86_400_000;
    const now = new Date();
    const recent = await activePromotion(server.db, { name: 'Ended yesterday', startDate: new Date(now.getTime() - 10 * DAY), endDate: new Date(now.getTime() - DAY) });
    const old = await activePromotion(server.db, { name: 'Ended long ago', startDate: new Date(now.getTime() - 10 * DAY), endDate: new Date(now.getTime() - 3 * DAY) });
    const report = await schedulerTick(server.db, now, 'holder-b');
    expect(report.leased).toBe(true);
    const recentLast = lastClosedPeriod(recent, now)!;
    expect(recentLast.drawAt.getTime()).toBeLessThanOrEqual(recent.endDate.getTime());
    expect(report.drawn).toContain(`${recent.id}:${recentLast.key}`);
    expect(await server.db.getRepository(DrawEntity).countBy({ promotionId: old.id })).toBe(0);
  });
});
