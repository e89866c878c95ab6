import { CreateBucketCommand, GetObjectCommand, ListBucketsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { signedIn } from '../../test/harness';
import { linesForMonth } from '../billing/billing-usage';
import { utcMonth } from '../billing/billing-test-kit';
import { BucketEntity } from '../storage/entities/bucket.entity';
import { ObjectEntity } from '../storage/entities/object.entity';
import { ServiceStorageUsageEntity } from '../storage/entities/service-usage.entity';
import { customer, startStorageWorld, type StorageWorld } from '../storage/storage-test-kit';
import { ServiceActivityEntity } from './service-activity.entity';
import { CloudStorageServiceEntity } from './service.entity';

/**
 * Issue 31, item 4: a customer cancels a service — type-to-confirm; refused while its buckets hold
 * data unless they are deleted with it (a second confirmation); billing stops; the list hides it.
 */
jest.setTimeout(60_000);

let world: StorageWorld;
beforeAll(async () => {
  world = await startStorageWorld();
});
afterAll(() => world.close());

const CANCEL = 'mutation ($i: CancelCloudStorageServiceInput!) { cancelCloudStorageService(input: $i) { service { id status isActive cancelledAt } deletedBuckets deletedObjects billingEndsAt } }';
const LIST = 'query ($all: Boolean) { myServices(includeCancelled: $all) { id name status cancelledAt } }';
const ledger = (serviceId: number) => world.server.db.getRepository(ServiceStorageUsageEntity).findOneBy({ serviceId });
const errorOf = (res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => res.errors?.[0] && { message: res.errors[0].message, code: res.errors[0].extensions?.code, field: res.errors[0].extensions?.field };

describe('cancelling a service', () => {
  it('asks for the service name, typed exactly', async () => {
    const c = await customer(world, 1);
    const id = String(c.service.id);
    for (const typed of ['', 'storage 1', 'Storage', 'Storage 12']) {
      expect(errorOf(await c.client.gql(CANCEL, { i: { id, confirmName: typed } }))).toEqual({ message: 'Type the service name exactly to confirm', code: 'BAD_USER_INPUT', field: 'confirmName' });
    }
    expect((await world.server.db.getRepository(CloudStorageServiceEntity).findOneByOrFail({ id: c.service.id })).status).toBe('active');
    // Someone else's service is not found, whatever is typed.
    const other = await signedIn(world.server, 2);
    expect(errorOf(await other.client.gql(CANCEL, { i: { id, confirmName: 'Storage 1' } }))?.code).toBe('NOT_FOUND');
  });

  it('is refused while its buckets hold data, and nothing is deleted', async () => {
    const c = await customer(world, 3);
    const s3 = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'keep-me-31' }));
    await s3.send(new PutObjectCommand({ Bucket: 'keep-me-31', Key: 'report.pdf', Body: Buffer.alloc(2048, 1) }));
    const refused = await c.client.gql(CANCEL, { i: { id: String(c.service.id), confirmName: 'Storage 3' } });
    expect(errorOf(refused)).toEqual({ message: 'This service still holds data in its buckets. Delete the buckets first, or confirm that they are deleted with the service.', code: 'CONFLICT', field: 'deleteData' });
    const still = await s3.send(new GetObjectCommand({ Bucket: 'keep-me-31', Key: 'report.pdf' }));
    expect((await still.Body!.transformToByteArray()).length).toBe(2048);
    expect((await c.client.gql(LIST)).data.myServices).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  it('an empty object is data too', async () => {
    const c = await customer(world, 4);
    const s3 = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'empty-file-31' }));
    await s3.send(new PutObjectCommand({ Bucket: 'empty-file-31', Key: 'touch', Body: new Uint8Array(0) }));
    expect(errorOf(await c.client.gql(CANCEL, { i: { id: String(c.service.id), confirmName: 'Storage 4' } }))?.code).toBe('CONFLICT');
  });

  it('with the second confirmation deletes its buckets and objects with it; S3 access ends; billing stops now', async () => {
    const c = await customer(world, 5);
    const s3 = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'photos-31' }));
    await s3.send(new CreateBucketCommand({ Bucket: 'empty-31' }));
    for (let i = 0; i < 3; i++) await s3.send(new PutObjectCommand({ Bucket: 'photos-31', Key: `img-${i}.jpg`, Body: Buffer.alloc(1000 + i, 2) }));
    expect((await ledger(c.service.id))?.usedBytes).toBe(3003);
    const before = Date.now();
    const res = await c.client.gql(CANCEL, { i: { id: String(c.service.id), confirmName: ' Storage 5 ', deleteData: true } });
    expect(res.errors).toBeUndefined();
    const out = res.data.cancelCloudStorageService;
    expect(out).toMatchObject({ service: { id: String(c.service.id), status: 'cancelled', isActive: false }, deletedBuckets: 2, deletedObjects: 3 });
    expect(new Date(out.billingEndsAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(out.service.cancelledAt).toBe(out.billingEndsAt);
    expect(await world.server.db.getRepository(BucketEntity).countBy({ serviceId: c.service.id })).toBe(0);
    expect(await world.server.db.getRepository(ObjectEntity).count({ where: { bucket: { serviceId: c.service.id } } })).toBe(0);
    expect(await ledger(c.service.id)).toMatchObject({ usedBytes: 0, reservedBytes: 0 });
    expect((await s3.send(new ListBucketsCommand({}))).Buckets ?? []).toEqual([]);
    await expect(s3.send(new GetObjectCommand({ Bucket: 'photos-31', Key: 'img-0.jpg' }))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    // The Logs tab says what went with it.
    const log = await world.server.db.getRepository(ServiceActivityEntity).findOneByOrFail({ serviceId: c.service.id, action: 'cancelled' });
    expect(log.detail).toBe('2 buckets deleted with it, with 3 objects');
  });

  it('deletes empty buckets without the second confirmation', async () => {
    const c = await customer(world, 6);
    await c.s3().send(new CreateBucketCommand({ Bucket: 'nothing-in-31' }));
    const res = await c.client.gql(CANCEL, { i: { id: String(c.service.id), confirmName: 'Storage 6' } });
    expect(res.data.cancelCloudStorageService).toMatchObject({ deletedBuckets: 1, deletedObjects: 0, service: { status: 'cancelled' } });
    expect(await world.server.db.getRepository(BucketEntity).countBy({ name: 'nothing-in-31' })).toBe(0);
  });

  it('leaves the list (GraphQL and REST); "include cancelled" shows it; it cannot be changed, re-enabled or reinstated; a repeat answers it', async () => {
    const c = await customer(world, 7);
    const keep = await c.client.gql('mutation { createCloudStorageService(input: { serviceType: "Block Storage", storageAmount: 20, cost: "x", name: "Keep" }) { service { id } } }');
    const keepId = keep.data.createCloudStorageService.service.id;
    const id = String(c.service.id);
    const first = await c.client.gql(CANCEL, { i: { id, confirmName: 'Storage 7' } });
    expect((await c.client.gql(LIST)).data.myServices.map((s: { id: string }) => s.id)).toEqual([keepId]);
    const all = (await c.client.gql(LIST, { all: true })).data.myServices;
    expect(all).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'cancelled', cancelledAt: first.data.cancelCloudStorageService.billingEndsAt })]));
    expect((await c.client.rest('GET', '/api/cloud-storage-services')).body.map((s: { id: number }) => String(s.id))).toEqual([keepId]);
    const restAll = await c.client.rest('GET', '/api/cloud-storage-services?includeCancelled=true');
    expect(restAll.body.find((s: { id: number }) => String(s.id) === id)).toMatchObject({ status: 'cancelled', isActive: false, cancelledAt: first.data.cancelCloudStorageService.billingEndsAt });

    const CANCELLED = 'This service was cancelled: it cannot be changed or switched back on.';
    expect(errorOf(await c.client.gql(`mutation { setCloudStorageServiceActive(input: { id: "${id}", isActive: true }) { service { id } } }`))).toMatchObject({ message: CANCELLED, code: 'CONFLICT' });
    expect(errorOf(await c.client.gql(`mutation { updateCloudStorageService(input: { id: "${id}", storageAmount: 50 }) { service { id } } }`))).toMatchObject({ message: CANCELLED, code: 'CONFLICT' });
    const admin = await signedIn(world.server, 8, 'admin');
    expect(errorOf(await admin.client.gql(`mutation { adminSetServiceActive(input: { id: "${id}", isActive: true }) { service { id } } }`))).toMatchObject({ message: CANCELLED, code: 'CONFLICT' });
    const again = await c.client.gql(CANCEL, { i: { id, confirmName: 'anything' } });
    expect(again.data.cancelCloudStorageService).toMatchObject({ service: { status: 'cancelled' }, billingEndsAt: first.data.cancelCloudStorageService.billingEndsAt, deletedBuckets: 0 });
  });

  it('uploads racing the cancellation leave no bucket, object or byte behind (the ledger agrees)', async () => {
    const c = await customer(world, 10, { storageAmount: 1 });
    const s3 = c.s3();
    await s3.send(new CreateBucketCommand({ Bucket: 'racing-31' }));
    await s3.send(new PutObjectCommand({ Bucket: 'racing-31', Key: 'first', Body: Buffer.alloc(4096, 1) }));
    const puts = Array.from({ length: 12 }, (_, i) => s3.send(new PutObjectCommand({ Bucket: 'racing-31', Key: `k${i % 4}`, Body: Buffer.alloc(64 * 1024, i) })).then(() => 'stored', (e: Error) => e.name));
    const cancel = c.client.gql(CANCEL, { i: { id: String(c.service.id), confirmName: 'Storage 10', deleteData: true } });
    const outcomes = await Promise.all(puts);
    expect((await cancel).data.cancelCloudStorageService.service.status).toBe('cancelled');
    // Each upload either landed before the cancellation (and was deleted with the bucket) or was refused.
    expect(outcomes.every((o) => ['stored', 'AccountProblem', 'NoSuchBucket'].includes(o))).toBe(true);
    expect(await world.server.db.getRepository(BucketEntity).countBy({ serviceId: c.service.id })).toBe(0);
    expect(await world.server.db.getRepository(ObjectEntity).count({ where: { bucket: { serviceId: c.service.id } } })).toBe(0);
    // Refused writes hand their reservations back without waiting for the answer: allow them a moment.
    for (let i = 0; i < 50 && (await ledger(c.service.id))!.reservedBytes > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await ledger(c.service.id)).toMatchObject({ usedBytes: 0, reservedBytes: 0 });
  });

  it('bills a cancelled block volume only for the share of the month before its cancellation', async () => {
    const c = await customer(world, 9, { serviceType: 'Block Storage', storageAmount: 100 });
    await c.client.gql(CANCEL, { i: { id: String(c.service.id), confirmName: 'Storage 9' } });
    // Move the service to last month: started on the 1st, cancelled ten days later.
    const month = utcMonth(-1);
    const cancelledAt = new Date(month.getTime() + 10 * 86_400_000);
    await world.server.db.getRepository(CloudStorageServiceEntity).update(c.service.id, { startDate: month, cancelledAt });
    await world.server.db.getRepository(ServiceActivityEntity).update({ serviceId: c.service.id, action: 'cancelled' }, { createdAt: cancelledAt });
    const lines = await linesForMonth(world.server.db, c.userId, month);
    const block = lines.find((l) => l.serviceId === c.service.id)!;
    const days = (utcMonth(0).getTime() - month.getTime()) / 86_400_000;
    expect(block.quantity).toBeCloseTo((100 * 10) / days, 2);
    // Nothing in the months after.
    expect((await linesForMonth(world.server.db, c.userId, utcMonth(0))).filter((l) => l.serviceId === c.service.id && l.amountCents > 0)).toEqual([]);
  });
});
