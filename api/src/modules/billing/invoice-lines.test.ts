import { egressLine, storageLine } from '../../contracts/pricing-engine';
import { computeLines, type BillableService, type ServiceUsage } from './invoice-lines';

const HOURS = 720;
const service = (over: Partial<BillableService>): BillableService => ({ id: 1, name: 'S', serviceType: 'Object Storage', storageAmount: 100, planType: null, activeShare: 1, planDue: false, ...over });
const usage = (gbMonth: number, egress: Partial<ServiceUsage['egress']> = {}, noncurrentGbMonth = 0): ServiceUsage => ({
  storedGbHours: gbMonth * HOURS,
  noncurrentGbHours: noncurrentGbMonth * HOURS,
  egress: { kenya: 0, 'east-africa': 0, africa: 0, ...egress },
});
const STORAGE_TEXT = 'Object storage (first 10 GB free per account)';
const SNAPSHOTS_TEXT = 'Snapshots & backups (noncurrent versions)';

describe('invoice lines', () => {
  it('applies the object-storage free tier once per account and shares the cost by GB-month', () => {
    const lines = computeLines([service({ id: 1, name: 'A' }), service({ id: 2, name: 'B' })], new Map([[1, usage(6)], [2, usage(24)]]), HOURS);
    const total = storageLine(30).costCents; // 20 GB billable
    expect(lines.map((l) => [l.serviceName, l.quantity, l.amountCents])).toEqual([
      ['A', 6, total * 0.2],
      ['B', 24, total * 0.8],
    ]);
  });

  it('prices each egress region once for the account, Kenya free', () => {
    const lines = computeLines([service({ id: 1 }), service({ id: 2 })], new Map([[1, usage(0, { kenya: 500, 'east-africa': 40 })], [2, usage(0, { 'east-africa': 40 })]]), HOURS);
    const ea = lines.filter((l) => l.region === 'east-africa');
    expect(ea.reduce((s, l) => s + l.amountCents, 0)).toBe(egressLine(80, 'east-africa').costCents);
    expect(lines.find((l) => l.region === 'kenya')).toMatchObject({ quantity: 500, amountCents: 0 });
  });

  it('bills a plan its full price only in the month its term starts; its storage is included', () => {
    const plan = service({ planType: 'biannual', planDue: true, storageAmount: 500 });
    expect(computeLines([plan], new Map([[1, usage(450)]]), HOURS).map((l) => [l.kind, l.amountCents])).toEqual([['plan', 100_000]]);
    expect(computeLines([{ ...plan, planDue: false }], new Map([[1, usage(450)]]), HOURS)).toEqual([]);
  });

  it('bills block storage on provisioned GB for the active share of the month, backups on stored GB', () => {
    const lines = computeLines(
      [service({ id: 1, serviceType: 'Block Storage', storageAmount: 300, activeShare: 0.5 }), service({ id: 2, serviceType: 'Backup Storage' })],
      new Map([[2, usage(40)]]),
      HOURS,
    );
    expect(lines.map((l) => [l.kind, l.quantity, l.amountCents])).toEqual([
      ['block_storage', 150, 150 * 550],
      ['backup_storage', 40, 40 * 85],
    ]);
  });

  describe('noncurrent versions of an object storage service', () => {
    const read = (lines: ReturnType<typeof computeLines>) => lines.map((l) => [l.kind, l.description, l.quantity, l.unit, l.unitPriceCents, l.amountCents]);

    it('bills the current GB-months as object storage and the noncurrent ones on a snapshots line right after', () => {
      // 40 GB-months stored, 10 of them noncurrent: 30 current, 10 free → 20 × KSh 0.85; 10 × KSh 0.85 at the snapshots price.
      const lines = computeLines([service({ id: 1 })], new Map([[1, usage(40, { 'east-africa': 1 }, 10)]]), HOURS);
      expect(read(lines)).toEqual([
        ['storage', STORAGE_TEXT, 30, 'GB-month', 85, 20 * 85],
        ['snapshots', SNAPSHOTS_TEXT, 10, 'GB-month', 85, 10 * 85],
        ['egress', expect.stringContaining('East Africa'), 1, 'GB', expect.any(Number), 0],
      ]);
    });

    it('applies the free GB to the current bytes only, never to the noncurrent versions', () => {
      // 15 GB-months of which 10 noncurrent: the 5 current GB are free, the 10 noncurrent are not.
      const lines = computeLines([service({ id: 1 })], new Map([[1, usage(15, {}, 10)]]), HOURS);
      expect(read(lines)).toEqual([
        ['storage', STORAGE_TEXT, 5, 'GB-month', 85, 0],
        ['snapshots', SNAPSHOTS_TEXT, 10, 'GB-month', 85, 10 * 85],
      ]);
    });

    it('pools the free GB over the services\' current GB-months', () => {
      // A: 10 stored, 4 noncurrent → 6 current; B: 24 stored, 0 noncurrent. 30 current − 10 free = 20 × 85, shared 6:24.
      const lines = computeLines([service({ id: 1, name: 'A' }), service({ id: 2, name: 'B' })], new Map([[1, usage(10, {}, 4)], [2, usage(24)]]), HOURS);
      expect(lines.map((l) => [l.serviceName, l.kind, l.quantity, l.amountCents])).toEqual([
        ['A', 'storage', 6, 20 * 85 * 0.2],
        ['A', 'snapshots', 4, 4 * 85],
        ['B', 'storage', 24, 20 * 85 * 0.8],
      ]);
    });

    it('has no snapshots line without noncurrent versions', () => {
      const lines = computeLines([service({ id: 1 })], new Map([[1, usage(30)]]), HOURS);
      expect(read(lines)).toEqual([['storage', STORAGE_TEXT, 30, 'GB-month', 85, 20 * 85]]);
    });

    it('bills only a snapshots line when everything stored is noncurrent', () => {
      const lines = computeLines([service({ id: 1 })], new Map([[1, usage(12, {}, 12)]]), HOURS);
      expect(read(lines)).toEqual([['snapshots', SNAPSHOTS_TEXT, 12, 'GB-month', 85, 12 * 85]]);
    });

    it('leaves backup services (all at the snapshot price) and plan services (versions included) as they were', () => {
      const backup = service({ id: 1, serviceType: 'Backup Storage' });
      const plan = service({ id: 2, planType: 'monthly', planDue: true, storageAmount: 100 });
      const lines = computeLines([backup, plan], new Map([[1, usage(40, {}, 15)], [2, usage(90, {}, 30)]]), HOURS);
      expect(lines.map((l) => [l.kind, l.quantity, l.amountCents])).toEqual([
        ['backup_storage', 40, 40 * 85],
        ['plan', 1, 20_000], // the monthly plan's KSh 200
      ]);
    });
  });
});
