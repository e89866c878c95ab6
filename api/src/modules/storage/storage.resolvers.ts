import { config } from '../../config/config';
import type { Resolvers } from '../../generated/graphql';
import * as accountBlock from './console/account-public-access';
import * as console_ from './console/console.service';
import * as cephConsole from './planes/ceph/console';
import { rgwTenantOf, rgwUidOf } from './planes/ceph/desired';
import * as cephVersions from './planes/ceph/console-versions';
import * as cephLifecycle from './planes/ceph/console-lifecycle';
import * as cephPublic from './planes/ceph/console-public';
import * as cephLock from './planes/ceph/console-lock';
import * as cephRestore from './planes/ceph/console-restore';
import * as cephSnapshots from './planes/ceph/snapshots';
import * as lifecycle from './console/lifecycle';
import * as objectLock from './console/object-lock';
import * as restore from './console/restore';
import * as snapshots from './console/snapshots';
import * as versions from './console/versions';

/** The bucket browser's core (buckets, objects, tags, links, CORS, versions, lifecycle, public access, object lock, point-in-time restores, daily snapshots) on whichever plane runs: the Ceph plane's answers come from RGW. */
const onPlane =
  <A extends unknown[], R>(embedded: (...a: A) => R, ceph: (...a: A) => R) =>
  (...args: A): R =>
    (config().storagePlane.kind === 'ceph' ? cephConsole.whenRgwAnswers(ceph as (...a: A) => Promise<Awaited<R>>) : embedded)(...args) as R;

/** GraphQL of the bucket browser and the public endpoint: parse, call the console service. */
export const storageResolvers: Resolvers = {
  Query: {
    storageEndpoint: () => console_.storageEndpoint(),
    serviceBuckets: (_p, { serviceId }, ctx) => onPlane(console_.serviceBuckets, cephConsole.serviceBuckets)(ctx, serviceId),
    bucketObjects: (_p, args, ctx) => onPlane(console_.bucketObjects, cephConsole.bucketObjects)(ctx, args),
    bucketCors: (_p, { bucket }, ctx) => onPlane(console_.bucketCorsFromConsole, cephConsole.bucketCors)(ctx, bucket),
    bucketLifecycle: (_p, { bucket }, ctx) => onPlane(lifecycle.bucketLifecycleFromConsole, cephLifecycle.bucketLifecycle)(ctx, bucket),
    objectVersions: (_p, args, ctx) => onPlane(versions.objectVersionsFromConsole, cephVersions.objectVersions)(ctx, args),
    deletedObjects: (_p, args, ctx) => onPlane(versions.deletedObjectsFromConsole, cephVersions.deletedObjects)(ctx, args),
    bucketPublicAccess: (_p, { bucket }, ctx) => onPlane(console_.bucketPublicAccessFromConsole, cephPublic.bucketPublicAccess)(ctx, bucket),
    accountPublicAccessBlock: (_p, _a, ctx) => accountBlock.accountPublicAccessBlock(ctx),
    bucketRestores: (_p, args, ctx) => onPlane(restore.bucketRestoresFromConsole, cephRestore.bucketRestores)(ctx, args),
    // The schedule and its restore points are the portal's rows on both planes.
    snapshotSchedule: (_p, { serviceId }, ctx) => snapshots.snapshotScheduleFromConsole(ctx, serviceId),
  },
  StorageEndpoint: {
    tenant: (_p, _a, ctx) => (config().storagePlane.kind === 'ceph' && ctx.user ? rgwTenantOf(rgwUidOf(ctx.user.id)) : null),
  },
  ServiceBuckets: {
    // Only when asked for (the cancel dialog): it reads every lock bucket's versions. The parent already passed the ownership check.
    lockedData: (p, _a, ctx) => onPlane(console_.serviceLockedData, cephLock.serviceLockedData)(ctx, p.serviceId),
  },
  Mutation: {
    createBucket: (_p, { input }, ctx) => onPlane(console_.createBucketFromConsole, cephConsole.createBucket)(ctx, input),
    deleteBucket: (_p, { input }, ctx) => onPlane(console_.deleteBucketFromConsole, cephConsole.deleteBucket)(ctx, input),
    deleteObject: (_p, { input }, ctx) => onPlane(console_.deleteObjectFromConsole, cephConsole.deleteObject)(ctx, input),
    presignObjectUrl: (_p, { input }, ctx) => onPlane(console_.presignObjectUrl, cephConsole.presignObjectUrl)(ctx, input),
    putBucketCors: (_p, { input }, ctx) => onPlane(console_.putBucketCorsFromConsole, cephConsole.putBucketCors)(ctx, input),
    putBucketLifecycle: (_p, { input }, ctx) => onPlane(lifecycle.putBucketLifecycleFromConsole, cephLifecycle.putBucketLifecycle)(ctx, input),
    setBucketVersioning: (_p, { input }, ctx) => onPlane(versions.setBucketVersioningFromConsole, cephVersions.setBucketVersioning)(ctx, input),
    deleteObjectVersion: (_p, { input }, ctx) => onPlane(versions.deleteObjectVersionFromConsole, cephVersions.deleteObjectVersion)(ctx, input),
    presignVersionRestore: (_p, { input }, ctx) => onPlane(versions.presignVersionRestore, cephVersions.presignVersionRestore)(ctx, input),
    putObjectTags: (_p, { input }, ctx) => onPlane(console_.putObjectTagsFromConsole, cephConsole.putObjectTags)(ctx, input),
    setBucketPublicAccess: (_p, { input }, ctx) => onPlane(console_.setBucketPublicAccessFromConsole, cephPublic.setBucketPublicAccess)(ctx, input),
    putAccountPublicAccessBlock: (_p, { input }, ctx) => onPlane(accountBlock.putAccountPublicAccessBlockFromConsole, cephPublic.putAccountPublicAccessBlock)(ctx, input),
    setBucketDefaultRetention: (_p, { input }, ctx) => onPlane(objectLock.setBucketDefaultRetentionFromConsole, cephLock.setBucketDefaultRetention)(ctx, input),
    setObjectLegalHold: (_p, { input }, ctx) => onPlane(objectLock.setObjectLegalHoldFromConsole, cephLock.setObjectLegalHold)(ctx, input),
    extendObjectRetention: (_p, { input }, ctx) => onPlane(objectLock.extendObjectRetentionFromConsole, cephLock.extendObjectRetention)(ctx, input),
    startBucketRestore: (_p, { input }, ctx) => onPlane(restore.startBucketRestoreFromConsole, cephRestore.startBucketRestore)(ctx, input),
    setSnapshotSchedule: (_p, { input }, ctx) => onPlane(snapshots.setSnapshotScheduleFromConsole, cephSnapshots.setSnapshotSchedule)(ctx, input),
    takeSnapshot: (_p, { serviceId }, ctx) => onPlane(snapshots.takeSnapshotFromConsole, cephSnapshots.takeSnapshot)(ctx, serviceId),
  },
};
