import { startTestServer, signedIn, type TestServer } from '../../test/harness';
import { SecurityEventEntity } from '../audit/security-event.entity';
import { activeStorageByUser, serviceCreationThrottle } from './services.service';

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
    // The spec's payload carries a cost; the server prices the service itself (10 GB are free).
    expect(created.body).toMatchObject({ serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0.00/month', isActive: true, status: 'active', region: 'kenya', suspension: null, user: { firstName: 'Wanjiku1', lastName: 'Kamau' } });
    // The bare S3 endpoint: the service has no bucket yet, so the endpoint names none (issue #31, item 3).
    const site = await a.client.gql('{ storageEndpoint { url } }');
    expect(created.body.endpoint).toBe(site.data.storageEndpoint.url);
    expect(new URL(created.body.endpoint).pathname).toBe('/');
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
    expect(res.body).toMatchObject({ message, field: expect.any(String) });
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
    const a = await client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 100, cost: 'KSh 76.50/month', name: 'Photos' } });
    await client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 7, cost: 'KSh 0' } });
    const id = a.data.createCloudStorageService.service.id;
    const resized = await client.gql(`mutation { updateCloudStorageService(input: {id: "${id}", name: "Family photos", storageAmount: 150}) { service { name storageAmount cost } } }`);
    // A resize re-prices from the engine: (150 - 10 free) × KSh 0.85.
    expect(resized.data.updateCloudStorageService.service).toEqual({ name: 'Family photos', storageAmount: 150, cost: 'KSh 119.00/month' });
    let totals = await activeStorageByUser(server.db, [user.id]);
    expect(totals.get(user.id)).toEqual({ gb: 157, count: 2 });
    const off = await client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${id}", isActive: false}) { service { isActive status } } }`);
    expect(off.data.setCloudStorageServiceActive.service).toEqual({ isActive: false, status: 'disabled' });
    totals = await activeStorageByUser(server.db, [user.id]);
    expect(totals.get(user.id)).toEqual({ gb: 7, count: 1 });
    await client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${id}", isActive: true}) { service { isActive } } }`);
    const log = await client.gql(`{ serviceActivity(serviceId: "${id}") { action detail } }`);
    expect(log.data.serviceActivity.map((e: { action: string }) => e.action)).toEqual(['enabled', 'disabled', 'resized', 'renamed', 'created']);
    expect(log.data.serviceActivity[2].detail).toBe('100 GB → 150 GB (KSh 76.50/month → KSh 119.00/month)');
    const me = await client.gql('{ me { activeServiceCount services { name } } }');
    expect(me.data.me.activeServiceCount).toBe(2);
  });

  it('accepts only the fixed list of service types (the CDN beta is by request), in REST and GraphQL', async () => {
    const { client } = await signedIn(server, 310);
    for (const serviceType of ['GPU cluster', 'object storage', 'Object Storage ', 'Snapshots']) {
      const res = await client.gql(CREATE, { i: { serviceType, storageAmount: 10, cost: 'x' } });
      // 'Object Storage ' is trimmed and accepted; the others are refused with the list.
      if (serviceType === 'Object Storage ') expect(res.data?.createCloudStorageService.service.serviceType).toBe('Object Storage');
      else expect(res.errors?.[0]).toMatchObject({ message: 'Service type must be one of Object Storage, Block Storage, Backup Storage', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const cdn = await client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Edge CDN', storageAmount: 10, cost: 'x' });
    expect(cdn).toMatchObject({ status: 400, body: { message: 'The Edge CDN is in beta: request access through a support ticket (Feature Request)' } });
    const mine = await client.gql('{ myServices { serviceType } }');
    expect(mine.data.myServices).toEqual([{ serviceType: 'Object Storage' }]);
  });

  it('re-prices a resize from the pricing engine everywhere the price shows (20 → 30 GB: KSh 8.50 → 17.00)', async () => {
    const { client } = await signedIn(server, 311);
    const created = await client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 20, cost: 'KSh 999/month' } });
    const svc = created.data.createCloudStorageService.service;
    expect(svc.cost).toBe('KSh 8.50/month');
    const resized = await client.gql(`mutation { updateCloudStorageService(input: {id: "${svc.id}", storageAmount: 30}) { service { storageAmount cost } } }`);
    expect(resized.data.updateCloudStorageService.service).toEqual({ storageAmount: 30, cost: 'KSh 17.00/month' });
    expect((await client.gql('{ myServices { storageAmount cost } }')).data.myServices).toEqual([{ storageAmount: 30, cost: 'KSh 17.00/month' }]);
    const rest = await client.rest('GET', '/api/cloud-storage-services');
    expect(rest.body.map((s: { cost: string }) => s.cost)).toEqual(['KSh 17.00/month']);
    const admin = await signedIn(server, 312, 'admin');
    const listed = await admin.client.gql('{ adminServices(first: 100) { nodes { id cost storageAmount } } }');
    expect(listed.data.adminServices.nodes.find((n: { id: string }) => n.id === svc.id)).toMatchObject({ storageAmount: 30, cost: 'KSh 17.00/month' });
    // Block storage re-prices at its own rate: 20 → 30 GB at KSh 5.50 = 110.00 → 165.00.
    const block = (await client.gql(CREATE, { i: { serviceType: 'Block Storage', storageAmount: 20, cost: 'x' } })).data.createCloudStorageService.service;
    const bigger = await client.gql(`mutation { updateCloudStorageService(input: {id: "${block.id}", storageAmount: 30}) { service { cost } } }`);
    expect([block.cost, bigger.data.updateCloudStorageService.service.cost]).toEqual(['KSh 110.00/month', 'KSh 165.00/month']);
  });

  it('serves the plan catalogue', async () => {
    const res = await server.client().gql('{ plans { type storageGB priceKsh duration } }');
    expect(res.data.plans).toEqual([
      { type: 'monthly', storageGB: 100, priceKsh: 200, duration: '1 month' },
      { type: 'biannual', storageGB: 500, priceKsh: 1000, duration: '6 months' },
      { type: 'annual', storageGB: 1000, priceKsh: 2000, duration: '12 months' },
    ]);
  });

  it.each([
    [{ serviceType: 'Object Storage', storageAmount: 2000, cost: 'KSh 1' }, 2000, 'KSh 1,691.50/month'],
    [{ serviceType: 'Block Storage', storageAmount: 20, cost: 'free!' }, 20, 'KSh 110.00/month'],
    [{ serviceType: 'Backup Storage', storageAmount: 100, cost: 'KSh 0' }, 100, 'KSh 85.00/month'],
    [{ serviceType: 'Object Storage', storageAmount: 7, cost: 'KSh 0', planType: 'biannual' }, 500, 'KSh 1,000/6 months'],
  ])('prices %j itself (the client’s cost is ignored): %d GB at %s', async (input, gb, cost) => {
    const { client } = await signedIn(server, 200 + nextUser++);
    const res = await client.gql(CREATE, { i: input });
    expect(res.data.createCloudStorageService.service).toMatchObject({ storageAmount: gb, cost });
  });

  it('refuses a product it cannot price, a resize of a fixed-size plan, and more services than allowed', async () => {
    const { client, user } = await signedIn(server, 300);
    const gpu = await client.rest('POST', '/api/cloud-storage-services', { serviceType: 'GPU cluster', storageAmount: 10, cost: 'KSh 1' });
    expect(gpu.status).toBe(400);
    expect(gpu.body.message).toBe('Service type must be one of Object Storage, Block Storage, Backup Storage');
    const plan = await client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 100, cost: 'x', planType: 'monthly' } });
    const planId = plan.data.createCloudStorageService.service.id;
    const resize = await client.gql(`mutation { updateCloudStorageService(input: {id: "${planId}", storageAmount: 150}) { service { id } } }`);
    expect(resize.errors?.[0]?.message).toBe('A plan has a fixed size: create a custom service for another size');
    await server.db.query(
      `INSERT INTO cloud_storage_services (user_id, name, service_type, storage_amount, cost, status, region, bucket, start_date, updated_at)
       SELECT ${user.id}, 'Filler', 'Object Storage', 1, 'KSh 0.00/month', 'disabled', 'kenya', 'filler-${user.id}-' || n, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
       FROM (SELECT 1 AS n UNION SELECT 2 UNION SELECT 3 UNION SELECT 4 UNION SELECT 5 UNION SELECT 6 UNION SELECT 7 UNION SELECT 8 UNION SELECT 9 UNION SELECT 10
             UNION SELECT 11 UNION SELECT 12 UNION SELECT 13 UNION SELECT 14 UNION SELECT 15 UNION SELECT 16 UNION SELECT 17 UNION SELECT 18 UNION SELECT 19) t`,
    );
    const over = await client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 5, cost: 'x' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('You can have at most 20 services. Delete one you no longer need, or contact sales for more.');
  });

  it('limits how many services a customer creates per hour (429 with Retry-After)', async () => {
    const { client, user } = await signedIn(server, 301);
    await serviceCreationThrottle.reset(String(user.id));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 5, cost: 'x' })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await client.rest('POST', '/api/cloud-storage-services', { serviceType: 'Object Storage', storageAmount: 5, cost: 'x' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a service an admin suspended stays suspended: its owner sees why and cannot re-enable it; an admin lifts it', async () => {
    const owner = await signedIn(server, 302);
    const admin = await signedIn(server, 303, 'admin');
    const id = (await owner.client.gql(CREATE, { i: { serviceType: 'Object Storage', storageAmount: 50, cost: 'x' } })).data.createCloudStorageService.service.id;
    const suspend = await admin.client.gql(`mutation { adminSetServiceActive(input: {id: "${id}", isActive: false, reason: "Unpaid invoice INV-2026-11-0001"}) { service { isActive suspension { reason } } } }`);
    expect(suspend.data.adminSetServiceActive.service).toEqual({ isActive: false, suspension: { reason: 'Unpaid invoice INV-2026-11-0001' } });
    const again = await owner.client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${id}", isActive: true}) { service { isActive } } }`);
    expect(again.errors?.[0]).toMatchObject({ message: 'This service was suspended by Mawingu: Unpaid invoice INV-2026-11-0001. Contact support to lift the suspension.', extensions: { code: 'FORBIDDEN' } });
    const seen = await owner.client.rest('GET', '/api/cloud-storage-services');
    expect(seen.body[0]).toMatchObject({ isActive: false, status: 'disabled', suspension: { reason: 'Unpaid invoice INV-2026-11-0001', at: expect.any(String) } });
    const lift = await admin.client.gql(`mutation { adminSetServiceActive(input: {id: "${id}", isActive: true}) { service { isActive suspension { reason } } } }`);
    expect(lift.data.adminSetServiceActive.service).toEqual({ isActive: true, suspension: null });
    // Once lifted, the owner manages it again.
    const off = await owner.client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${id}", isActive: false}) { service { isActive } } }`);
    expect(off.data.setCloudStorageServiceActive.service.isActive).toBe(false);
    const on = await owner.client.gql(`mutation { setCloudStorageServiceActive(input: {id: "${id}", isActive: true}) { service { isActive } } }`);
    expect(on.data.setCloudStorageServiceActive.service.isActive).toBe(true);
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
