import { startTestServer, type TestServer } from '../../test/harness';
import { activePromotion, meterStorage } from './competition.fixtures';
import { customerStanding } from './entries.service';
import { joinThrottle } from './join.service';

/**
 * Entries that cannot be self-declared: every 2 GB a customer ACTUALLY STORES (as metered) in the
 * draw period is one entry, at most 500. A provisioned capacity alone gives nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await activePromotion(server.db);
});
afterAll(() => server.close());
beforeEach(() => joinThrottle.reset('127.0.0.1'));

const STATUS = '{ myCompetitionStatus { entries activeServices activeStorageGB eligible pseudonym } }';

describe('entries come from metered storage, never from declared capacity', () => {
  it('declaring 1,000 GB on a new service gives 0 entries until storage is metered, then min(floor(GB / 2), 500)', async () => {
    const customer = server.client();
    await customer.register();
    const created = await customer.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 1000, cost: 'KSh 0' });
    expect(created.status).toBe(201);
    const serviceId = created.body.id as number;

    const declared = await customer.rest('POST', '/api/competition/join', { email: 'customer1@example.co.ke' });
    expect(declared.body).toMatchObject({ success: true, totalEntries: 0, activeServices: 1 });
    expect((await customer.gql(STATUS)).data.myCompetitionStatus).toMatchObject({ entries: 0, activeServices: 1, activeStorageGB: 0, eligible: true, pseudonym: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect((await server.client().rest('GET', '/api/competition/entries/total')).body).toEqual({ totalEntries: 0 });

    // The spec's examples, as the platform reports what is stored this hour (a new report replaces the hour's figure).
    for (const [gb, entries] of [[100, 50], [500, 250], [1000, 500], [1999, 500], [3, 1]] as const) {
      await meterStorage(server.db, serviceId, gb);
      const status = (await customer.gql(STATUS)).data.myCompetitionStatus;
      expect([gb, status.entries, status.activeStorageGB]).toEqual([gb, entries, Math.floor(gb)]);
      const joined = await customer.rest('POST', '/api/competition/join', { username: 'customer1' });
      expect(joined.body.totalEntries).toBe(entries);
    }
  });

  it('storage metered before the draw period does not count in it', async () => {
    const customer = server.client();
    await customer.register({ username: 'oldstore', email: 'oldstore@example.co.ke', phone: '+254711223344' });
    const created = await customer.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 800, cost: 'x' });
    await meterStorage(server.db, created.body.id, 800, new Date(Date.now() - 3 * 86_400_000));
    expect((await customer.gql(STATUS)).data.myCompetitionStatus.entries).toBe(0);
  });

  it("in a period's first hour, the hour just completed before it counts (the platform reports an hour once it is over)", async () => {
    const HOUR = 3_600_000;
    const customer = server.client();
    await customer.register({ username: 'drawhour', email: 'drawhour@example.co.ke', phone: '+254711223366' });
    const user = (await customer.rest('GET', '/api/auth/user')).body as { id: number };
    const created = await customer.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 500, cost: 'x' });
    // A draw period that began at the top of this hour: the last report is the previous hour's.
    const start = new Date(Math.floor(Date.now() / HOUR) * HOUR);
    await meterStorage(server.db, created.body.id, 500, new Date(start.getTime() - HOUR / 2));
    const asOf = new Date(start.getTime() + HOUR / 2);
    expect(await customerStanding(server.db, user.id, { start }, asOf)).toMatchObject({ entries: 250, activeStorageGB: 500 });
    // An hour into the period with still no report of its own: nothing stored in the period.
    expect(await customerStanding(server.db, user.id, { start }, new Date(start.getTime() + HOUR + HOUR / 2))).toMatchObject({ entries: 0, activeStorageGB: 0 });
    // Two hours before the period is not the hour that ran into it.
    expect(await customerStanding(server.db, user.id, { start: new Date(start.getTime() + HOUR) }, new Date(start.getTime() + HOUR + HOUR / 2))).toMatchObject({ entries: 0 });
  });

  it('a disabled service counts nothing, even with stored data', async () => {
    const customer = server.client();
    await customer.register({ username: 'switchedoff', email: 'switchedoff@example.co.ke', phone: '+254711223355' });
    const created = await customer.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 400, cost: 'x' });
    await meterStorage(server.db, created.body.id, 400);
    expect((await customer.gql(STATUS)).data.myCompetitionStatus.entries).toBe(200);
    await customer.gql(`mutation { setCloudStorageServiceActive(input: {id: "${created.body.id}", isActive: false}) { service { id } } }`);
    expect((await customer.gql(STATUS)).data.myCompetitionStatus).toMatchObject({ entries: 0, activeServices: 0 });
  });
});
