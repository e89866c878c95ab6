import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { formatBytes } from '../../contracts/bytes';
import { BYTES_PER_GB } from '../../contracts/storage';
import { hourIndexOf } from '../metering/time-ranges';
import { rollUpUsage } from './metering/rollup';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

// Issue #31: 20 MB uploaded to a 50 GB service read "0 GB" on the overview, monitoring and the
// service's metrics while the Buckets tab said "20 MB of 50 GB". Every page now shows the ledger's
// figure at once, through the one byte formatter.
jest.setTimeout(90_000);

let world: StorageWorld;
let owner: Customer;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1, { storageAmount: 50 });
});
afterAll(() => world.close());

const MIB = 1024 * 1024;
/** Read until the figure reaches `min` (metering records a request once it is answered), then return it. */
async function atLeast(read: () => Promise<number>, min: number, ms = 10_000): Promise<number> {
  const end = Date.now() + ms;
  let last = await read();
  while (last < min && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  expect(last).toBeGreaterThanOrEqual(min);
  return last;
}
let putStarted = 0;
let putEnded = 0;
const FIGURES = `query($id: ID!) {
  dashboardOverview(range: d7) { totalStorageGB { value } storedNowBytes avgLatencyMs performance { latencyMs } }
  monitoring(range: h24) { avgLatencyMs { value } resources { name detail detailCode detailParams { name value } } }
  serviceMetrics(serviceId: $id, range: d7) { storedGB storedNowBytes avgLatencyMs uptimePercent lastActivityAt }
  serviceBuckets(serviceId: $id) { usedBytes quotaBytes }
}`;

describe('stored data: the same non-zero figure on every page', () => {
  it('gives a new service nothing measured: no latency, no uptime, no activity, 0 B stored', async () => {
    const res = await owner.client.gql(FIGURES, { id: String(owner.service.id) });
    expect(res.errors).toBeUndefined();
    expect(res.data.serviceMetrics).toEqual({ storedGB: 0, storedNowBytes: 0, avgLatencyMs: null, uptimePercent: null, lastActivityAt: null });
    expect(res.data.dashboardOverview).toMatchObject({ storedNowBytes: 0, avgLatencyMs: null, performance: [] });
  });

  it('shows 20 MB uploaded a moment ago on the overview, monitoring, the metrics and the buckets alike', async () => {
    const s3 = owner.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'figures' }));
    putStarted = Date.now();
    await s3.send(new PutObjectCommand({ Bucket: 'figures', Key: 'clip.mp4', Body: Buffer.alloc(20 * MIB, 'f') }));
    putEnded = Date.now();
    const res = await owner.client.gql(FIGURES, { id: String(owner.service.id) });
    expect(res.errors).toBeUndefined();
    const { dashboardOverview: o, monitoring: m, serviceMetrics: s, serviceBuckets: b } = res.data;
    expect(b.usedBytes).toBe(20 * MIB);
    expect(o.storedNowBytes).toBe(20 * MIB);
    expect(o.totalStorageGB.value).toBe((20 * MIB) / BYTES_PER_GB);
    expect(s.storedNowBytes).toBe(20 * MIB);
    // No hour has been reported yet: the hourly history is empty, the live figure is not.
    expect(s.storedGB).toBe(0);
    const storage = m.resources.find((r: { name: string }) => r.name === 'Storage');
    expect(storage.detail).toBe('20 MB stored of 50 GB provisioned');
    expect(storage.detailParams).toEqual([{ name: 'stored', value: '20 MB' }, { name: 'provisioned', value: '50 GB' }]);
    expect(formatBytes(b.usedBytes)).toBe('20 MB');
    // Egress sizes go through the same formatter (an upload is no egress).
    expect(m.resources.find((r: { name: string }) => r.name === 'Regional egress').detail).toBe('0 B of 100 GB free East Africa and Africa egress used this month');
  });

  it('says "last activity" is the time of the last request, before and after the hourly roll-up', async () => {
    const lastActivity = async () => {
      const res = await owner.client.gql(FIGURES, { id: String(owner.service.id) });
      expect(res.errors).toBeUndefined();
      return new Date(res.data.serviceMetrics.lastActivityAt).getTime();
    };
    // The request is metered once answered: the PUT's own moment, not the end of its hour.
    expect(await atLeast(lastActivity, putStarted)).toBeLessThanOrEqual(putEnded + 2_000);
    // The roll-up writes the running hour (its end lies in the future) every minute: unchanged.
    const now = new Date();
    await rollUpUsage(world.server.db, now);
    const at = await lastActivity();
    expect(at).toBeGreaterThanOrEqual(putStarted);
    expect(at).toBeLessThanOrEqual(putEnded + 2_000);
    expect(hourIndexOf(at)).toBe(hourIndexOf(putEnded));
    // A later request moves it.
    await new Promise((r) => setTimeout(r, 1_100));
    const putAt = Date.now();
    await owner.s3().send(new PutObjectCommand({ Bucket: 'figures', Key: 'note.txt', Body: 'x' }));
    await atLeast(lastActivity, putAt);
  });

});
