import { isS3ServiceType } from '../../../../contracts/storage';

/**
 * Which service a bucket on RGW belongs to. Pure: metering bills by it, the console lists by it,
 * and provisioning suspends a bucket whose service is not active by it (desired.ts).
 */

export interface MeteredService {
  id: number;
  userId: number;
  serviceType: string;
  status: string;
  bucket: string | null;
  /** Buckets the customer created in the console under this service (ceph_bucket_placements). */
  placed?: readonly string[];
}

/**
 * The customer of an RGW user the portal made (`mw<id>$owner`, or `mw<id>$k<keyId>` for a
 * bucket-scoped key, whose ListBuckets the usage log puts under it: desired.ts), or null for another.
 */
export function customerOfRgwUser(user: string): number | null {
  const m = /^mw(\d+)\$(?:owner|k\d+)$/.exec(user);
  return m ? Number(m[1]) : null;
}

/**
 * Which of a customer's services (oldest first) a bucket's bytes and traffic are metered to. RGW
 * keeps one quota per customer (desired.ts), so a bucket is not created inside a service: one the
 * console created under a service belongs to it (the customer chose), else the embedded plane's
 * rule for a new bucket applies: the service that reserved its name, else the oldest active Object
 * Storage service, else the oldest active S3 service; while none is active (the RGW user is
 * suspended, the bytes are still held) the oldest S3 service.
 */
export function serviceOfBucket(services: readonly MeteredService[], bucket: string): number | null {
  const s3 = services.filter((s) => isS3ServiceType(s.serviceType));
  const reserved = s3.find((s) => s.placed?.includes(bucket)) ?? s3.find((s) => s.bucket === bucket);
  if (reserved) return reserved.id;
  const active = s3.filter((s) => s.status === 'active');
  return (active.find((s) => s.serviceType === 'Object Storage') ?? active[0] ?? s3[0])?.id ?? null;
}
