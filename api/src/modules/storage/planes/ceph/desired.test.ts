import { desiredUser, planChanges, rgwAccessOf, type CustomerFacts } from './desired';
import type { RgwUser } from './rgw-admin';

const now = new Date('2026-11-29T12:00:00Z');
const svc = (id: number, serviceType: string, status: string, storageAmount: number, more: { bucket?: string; placed?: string[] } = {}) => ({
  id,
  serviceType,
  status,
  storageAmount,
  bucket: more.bucket ?? null,
  placed: more.placed ?? [],
});
const facts = (over: Partial<CustomerFacts> = {}): CustomerFacts => ({
  userId: 7,
  username: 'wkamau',
  deleted: false,
  onHold: false,
  services: [
    svc(1, 'Object Storage', 'active', 100),
    svc(2, 'Backup Storage', 'active', 50),
    svc(3, 'Block Storage', 'active', 500),
    svc(4, 'Object Storage', 'disabled', 1000),
  ],
  keys: [
    {
      id: 3,
      accessKeyId: 'MWKREAD',
      secretAccessKey: 's3',
      permissions: ['read'],
      active: true,
      expiresAt: null,
      scoped: false,
    },
    {
      id: 4,
      accessKeyId: 'MWKALL',
      secretAccessKey: 's4',
      permissions: ['read', 'write', 'delete'],
      active: true,
      expiresAt: null,
      scoped: false,
    },
    {
      id: 5,
      accessKeyId: 'MWKOFF',
      secretAccessKey: 's5',
      permissions: ['read'],
      active: false,
      expiresAt: null,
      scoped: false,
    },
    {
      id: 6,
      accessKeyId: 'MWKOLD',
      secretAccessKey: 's6',
      permissions: ['read'],
      active: true,
      expiresAt: new Date('2026-11-29T11:59:59Z'),
      scoped: false,
    },
  ],
  ...over,
});
const rgw = (over: Partial<RgwUser> = {}): RgwUser => ({
  tenant: 'mw7',
  user_id: 'owner',
  display_name: 'wkamau',
  suspended: 0,
  max_buckets: 1000,
  subusers: [
    { id: 'mw7$owner:k3', permissions: 'read' },
    { id: 'mw7$owner:k4', permissions: 'read-write' },
  ],
  keys: [
    { user: 'mw7$owner:k3', access_key: 'MWKREAD', secret_key: 's3' },
    { user: 'mw7$owner:k4', access_key: 'MWKALL', secret_key: 's4' },
  ],
  user_quota: { enabled: true, max_size: 150 * 2 ** 30, max_objects: -1 },
  ...over,
});

describe('RGW access levels', () => {
  it("maps the portal's permissions to RGW's levels, and leaves off what RGW cannot say", () => {
    expect(rgwAccessOf(['read'], false)).toBe('read');
    expect(rgwAccessOf(['read', 'write', 'delete'], false)).toBe('readwrite');
    expect(rgwAccessOf(['write', 'delete'], false)).toBe('write');
    // RGW's write includes delete: a key that may write but not delete has no level.
    expect(rgwAccessOf(['read', 'write'], false)).toBeNull();
    expect(rgwAccessOf(['delete'], false)).toBeNull();
    // A key for some buckets needs bucket policies.
    expect(rgwAccessOf(['read'], true)).toBeNull();
  });
});

describe("a customer's RGW user", () => {
  it('has the capacity of the active S3 services as its quota, and the active unexpired keys as subusers', () => {
    const { user, unexpressible } = desiredUser(facts(), now);
    expect(user).toEqual({
      uid: 'mw7$owner',
      displayName: 'wkamau',
      suspended: false,
      quotaBytes: 150 * 2 ** 30, // the product's GB, as the embedded plane counts it
      keys: [
        {
          subuser: 'k3',
          accessKey: 'MWKREAD',
          secretKey: 's3',
          access: 'read',
        },
        {
          subuser: 'k4',
          accessKey: 'MWKALL',
          secretKey: 's4',
          access: 'readwrite',
        },
      ],
      buckets: [],
      keyUsers: [],
      // Both read: objects a bucket-scoped key wrote are given back to them (key-grants.ts).
      readers: ['k3', 'k4'],
    });
    expect(unexpressible).toEqual([]);
  });

  it('makes a bucket-scoped key an RGW user of its own, whatever its permissions, with its buckets by RGW id', () => {
    const key = (id: number, permissions: string[], scope: { buckets: { name: string; rgwId: string }[]; prefix: string } | null) => ({
      id,
      accessKeyId: `MWK${id}`,
      secretAccessKey: `s${id}`,
      permissions,
      active: true,
      expiresAt: null,
      scoped: scope !== null,
      scope,
    });
    const keys = [
      key(5, ['read', 'write'], { buckets: [{ name: 'logs', rgwId: 'id-logs' }], prefix: 'ci/' }),
      key(6, ['write', 'delete'], null),
      { ...key(8, ['read'], { buckets: [], prefix: '' }), active: false },
    ];
    const { user, unexpressible } = desiredUser(facts({ keys }), now);
    expect(unexpressible).toEqual([]);
    expect(user!.keyUsers).toEqual([{ keyId: 5, uid: 'mw7$k5', accessKey: 'MWK5', secretKey: 's5', permissions: ['read', 'write'], prefix: 'ci/', buckets: [{ name: 'logs', rgwId: 'id-logs' }] }]);
    expect(user!.keys.map((k) => k.subuser)).toEqual(['k6']);
    // A write-only subuser reads nothing, not even what a scoped key wrote.
    expect(user!.readers).toEqual([]);
  });

  it('is suspended, keys and quota kept, while their storage is on hold for an unpaid invoice', () => {
    const { user } = desiredUser(facts({ onHold: true }), now);
    expect(user).toMatchObject({ suspended: true, quotaBytes: 150 * 2 ** 30 });
    expect(user?.keys.map((k) => k.subuser)).toEqual(['k3', 'k4']);
  });

  it('suspends on its own a bucket whose service is not active, and only the buckets a service holds by choice', () => {
    const f = facts({
      services: [
        svc(1, 'Object Storage', 'active', 100, { placed: ['photos'] }),
        svc(2, 'Object Storage', 'suspended', 100, { placed: ['archive'], bucket: 'reserved-name' }),
        svc(3, 'Block Storage', 'suspended', 500, { bucket: 'not-s3' }),
      ],
    });
    const { user } = desiredUser(f, now);
    expect(user?.suspended).toBe(false);
    expect(user?.quotaBytes).toBe(100 * 2 ** 30);
    expect(user?.buckets).toEqual([
      { name: 'archive', suspended: true },
      { name: 'photos', suspended: false },
      { name: 'reserved-name', suspended: true },
    ]);
  });

  it('is suspended without an active S3 service, and gone with the account', () => {
    expect(
      desiredUser(
        facts({
          services: [
            svc(5, 'Object Storage', 'disabled', 10),
          ],
        }),
        now,
      ).user,
    ).toMatchObject({ suspended: true, quotaBytes: 0 });
    expect(desiredUser(facts({ deleted: true }), now).user).toBeNull();
  });

  it('names the keys RGW cannot hold', () => {
    const keys = [
      {
        id: 9,
        accessKeyId: 'MWKRW',
        secretAccessKey: 'x',
        permissions: ['read', 'write'],
        active: true,
        expiresAt: null,
        scoped: false,
      },
    ];
    expect(desiredUser(facts({ keys }), now)).toMatchObject({
      user: { keys: [] },
      unexpressible: ['MWKRW'],
    });
  });
});

describe('the Admin Ops calls to make RGW match', () => {
  const uid = 'mw7$owner';
  it('none when RGW already holds what is wanted', () => {
    expect(planChanges(desiredUser(facts(), now).user, rgw(), uid)).toEqual([]);
  });

  it('creates a missing user with its quota and keys', () => {
    expect(planChanges(desiredUser(facts(), now).user, null, uid).map((o) => o.op)).toEqual(['createUser', 'setQuota', 'addKey', 'addKey']);
  });

  it('removes a revoked key, replaces a key whose level changed, and adds a new one', () => {
    const f = facts();
    f.keys[0]!.active = false; // k3 revoked
    f.keys[1]!.permissions = ['write', 'delete']; // k4 now write-only
    f.keys.push({
      id: 8,
      accessKeyId: 'MWKNEW',
      secretAccessKey: 's8',
      permissions: ['read'],
      active: true,
      expiresAt: null,
      scoped: false,
    });
    expect(planChanges(desiredUser(f, now).user, rgw(), uid)).toEqual([
      { op: 'removeSubuser', uid, subuser: 'k3' },
      { op: 'removeSubuser', uid, subuser: 'k4' },
      {
        op: 'addKey',
        uid,
        key: {
          subuser: 'k4',
          accessKey: 'MWKALL',
          secretKey: 's4',
          access: 'write',
        },
      },
      {
        op: 'addKey',
        uid,
        key: {
          subuser: 'k8',
          accessKey: 'MWKNEW',
          secretKey: 's8',
          access: 'read',
        },
      },
    ]);
  });

  it('suspends before anything else, lifts a suspension last, and follows the capacity', () => {
    const off = facts({
      services: [
        svc(6, 'Object Storage', 'disabled', 100),
      ],
    });
    expect(planChanges(desiredUser(off, now).user, rgw(), uid)).toEqual([
      { op: 'setSuspended', uid, suspended: true },
      { op: 'setQuota', uid, bytes: 0 },
    ]);
    const back = facts({
      services: [svc(7, 'Object Storage', 'active', 200)],
    });
    expect(planChanges(desiredUser(back, now).user, rgw({ suspended: 1 }), uid)).toEqual([
      { op: 'setQuota', uid, bytes: 200 * 2 ** 30 },
      { op: 'setSuspended', uid, suspended: false },
    ]);
  });

  it('deletes the user of a deleted account, once', () => {
    expect(planChanges(null, rgw(), uid)).toEqual([{ op: 'deleteUser', uid }]);
    expect(planChanges(null, null, uid)).toEqual([]);
  });

  describe('buckets of a service that is not active', () => {
    const newKey = { id: 9, accessKeyId: 'MWKNEW9', secretAccessKey: 's9', permissions: ['read'], active: true, expiresAt: null, scoped: false };
    const twoServices = (secondStatus: string, keys = facts().keys) =>
      desiredUser(facts({ keys, services: [svc(1, 'Object Storage', 'active', 100, { placed: ['photos'] }), svc(2, 'Object Storage', secondStatus, 100, { placed: ['archive', 'gone'] })] }), now).user;
    const held = rgw();

    it('suspends them first, before keys change, and never touches a bucket RGW does not hold', () => {
      const ops = planChanges(twoServices('suspended', [...facts().keys, newKey]), held, uid, new Map([['photos', false], ['archive', false]]));
      expect(ops.filter((o) => o.op === 'setBucketSuspended')).toEqual([{ op: 'setBucketSuspended', uid, bucket: 'archive', suspended: true }]);
      // A key is added in the same plan: after the bucket is closed.
      const firstKeyChange = ops.findIndex((o) => o.op === 'addKey' || o.op === 'removeSubuser');
      expect(firstKeyChange).toBeGreaterThan(ops.findIndex((o) => o.op === 'setBucketSuspended'));
    });

    it('lifts them last once the service is active again, and plans nothing when RGW matches', () => {
      const ops = planChanges(twoServices('active'), held, uid, new Map([['photos', false], ['archive', true]]));
      expect(ops.at(-1)).toEqual({ op: 'setBucketSuspended', uid, bucket: 'archive', suspended: false });
      expect(planChanges(twoServices('suspended'), held, uid, new Map([['photos', false], ['archive', true]])).filter((o) => o.op === 'setBucketSuspended')).toEqual([]);
    });

    it('suspends them again right after the user is lifted, since RGW lifts every bucket with the user', () => {
      // RGW reports every bucket of a suspended user as suspended.
      const ops = planChanges(twoServices('suspended'), rgw({ suspended: 1 }), uid, new Map([['photos', true], ['archive', true]]));
      const lift = ops.findIndex((o) => o.op === 'setSuspended');
      expect(ops[lift]).toEqual({ op: 'setSuspended', uid, suspended: false });
      expect(ops.slice(lift + 1)).toEqual([{ op: 'setBucketSuspended', uid, bucket: 'archive', suspended: true }]);
    });

    it('leaves bucket flags alone while the whole user is suspended', () => {
      const none = desiredUser(facts({ services: [svc(1, 'Object Storage', 'suspended', 100, { placed: ['photos'] })] }), now).user;
      expect(planChanges(none, rgw({ suspended: 1 }), uid, new Map([['photos', true]])).filter((o) => o.op === 'setBucketSuspended')).toEqual([]);
    });
  });
});
