import { forbidden } from '../../common/errors';
import { config } from '../../config/config';
import type { Resolvers } from '../../generated/graphql';
import * as accountBlock from './console/account-public-access';
import * as console_ from './console/console.service';
import * as lifecycle from './console/lifecycle';
import * as objectLock from './console/object-lock';
import * as restore from './console/restore';
import * as snapshots from './console/snapshots';
import * as versions from './console/versions';

/**
 * On the Ceph plane the bucket browser's operations (they act on the embedded gateway's tables)
 * refuse, pointing the customer at RGW; the endpoint query still answers.
 */
function embeddedOnly<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([name, resolve]) => [
      name,
      (...args: unknown[]) => {
        if (config().storagePlane.kind === 'ceph') throw forbidden(`The bucket browser is not available on this storage yet: use an S3 client (AWS CLI, rclone, an SDK) with your access keys at ${config().s3.publicUrl}`);
        return (resolve as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as T;
}

/** GraphQL of the bucket browser and the public endpoint: parse, call the console service. */
export const storageResolvers: Resolvers = {
  Query: {
    storageEndpoint: () => console_.storageEndpoint(),
    ...embeddedOnly({
    serviceBuckets: (_p, { serviceId }, ctx) => console_.serviceBuckets(ctx, serviceId),
    bucketObjects: (_p, args, ctx) => console_.bucketObjects(ctx, args),
    bucketCors: (_p, { bucket }, ctx) => console_.bucketCorsFromConsole(ctx, bucket),
    bucketLifecycle: (_p, { bucket }, ctx) => lifecycle.bucketLifecycleFromConsole(ctx, bucket),
    bucketPublicAccess: (_p, { bucket }, ctx) => console_.bucketPublicAccessFromConsole(ctx, bucket),
    accountPublicAccessBlock: (_p, _a, ctx) => accountBlock.accountPublicAccessBlock(ctx),
    objectVersions: (_p, args, ctx) => versions.objectVersionsFromConsole(ctx, args),
    deletedObjects: (_p, args, ctx) => versions.deletedObjectsFromConsole(ctx, args),
    bucketRestores: (_p, args, ctx) => restore.bucketRestoresFromConsole(ctx, args),
    snapshotSchedule: (_p, { serviceId }, ctx) => snapshots.snapshotScheduleFromConsole(ctx, serviceId),
    } satisfies Resolvers['Query']),
  },
  ServiceBuckets: {
    // Only when asked for (the cancel dialog): it reads every lock bucket's versions. The parent already passed the ownership check.
    lockedData: (p, _a, ctx) => console_.serviceLockedData(ctx, p.serviceId),
  },
  Mutation: embeddedOnly({
    createBucket: (_p, { input }, ctx) => console_.createBucketFromConsole(ctx, input),
    deleteBucket: (_p, { input }, ctx) => console_.deleteBucketFromConsole(ctx, input),
    deleteObject: (_p, { input }, ctx) => console_.deleteObjectFromConsole(ctx, input),
    putObjectTags: (_p, { input }, ctx) => console_.putObjectTagsFromConsole(ctx, input),
    presignObjectUrl: (_p, { input }, ctx) => console_.presignObjectUrl(ctx, input),
    putBucketCors: (_p, { input }, ctx) => console_.putBucketCorsFromConsole(ctx, input),
    putBucketLifecycle: (_p, { input }, ctx) => lifecycle.putBucketLifecycleFromConsole(ctx, input),
    setBucketPublicAccess: (_p, { input }, ctx) => console_.setBucketPublicAccessFromConsole(ctx, input),
    setBucketVersioning: (_p, { input }, ctx) => versions.setBucketVersioningFromConsole(ctx, input),
    deleteObjectVersion: (_p, { input }, ctx) => versions.deleteObjectVersionFromConsole(ctx, input),
    presignVersionRestore: (_p, { input }, ctx) => versions.presignVersionRestore(ctx, input),
    setBucketDefaultRetention: (_p, { input }, ctx) => objectLock.setBucketDefaultRetentionFromConsole(ctx, input),
    setObjectLegalHold: (_p, { input }, ctx) => objectLock.setObjectLegalHoldFromConsole(ctx, input),
    extendObjectRetention: (_p, { input }, ctx) => objectLock.extendObjectRetentionFromConsole(ctx, input),
    putAccountPublicAccessBlock: (_p, { input }, ctx) => accountBlock.putAccountPublicAccessBlockFromConsole(ctx, input),
    startBucketRestore: (_p, { input }, ctx) => restore.startBucketRestoreFromConsole(ctx, input),
    setSnapshotSchedule: (_p, { input }, ctx) => snapshots.setSnapshotScheduleFromConsole(ctx, input),
    takeSnapshot: (_p, { serviceId }, ctx) => snapshots.takeSnapshotFromConsole(ctx, serviceId),
  } satisfies Resolvers['Mutation']),
};
