import { CreateBucketCommand, DeleteObjectCommand, PutBucketVersioningCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { BYTES_PER_GB } from '../../contracts/storage';
import { backdate, HOUR, hoursIn, utcMonth } from '../billing/billing-test-kit';
import { generateInvoice } from '../billing/invoice-generation';
import { InvoiceEntity } from '../billing/invoice.entity';
import { hourIndexOf, UsageRecordEntity } from '../metering';
import { rollUpUsage } from './metering/rollup';
import { customer, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

// Issue #29 items 5 and 7: in a versioned bucket, the versions that are not the current object and
// the delete markers are billed at the snapshots price on their own line; the object storage line
// bills the current bytes only.
jest.setTimeout(120_000);

const MIB = 1024 * 1024;
const M1 = utcMonth(-1);
const r3 = (n: number) => Math.round(n * 1000) / 1000;

let world: StorageWorld;
let owner: Customer;
let s3: S3Client;
let firstVersion: string;

const INVOICES = `{ invoices(first: 5) { nodes { periodStart subtotalCents vatRatePercent vatCents totalCents
  lines { description quantity unit unitPriceCents amountCents vatCents serviceId } } } }`;

/** Bytes of noncurrent versions and markers: report.bin's first 96 MiB and notes.bin's 32 MiB, plus the marker's key. */
const NONCURRENT_BYTES = 96 * MIB + 32 * MIB + Buffer.byteLength('notes.bin');
/** The current object: report.bin's second version. */
const CURRENT_BYTES = 32 * MIB;

beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 1, { storageAmount: 1 });
  s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'ledgers' }));
  await s3.send(new PutBucketVersioningCommand({ Bucket: 'ledgers', VersioningConfiguration: { Status: 'Enabled' } }));
  firstVersion = (await s3.send(new PutObjectCommand({ Bucket: 'ledgers', Key: 'report.bin', Body: Buffer.alloc(96 * MIB, 'a') }))).VersionId!;
  // The overwrite makes the first version noncurrent.
  await s3.send(new PutObjectCommand({ Bucket: 'ledgers', Key: 'report.bin', Body: Buffer.alloc(CURRENT_BYTES, 'b') }));
  // A delete in a versioned bucket keeps the data as a noncurrent version behind a delete marker.
  await s3.send(new PutObjectCommand({ Bucket: 'ledgers', Key: 'notes.bin', Body: Buffer.alloc(32 * MIB, 'c') }));
  await s3.send(new DeleteObjectCommand({ Bucket: 'ledgers', Key: 'notes.bin' }));
});
afterAll(() => world.close());

const rowAt = (hour: number) => world.server.db.getRepository(UsageRecordEntity).findOneByOrFail({ serviceId: owner.service.id, hourIndex: hour });

describe('noncurrent versions on the invoice', () => {
  it('bills them on a "Snapshots & backups" line at KSh 0.85 per GB-month, and only the current bytes as object storage', async () => {
    const db = world.server.db;
    await backdate(db, owner.service.id, M1);
    // The roll-up once a week through last month, then in its last hour: every hour of it is
    // sampled (a run fills up to a week of hours it missed), each with what is stored now.
    const hours = hoursIn(M1);
    for (let h = 0; h < hours; h += 168) await rollUpUsage(db, new Date(M1.getTime() + h * HOUR));
    await rollUpUsage(db, new Date(M1.getTime() + (hours - 1) * HOUR + 30 * 60_000));
    const sample = await rowAt(hourIndexOf(M1) + 100);
    expect(sample.storedGb).toBeCloseTo((NONCURRENT_BYTES + CURRENT_BYTES) / BYTES_PER_GB, 9);
    expect(sample.noncurrentGb).toBeCloseTo(NONCURRENT_BYTES / BYTES_PER_GB, 9);

    await generateInvoice(db, owner.userId, M1);
    const res = await owner.client.gql(INVOICES);
    expect(res.errors).toBeUndefined();
    const [invoice] = res.data.invoices.nodes;
    expect(invoice.periodStart).toBe(M1.toISOString());
    // Stored all month: GB-months are the GB stored, to the thousandth.
    const noncurrentQ = r3(NONCURRENT_BYTES / BYTES_PER_GB); // 0.125
    const currentQ = r3(CURRENT_BYTES / BYTES_PER_GB); // 0.031
    expect([noncurrentQ, currentQ]).toEqual([0.125, 0.031]);
    const vat = (cents: number) => Math.round((cents * invoice.vatRatePercent) / 100);
    expect(invoice.lines.map((l: Record<string, unknown>) => [l.description, l.quantity, l.unit, l.unitPriceCents, l.amountCents])).toEqual([
      // 0.031 GB-month of current bytes: inside the account's 10 free GB.
      ['Object storage (first 10 GB free per account)', 0.031, 'GB-month', 85, 0],
      // 0.125 GB-month × KSh 0.85, no free GB: 10.625 cents, 11 to the cent.
      ['Snapshots & backups (noncurrent versions)', 0.125, 'GB-month', 85, 11],
    ]);
    expect(invoice.subtotalCents).toBe(11);
    expect(invoice.vatCents).toBe(vat(11));
    expect(invoice.lines[1].vatCents).toBe(vat(11));
    expect(invoice.totalCents).toBe(11 + vat(11));
    // Paid, as the seed's customers pay: an invoice left unpaid 14 days past its due date would put
    // the storage on hold (billing/overdue.ts), and on the last days of a month last month's is.
    await db.getRepository(InvoiceEntity).update({ userId: owner.userId }, { paidAt: new Date(), amountPaidCents: invoice.totalCents });
  });
});

describe('the roll-up\'s noncurrent sample', () => {
  it('goes back down when a noncurrent version is deleted, the hour before keeping its own sample', async () => {
    const db = world.server.db;
    const t0 = new Date(utcMonth(0).getTime() + 5 * HOUR + 10 * 60_000);
    const h0 = hourIndexOf(t0);
    await rollUpUsage(db, t0);
    expect((await rowAt(h0)).noncurrentGb).toBeCloseTo(NONCURRENT_BYTES / BYTES_PER_GB, 9);

    await s3.send(new DeleteObjectCommand({ Bucket: 'ledgers', Key: 'report.bin', VersionId: firstVersion }));
    await rollUpUsage(db, new Date(t0.getTime() + HOUR));
    const [before, after] = [await rowAt(h0), await rowAt(h0 + 1)];
    expect(before.noncurrentGb).toBeCloseTo(NONCURRENT_BYTES / BYTES_PER_GB, 9);
    expect(after.noncurrentGb).toBeCloseTo((NONCURRENT_BYTES - 96 * MIB) / BYTES_PER_GB, 9);
    expect(after.storedGb).toBeCloseTo((NONCURRENT_BYTES - 96 * MIB + CURRENT_BYTES) / BYTES_PER_GB, 9);
  });

  it('falls to nothing once every noncurrent version and marker is gone', async () => {
    const db = world.server.db;
    const listed = await world.server.db.query(`SELECT version_id FROM storage_object_versions`);
    expect(listed.length).toBe(2); // notes.bin's data and its marker
    for (const { version_id } of listed) await s3.send(new DeleteObjectCommand({ Bucket: 'ledgers', Key: 'notes.bin', VersionId: version_id }));
    const t = new Date(utcMonth(0).getTime() + 7 * HOUR);
    await rollUpUsage(db, t);
    const row = await rowAt(hourIndexOf(t));
    expect(row.noncurrentGb).toBe(0);
    expect(row.storedGb).toBeCloseTo(CURRENT_BYTES / BYTES_PER_GB, 9);
  });
});
