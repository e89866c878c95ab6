import { startTestServer, signedIn, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { activeStorageByUser } from './services.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let nextUser = 0;
const CREATE = `mutation($i: CreateCloudStorageServiceInput!) { createCloudStorageService(input: $i) { service { id name serviceType storageAmount cost isActive status region endpoint user { firstName } } } }`;

describe('cloud storage services', () => {
  it('creates an active service over REST and lists only the owner’s services', async () => {
    const a = await signedIn(server, 1);
    const b = await signedIn(server, 2);
    const created = await a.client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 8.50/month' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 8.50/month', isActive: true, status: 'active', region: 'kenya', user: { firstName: 'Wanjiku1', lastName: 'Kamau' } });
    expect(created.body.endpoint).toMatch(/^https:\/\/.+\/object-storage-10-gb-[0-9a-f]{8}$/);
    await b.client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Backup Storage', storageAmount: 50, cost: 'KSh 42.50/month' });

    const listA = await a.client.rest('GET', '/api/cloud-storage-services');
    expect(listA.status).toBe(200);
    expect(listA.body.map((s: { serviceType: string }) => s.serviceType)).toEqual(['Object Storage']);
    const listB = await b.client.gql('{ myServices { serviceType storageAmount } }');
    expect(listB.data.myServices).toEqual([{ serviceType: 'Backup Storage', storageAmount: 50 }]);
  });

  it.each([
    [{ storageAmount: 10, cost: 'x' }, 'Service type is required'],
    [{ serviceType: '', storageAmount: 10, cost: 'x' }, 'Service type is required'],
    [{ serviceType: 'Object Storage', storageAmount: 0, cost: 'x' }, 'Storage amount must be at least 1GB'],
    [{ serviceType: 'Object Storage', storageAmount: 'ten', cost: 'x' }, 'Storage amount must be at least 1GB'],
    [{ serviceType: 'Object Storage', storageAmount: 10 }, 'Cost is required'],
    [{ serviceType: 'Object Storage', storageAmount: 10, cost: '  ' }, 'Cost is required'],
  ])('refuses %j with the spec message', async (body, message) => {
    const { client } = await signedIn(server, 100 + nextUser++);
    const res = await client.rest('POST', '/api/cloud-storage-services', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field: expect.any(String) });
    expect((await client.rest('GET', '/api/cloud-storage-services')).body).toEqual([]);
  });

  it('requires a session', async () => {
    const anon = server.client();
    expect((await anon.rest('GET', '/api/cloud-storage-services')).status).toBe(401);
    expect((await anon.rest('POST', '/api/cloud-storage-services', { serviceType: 'x', storageAmount: 1, cost: '1' })).status).toBe(401);
    const gql = await anon.gql(CREATE, { i: { serviceType: 'x', storageAmount: 1, cost: '1' } });
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('hides other customers’ services: their ids answer NOT_FOUND', async () => {
    const owner = await signedIn(server, 30);
    const other = await signedIn(server, 31);
    const created = await owner.client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 20, cost: 'KSh 8.50' } });
    const id = created.data.createCloudStorageService.service.id;
    for (const q of [
      [`{ myService(id: "${id}") { id } }`],
      [`{ serviceActivity(serviceId: "${id}") { id } }`],
      [`mutation { setCloudStorageServiceActive(input: {id: "${id}", isActive: false}) { service { id } } }`],
      [`mutation { updateCloudStorageService(input: {id: "${id}", name: "mine now"}) { service { id } } }`],
    ]) {
      const res = await other.client.gql(q[0]!);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const still = await owner.client.gql(`{ myService(id: "${id}") { name isActive } }`);
    expect(still.data.myService).toEqual({ name: 'Object Storage 20 GB', isActive: true });
  });

  it('renames, resizes, disables and re-enables with an activity log; only active services count', async () => {
    const { client, user } = await signedIn(server, 40);
    const a = await client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 200/month', name: 'Photos', planType: 'monthly' } });
    await client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 7, cost: 'KSh 0' } });
    const id = a.data.createCloudStorageService.service.id;
    await client.gql(`mutation { updateCloudStorageService(input: {id: "${id}", name: "Family photos", storageAmount: 150}) { service { name storageAmount } } }`);
    let totals = await activeStorageByUser(server.db, [user.id]);
    expect(totals.get(user.id)).toEqual({ gb: 157, count: 2 });
    const off = await client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${id}", isActive: false}) { service { isActive status } } }`);
    expect(off.data.setCloudStorageServiceActive.service).toEqual({ isActive: false, status: 'disabled' });
    totals = await activeStorageByUser(server.db, [user.id]);
    expect(totals.get(user.id)).toEqual({ gb: 7, count: 1 });
    await client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${id}", isActive: true}) { service { isActive } } }`);
    const log = await client.gql(`{ serviceActivity(serviceId: "${id}") { action detail } }`);
    expect(log.data.serviceActivity.map((e: { action: string }) => e.action)).toEqual(['enabled', 'disabled', 'resized', 'renamed', 'created']);
    const me = await client.gql('{ me { activeServiceCount services { name } } }');
    expect(me.data.me.activeServiceCount).toBe(2);
  });

  it('serves the plan catalogue', async () => {
    const res = await server.client().gql('{ plans { type storageGB priceKsh duration } }');
    expect(res.data.plans).toEqual([
      { type: 'monthly', storageGB: 100, priceKsh: 200, duration: '1 month' },
      { type: 'biannual', storageGB: 500, priceKsh: 1000, duration: '6 months' },
      { type: 'annual', storageGB: 1000, priceKsh: 2000, duration: '12 months' },
    ]);
  });

  it('lets only admins deactivate any service, and audits it naming the admin', async () => {
    const owner = await signedIn(server, 50);
    const admin = await signedIn(server, 51, 'admin');
    const created = await owner.client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 5, cost: 'KSh 0' } });
    const id = created.data.createCloudStorageService.service.id;
    const m = `mutation { adminSetServiceActive(input: {id: "${id}", isActive: false}) { service { isActive } } }`;
    expect((await server.client().gql(m)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await owner.client.gql(m)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.client.gql(m)).data.adminSetServiceActive.service.isActive).toBe(false);
    const event = await server.db.getRepository(SecurityEventEntity).findOneByOrFail({ type: 'admin', userId: owner.user.id });
    expect(event.actorId).toBe(admin.user.id);
    expect(event.action).toContain(admin.user.username);
  });

  it('does not let a customer read another user’s services through User.services', async () => {
    const a = await signedIn(server, 60);
    const res = await a.client.gql('{ me { services { id } } }');
    expect(res.errors).toBeUndefined();
  });
});
