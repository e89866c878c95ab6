import { customerOfRgwUser, serviceOfBucket, type MeteredService } from './bucket-service';
import { countersFromUsage, customersIn, requestClassOf, storedByService } from './metering';
import type { RgwBucketStats, RgwUsage } from './rgw-admin';

// Customer 7: an old Backup Storage service, an Object Storage service that reserved "photos",
// another Object Storage service, a Block Storage volume (no buckets), all active.
const services: MeteredService[] = [
  { id: 10, userId: 7, serviceType: 'Backup Storage', status: 'active', bucket: null },
  { id: 11, userId: 7, serviceType: 'Block Storage', status: 'active', bucket: null },
  { id: 12, userId: 7, serviceType: 'Object Storage', status: 'active', bucket: 'photos' },
  { id: 13, userId: 7, serviceType: 'Object Storage', status: 'active', bucket: null },
];
const servicesOf = (userId: number) => (userId === 7 ? services : []);

const bucket = (owner: string, name: string, usage: RgwBucketStats['usage']): RgwBucketStats => ({ bucket: name, id: `id-${name}`, tenant: owner.split('$')[0]!, owner, usage });

// The usage log's shape as radosgw answered it on the throw-away cluster (29 Nov 2026, 21:00 UTC = epoch 1795986000).
const usage: RgwUsage = {
  entries: [
    { user: 'anonymous', buckets: [{ bucket: '', owner: 'anonymous', time: '2026-11-29T21:00:00.000000Z', epoch: 1795986000, categories: [{ category: 'list_buckets', bytes_sent: 452, bytes_received: 0, ops: 2, successful_ops: 2 }] }] },
    {
      user: 'mw7$owner',
      buckets: [
        { bucket: '-', owner: 'mw7$owner', time: '2026-11-29T21:00:00.000000Z', epoch: 1795986000, categories: [{ category: 'get_obj', bytes_sent: 232, bytes_received: 0, ops: 1, successful_ops: 0 }] },
        {
          bucket: 'photos',
          owner: 'mw7$owner',
          time: '2026-11-29T21:00:00.000000Z',
          epoch: 1795986000,
          categories: [
            { category: 'create_bucket', bytes_sent: 0, bytes_received: 0, ops: 1, successful_ops: 1 },
            { category: 'get_obj', bytes_sent: 123456, bytes_received: 0, ops: 3, successful_ops: 3 },
            { category: 'put_obj', bytes_sent: 0, bytes_received: 123456, ops: 1, successful_ops: 1 },
            { category: 'delete_obj', bytes_sent: 0, bytes_received: 0, ops: 2, successful_ops: 2 },
          ],
        },
        { bucket: 'photos', owner: 'mw7$owner', time: '2026-11-29T20:00:00.000000Z', epoch: 1795982400, categories: [{ category: 'stat_object', bytes_sent: 0, bytes_received: 0, ops: 5, successful_ops: 4 }] },
      ],
    },
    // An anonymous read of customer 7's public object: the bucket's owner pays for it.
    { user: 'anonymous', buckets: [{ bucket: 'site', owner: 'mw7$owner', time: '2026-11-29T21:00:00.000000Z', epoch: 1795986000, categories: [{ category: 'get_obj', bytes_sent: 1_000_000, bytes_received: 0, ops: 4, successful_ops: 4 }] }] },
  ],
  summary: [],
};

describe('Ceph metering: RGW users and buckets to the portal’s services', () => {
  it('knows the RGW users the portal made, and only those', () => {
    expect(customerOfRgwUser('mw7$owner')).toBe(7);
    expect(customerOfRgwUser('mw123456$owner')).toBe(123456);
    expect(customerOfRgwUser('mw7$k42')).toBe(7);
    expect(customerOfRgwUser('mw7$k')).toBeNull();
    expect(customerOfRgwUser('anonymous')).toBeNull();
    expect(customerOfRgwUser('mw7$other')).toBeNull();
    expect(customerOfRgwUser('portal-admin')).toBeNull();
  });

  it('meters a bucket to the service that reserved its name, else the oldest active Object Storage service', () => {
    expect(serviceOfBucket(services, 'photos')).toBe(12);
    expect(serviceOfBucket(services, 'anything-else')).toBe(12);
    expect(serviceOfBucket(services.filter((s) => s.id !== 12), 'anything-else')).toBe(13);
  });

  it('meters a bucket the console created under a service to that service, before any other rule', () => {
    const placed = services.map((s) => (s.id === 13 ? { ...s, placed: ['archive', 'photos'] } : s));
    expect(serviceOfBucket(placed, 'archive')).toBe(13);
    // Created in the console under 13 after 12 reserved the name: the customer's choice wins.
    expect(serviceOfBucket(placed, 'photos')).toBe(13);
    expect(serviceOfBucket(placed, 'anything-else')).toBe(12);
    // A placement in a service that is not S3 storage does not count.
    expect(serviceOfBucket([{ ...services[1]!, placed: ['disk'] }, services[3]!], 'disk')).toBe(13);
  });

  it('falls back to the oldest active S3 service, then to the oldest S3 service while none is active; never to block storage', () => {
    expect(serviceOfBucket(services.filter((s) => s.serviceType !== 'Object Storage'), 'logs')).toBe(10);
    const disabled = services.map((s) => ({ ...s, status: 'disabled' }));
    expect(serviceOfBucket(disabled, 'logs')).toBe(10);
    expect(serviceOfBucket([services[1]!], 'logs')).toBeNull();
    expect(serviceOfBucket([], 'logs')).toBeNull();
  });

  it('sorts RGW’s operation categories into the gateway’s request classes', () => {
    expect(['put_obj', 'copy_obj', 'post_obj', 'list_bucket', 'list_buckets', 'create_bucket', 'init_multipart', 'complete_multipart'].map(requestClassOf)).toEqual(Array(8).fill('a'));
    expect(['get_obj', 'stat_object', 'stat_bucket', 'get_bucket_policy'].map(requestClassOf)).toEqual(Array(4).fill('b'));
    expect(['delete_obj', 'delete_bucket', 'abort_multipart', 'delete_multi_obj'].map(requestClassOf)).toEqual(Array(4).fill('other'));
  });

  it('sums each bucket’s stored bytes (objects and multipart parts) into its service, leaving other RGW users out', () => {
    const stats = [
      bucket('mw7$owner', 'photos', { 'rgw.main': { size: 123456, size_actual: 126976, num_objects: 1 }, 'rgw.multimeta': { size: 0, num_objects: 2 } }),
      bucket('mw7$owner', 'logs', { 'rgw.main': { size: 1_000_000, num_objects: 3 } }),
      bucket('mw7$owner', 'empty', {}),
      bucket('someone-else', 'theirs', { 'rgw.main': { size: 5_000_000 } }),
    ];
    expect([...storedByService(stats, servicesOf)]).toEqual([[12, 1_123_456]]);
    expect(storedByService(stats, servicesOf).get(12)).toBe(123456 + 1_000_000);
  });

  it('turns the usage log into hourly counters per service: requests by class, failed operations, bytes in and out', () => {
    const counters = countersFromUsage(usage, servicesOf);
    const hour = 1795986000 / 3600;
    expect([...counters.keys()].sort()).toEqual([`12:${hour - 1}`, `12:${hour}`]);
    expect(counters.get(`12:${hour}`)).toMatchObject({
      // create + put, the gets (3 + the failed one + 4 anonymous), the deletes
      requestsA: 2,
      requestsB: 8,
      requestsOther: 2,
      errors4xx: 1,
      errors5xx: 0,
      bytesIn: 123456,
      bytesOutLocal: 0,
      bytesOutRegional: 232 + 123456 + 1_000_000,
      latencyMsSum: 0,
    });
    expect(counters.get(`12:${hour - 1}`)).toMatchObject({ requestsB: 5, errors4xx: 1 });
  });

  it('names the customers RGW reports on', () => {
    expect(customersIn([bucket('mw9$owner', 'b', {})], usage).sort()).toEqual([7, 9]);
  });
});
