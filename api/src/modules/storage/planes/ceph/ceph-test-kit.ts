import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { startCephCluster, type CephCluster } from '../../../../test/ceph-cluster';
import { testAttempt } from '../../../../test/attempt';
import { signedIn, startTestServer, type TestServer } from '../../../../test/harness';
import { resetConfig } from '../../../../config/config';
import { CloudStorageServiceEntity } from '../../../services';
import { RgwAdmin } from './rgw-admin';

/** What the Ceph plane's tests share: clients of the throw-away cluster, waiting, a customer with storage. */

/** The portal's Admin Ops client on the cluster (`endpoint` elsewhere: e.g. a closed port, for an outage). */
export const adminOf = (ceph: CephCluster, opts: { endpoint?: string; secret?: string; timeoutMs?: number } = {}) =>
  new RgwAdmin({
    endpoint: opts.endpoint ?? ceph.rgwUrl,
    credentials: { accessKeyId: ceph.adminAccessKey, secretAccessKey: opts.secret ?? ceph.adminSecretKey, region: 'us-east-1' },
    timeoutMs: opts.timeoutMs,
  });

/** An AWS SDK client on RGW with a customer's key. */
export const rgwS3 = (ceph: CephCluster, k: { accessKeyId: string; secretAccessKey: string }) =>
  new S3Client({ endpoint: ceph.rgwUrl, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: k.accessKeyId, secretAccessKey: k.secretAccessKey }, maxAttempts: 1 });

/** 'OK', or the S3 error code RGW answered. */
export const s3Code = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: unknown) => (e instanceof S3ServiceException ? e.name : String(e)),
  );

export { eventually } from '../../storage-test-kit';

const PLANE_ENV = ['STORAGE_PLANE', 'CEPH_RGW_URL', 'CEPH_RGW_ADMIN_ACCESS_KEY', 'CEPH_RGW_ADMIN_SECRET_KEY', 'S3_PUBLIC_URL'] as const;

/**
 * For one test file: a throw-away Ceph and a portal configured with STORAGE_PLANE=ceph on it (RGW
 * is also the public S3 endpoint), started before its tests and stopped after them, the
 * environment put back as it was. The portal's jobs are not started: a test runs their ticks.
 */
export function cephPortalPerFile(): { readonly ceph: CephCluster; readonly server: TestServer } {
  const world = {} as { ceph: CephCluster; server: TestServer };
  const saved = Object.fromEntries(PLANE_ENV.map((k) => [k, process.env[k]]));
  beforeAll(async () => {
    world.ceph = await startCephCluster();
    Object.assign(process.env, { STORAGE_PLANE: 'ceph', CEPH_RGW_URL: world.ceph.rgwUrl, CEPH_RGW_ADMIN_ACCESS_KEY: world.ceph.adminAccessKey, CEPH_RGW_ADMIN_SECRET_KEY: world.ceph.adminSecretKey });
    delete process.env.S3_PUBLIC_URL;
    resetConfig();
    world.server = await startTestServer();
  });
  afterAll(async () => {
    await world.server?.close();
    await world.ceph?.stop();
    for (const k of PLANE_ENV) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetConfig();
  });
  return world;
}

/** A signed-in seeded customer (n) with an active Object Storage service of `storageAmount` GB. */
export async function customerWithService(server: TestServer, n: number, storageAmount: number) {
  const { user, client } = await signedIn(server, n);
  const now = new Date();
  const service = await server.db.getRepository(CloudStorageServiceEntity).save({
    userId: user.id,
    name: `Storage ${n}`,
    serviceType: 'Object Storage',
    storageAmount,
    cost: 'KSh 0',
    status: 'active' as const,
    region: 'kenya' as const,
    planType: null,
    // A CI retry's bucket is not the one its first run left on RGW (test/attempt.ts).
    bucket: testAttempt() === 0 ? `svc-${n}-namespace` : `svc-${n}-r${testAttempt()}-namespace`,
    startDate: now,
    updatedAt: now,
  });
  return { user, client, service };
}
