import { CreateBucketCommand, GetObjectCommand, ListBucketsCommand, PutObjectAclCommand, PutObjectCommand, PutPublicAccessBlockCommand } from '@aws-sdk/client-s3';
import { signedIn } from '../../test/harness';
import { UserEntity } from '../auth';
import { InvoiceEntity } from '../billing/invoice.entity';
import { allowPublicBuckets, customer, s3Failure, startStorageWorld, type Customer, type StorageWorld } from './storage-test-kit';

/**
 * Storage on hold for an unpaid invoice (billing/overdue.ts storageHoldOf): once an invoice is
 * unpaid 14 days (STORAGE_HOLD_AFTER_DAYS) after its due date, the customer's keys, the console and
 * public links to their files are refused, the data is kept, and recording the payment opens it
 * again at once. Runs on SQLite and PostgreSQL.
 */
jest.setTimeout(60_000);

const DAY = 86_400_000;
const STORAGE_HOLD = '{ storageHold { invoiceId invoiceNumber dueAt since } }';
const OBJECTS = 'query ($bucket: String!) { bucketObjects(bucket: $bucket) { objects { key } } }';
const PAY = `mutation ($input: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $input) { invoice { status } } }`;

let world: StorageWorld;
let owner: Customer;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  world = await startStorageWorld();
  owner = await customer(world, 71);
  admin = await signedIn(world.server, 79, 'admin');
  const s3 = owner.s3();
  await s3.send(new CreateBucketCommand({ Bucket: 'duka-picha' }));
  await s3.send(new PutObjectCommand({ Bucket: 'duka-picha', Key: 'logo.png', Body: 'png-bytes', ContentType: 'image/png' }));
  await allowPublicBuckets(owner);
  await s3.send(new PutPublicAccessBlockCommand({ Bucket: 'duka-picha', PublicAccessBlockConfiguration: { BlockPublicAcls: false, IgnorePublicAcls: false, BlockPublicPolicy: true, RestrictPublicBuckets: true } }));
  await s3.send(new PutObjectAclCommand({ Bucket: 'duka-picha', Key: 'logo.png', ACL: 'public-read' }));
});
afterAll(() => world.close());

/** An invoice of the customer's, `dueDaysAgo` days past its due date and unpaid. */
async function unpaidInvoice(dueDaysAgo: number, month: number) {
  const now = Date.now();
  const periodStart = new Date(Date.UTC(2026, month, 1));
  return world.server.db.getRepository(InvoiceEntity).save({
    userId: owner.userId,
    number: `INV-2026-${String(month + 1).padStart(2, '0')}-0071${month}`,
    periodStart,
    periodEnd: new Date(Date.UTC(2026, month + 1, 1)),
    issuedAt: new Date(now - (dueDaysAgo + 14) * DAY),
    dueAt: new Date(now - dueDaysAgo * DAY),
    subtotalCents: 10_000,
    vatRateBasisPoints: 1600,
    vatCents: 1_600,
    totalCents: 11_600,
    amountPaidCents: 0,
    paidAt: null,
    serviceNames: JSON.stringify([owner.service.name]),
    createdAt: new Date(now - (dueDaysAgo + 14) * DAY),
  });
}

const usernameOf = async (c: Customer) => (await world.server.db.getRepository(UserEntity).findOneByOrFail({ id: c.userId })).username;

const anonymousGet = () => fetch(`${world.s3.url}/duka-picha/logo.png`).then((r) => r.status);

describe('storage on hold for an unpaid invoice', () => {
  it('an invoice overdue for less than the grace period holds nothing', async () => {
    await unpaidInvoice(13, 6);
    expect((await owner.client.gql(STORAGE_HOLD)).data.storageHold).toBeNull();
    expect(await (await owner.s3().send(new GetObjectCommand({ Bucket: 'duka-picha', Key: 'logo.png' }))).Body!.transformToString()).toBe('png-bytes');
    expect(await anonymousGet()).toBe(200);
  });

  it('past it, keys, the console and public links are refused, naming the invoice; paying it opens everything again', async () => {
    const invoice = await unpaidInvoice(15, 5);
    const hold = (await owner.client.gql(STORAGE_HOLD)).data.storageHold;
    expect(hold).toEqual({
      invoiceId: String(invoice.id),
      invoiceNumber: invoice.number,
      dueAt: invoice.dueAt.toISOString(),
      since: new Date(invoice.dueAt.getTime() + 14 * DAY).toISOString(),
    });

    // The admin's list of users marks the account; the customer's own `me` says the same.
    const listed_ = await admin.client.gql(`query ($search: String) { adminUsers(search: $search) { nodes { username storageHold { invoiceNumber since } } } }`, { search: await usernameOf(owner) });
    expect(listed_.data.adminUsers.nodes).toEqual([{ username: await usernameOf(owner), storageHold: { invoiceNumber: invoice.number, since: hold.since } }]);
    expect((await owner.client.gql('{ me { storageHold { invoiceNumber } } }')).data.me.storageHold).toEqual({ invoiceNumber: invoice.number });

    const message = `Your storage is on hold: invoice ${invoice.number}, due on ${invoice.dueAt.toISOString().slice(0, 10)}, is unpaid. Pay it on the Billing page to restore access; your data is kept.`;
    const s3 = owner.s3();
    expect(await s3Failure(s3.send(new GetObjectCommand({ Bucket: 'duka-picha', Key: 'logo.png' })))).toEqual(['AccountProblem', 403]);
    expect(await s3Failure(s3.send(new PutObjectCommand({ Bucket: 'duka-picha', Key: 'new.txt', Body: 'x' })))).toEqual(['AccountProblem', 403]);
    expect(await s3Failure(s3.send(new ListBucketsCommand({})))).toEqual(['AccountProblem', 403]);
    expect(await s3Failure(s3.send(new CreateBucketCommand({ Bucket: 'duka-mpya' })))).toEqual(['AccountProblem', 403]);
    const listed = await owner.client.gql(OBJECTS, { bucket: 'duka-picha' });
    expect(listed.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
    // Public files stop too: the owner pays their egress.
    expect(await anonymousGet()).toBe(403);

    // The older invoice (13 days) is not the one that holds; paying the held one lifts the hold.
    const paid = await admin.client.gql(PAY, { input: { invoiceId: String(invoice.id), method: 'mpesa', reference: 'QK71HOLD01', amountCents: 11_600, paidAt: new Date().toISOString() } });
    expect(paid.errors).toBeUndefined();
    expect(paid.data.recordInvoicePayment.invoice.status).toBe('paid');
    expect((await owner.client.gql(STORAGE_HOLD)).data.storageHold).toBeNull();
    expect((await admin.client.gql(`query ($search: String) { adminUsers(search: $search) { nodes { storageHold { invoiceNumber } } } }`, { search: await usernameOf(owner) })).data.adminUsers.nodes).toEqual([{ storageHold: null }]);
    expect(await (await s3.send(new GetObjectCommand({ Bucket: 'duka-picha', Key: 'logo.png' }))).Body!.transformToString()).toBe('png-bytes');
    expect((await owner.client.gql(OBJECTS, { bucket: 'duka-picha' })).data.bucketObjects.objects).toEqual([{ key: 'logo.png' }]);
    expect(await anonymousGet()).toBe(200);
  });

  it('is the signed-in customer’s own: anonymous callers are refused, and another customer cannot read it', async () => {
    expect((await world.server.client().gql(STORAGE_HOLD)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await customer(world, 72);
    expect((await other.client.gql(`{ adminUser(id: "${owner.userId}") { storageHold { invoiceNumber } } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
