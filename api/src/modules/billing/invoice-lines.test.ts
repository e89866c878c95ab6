import { egressLine, storageLine } from '../../contracts/pricing-engine';
import { computeLines, type BillableService, type ServiceUsage } from './invoice-lines';

const HOURS = 720;
const service = (over: Partial<BillableService>): BillableService => ({ id: 1, name: 'S', serviceType: 'Object Storage', storageAmount: 100, planType: null, activeShare: 1, planDue: false, ...over });
const usage = (gbMonth: number, egress: Partial<ServiceUsage['egress']> = {}): ServiceUsage => ({ storedGbHours: gbMonth * HOURS, egress: { kenya: 0, 'east-africa': 0, africa: 0, ...egress } });

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
});
