/**
 * The public face of the storage module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * storage.module.ts, which only the registry imports.
 */
export { revokeConsoleLinks } from './console/credential';
export { rgwAccessOf } from './planes/ceph/desired';
export { cephBucketIdsOf } from './planes/ceph/key-users';
export { hasPolicyWildcard } from './planes/ceph/key-grants';
export { CephKeyBucketEntity } from './entities/ceph-key-bucket.entity';
export { deleteBucket } from './domain/buckets';
export { BucketNotEmptyError, NoSuchBucketError } from './domain/errors';
export { journalDoomed } from './domain/journal';
export { lockLedger } from './domain/ledger';
export { emptyBucket } from './domain/objects';
export { retainedIn, retainedMessage } from './domain/object-lock';
export { retainedOnCeph } from './planes/ceph/retained';
export { storageTx } from './domain/tx';
export { BucketEntity } from './entities/bucket.entity';
export { ObjectEntity } from './entities/object.entity';
export { ServiceStorageUsageEntity } from './entities/service-usage.entity';
export { UsageCounterEntity } from './entities/usage-counter.entity';
