import type { ModuleDefinition } from '../module';
import { BlobGcEntity } from './entities/blob-gc.entity';
import { BucketCorsEntity } from './entities/bucket-cors.entity';
import { BucketLifecycleEntity } from './entities/bucket-lifecycle.entity';
import { BucketRestoreEntity } from './entities/bucket-restore.entity';
import { AccountPublicAccessEntity } from './entities/account-public-access.entity';
import { BucketPublicAccessEntity } from './entities/bucket-public-access.entity';
import { BucketEntity } from './entities/bucket.entity';
import { ConsoleCredentialEntity } from './entities/console-credential.entity';
import { KeyNetworkEntity } from './entities/key-network.entity';
import { ObjectPartEntity } from './entities/object-part.entity';
import { ObjectEntity } from './entities/object.entity';
import { ReservationEntity } from './entities/reservation.entity';
import { ServiceStorageUsageEntity } from './entities/service-usage.entity';
import { UploadPartEntity } from './entities/upload-part.entity';
import { UploadEntity } from './entities/upload.entity';
import { UsageCounterEntity } from './entities/usage-counter.entity';
import { Storage1763880000000 } from './migrations/1763880000000-Storage';
import { ConsoleEpoch1764400000000 } from './migrations/1764400000000-ConsoleEpoch';
import { KeyNetworks1764420000000 } from './migrations/1764420000000-KeyNetworks';
import { StorageReservations1764430000000 } from './migrations/1764430000000-StorageReservations';
import { BucketCors1764520000000 } from './migrations/1764520000000-BucketCors';
import { ObjectTags1764510000000 } from './migrations/1764510000000-ObjectTags';
import { LastRequest1764525000000 } from './migrations/1764525000000-LastRequest';
import { PublicAccess1764530000000 } from './migrations/1764530000000-PublicAccess';
import { AccountPublicAccess1764540000000 } from './migrations/1764540000000-AccountPublicAccess';
import { ObjectLock1764570000000 } from './migrations/1764570000000-ObjectLock';
import { Versioning1764550000000 } from './migrations/1764550000000-Versioning';
import { Lifecycle1764560000000 } from './migrations/1764560000000-Lifecycle';
import { BucketRestores1764580000000 } from './migrations/1764580000000-BucketRestores';
import { Snapshots1764590000000 } from './migrations/1764590000000-Snapshots';
import { CephBucketPlacements1764600000000 } from './migrations/1764600000000-CephBucketPlacements';
import { CephBucketPlacementEntity } from './entities/ceph-bucket-placement.entity';
import { CephBucketRestoreEntity } from './entities/ceph-bucket-restore.entity';
import { CephBucketRestores1764610000000 } from './migrations/1764610000000-CephBucketRestores';
import { CephKeyBucketEntity } from './entities/ceph-key-bucket.entity';
import { CephKeyUserEntity } from './entities/ceph-key-user.entity';
import { CephKeyScopes1764620000000 } from './migrations/1764620000000-CephKeyScopes';
import { SnapshotScheduleEntity } from './entities/snapshot-schedule.entity';
import { SnapshotEntity } from './entities/snapshot.entity';
import { ObjectVersionEntity } from './entities/object-version.entity';
import { storageResolvers } from './storage.resolvers';

/**
 * The storage plane: the S3-compatible gateway (its listener starts from main.ts with
 * startS3Server, see server.ts), buckets and objects of the customers' Object Storage services,
 * metering into usage_records, and the console's bucket browser API.
 */
export const storageModule: ModuleDefinition = {
  name: 'storage',
  entities: [BucketEntity, ServiceStorageUsageEntity, ObjectEntity, ObjectPartEntity, UploadEntity, UploadPartEntity, BlobGcEntity, UsageCounterEntity, ConsoleCredentialEntity, KeyNetworkEntity, ReservationEntity, BucketCorsEntity, BucketPublicAccessEntity, AccountPublicAccessEntity, ObjectVersionEntity, BucketLifecycleEntity, BucketRestoreEntity, SnapshotScheduleEntity, SnapshotEntity, CephBucketPlacementEntity, CephBucketRestoreEntity, CephKeyBucketEntity, CephKeyUserEntity],
  migrations: [Storage1763880000000, ConsoleEpoch1764400000000, KeyNetworks1764420000000, StorageReservations1764430000000, ObjectTags1764510000000, BucketCors1764520000000, LastRequest1764525000000, PublicAccess1764530000000, AccountPublicAccess1764540000000, Versioning1764550000000, Lifecycle1764560000000, ObjectLock1764570000000, BucketRestores1764580000000, Snapshots1764590000000, CephBucketPlacements1764600000000, CephBucketRestores1764610000000, CephKeyScopes1764620000000],
  resolvers: storageResolvers,
};
