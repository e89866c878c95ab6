import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { CephCluster } from '../../../../test/ceph-cluster';
import { signedIn, type TestServer } from '../../../../test/harness';
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
    bucket: `svc-${n}-namespace`,
    startDate: now,
    updatedAt: now,
  });
  return { user, client, service };
}
