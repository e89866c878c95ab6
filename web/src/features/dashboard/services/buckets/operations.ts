import { graphql } from '@/gql';

export const ServiceBucketsQuery = graphql(`
  query DashboardServiceBuckets($serviceId: ID!) {
    serviceBuckets(serviceId: $serviceId) {
      serviceId
      usable
      usedBytes
      quotaBytes
      buckets {
        name
        serviceId
        region
        residency
        objectCount
        bytes
        createdAt
        isPublic
        versioning
        objectLock {
          defaultRetention {
            mode
            days
            years
          }
        }
      }
    }
  }
`);

/** What object lock keeps in a service (the cancel dialog says it before the server refuses). */
export const ServiceLockedDataQuery = graphql(`
  query DashboardServiceLockedData($serviceId: ID!) {
    serviceBuckets(serviceId: $serviceId) {
      serviceId
      lockedData {
        until
        legalHold
      }
    }
  }
`);

export const BucketObjectsQuery = graphql(`
  query DashboardBucketObjects($bucket: String!, $prefix: String, $after: String, $first: Int) {
    bucketObjects(bucket: $bucket, prefix: $prefix, after: $after, first: $first) {
      bucket
      prefix
      folders
      objects {
        key
        size
        etag
        lastModified
        tags {
          key
          value
        }
      }
      nextCursor
    }
  }
`);

export const StorageEndpointQuery = graphql(`
  query DashboardStorageEndpoint {
    storageEndpoint {
      url
      region
      plane
    }
  }
`);

export const CreateBucketMutation = graphql(`
  mutation DashboardCreateBucket($input: CreateBucketInput!) {
    createBucket(input: $input) {
      bucket {
        name
        objectCount
        bytes
      }
    }
  }
`);

export const DeleteBucketMutation = graphql(`
  mutation DashboardDeleteBucket($input: DeleteBucketInput!) {
    deleteBucket(input: $input) {
      name
      deletedObjects
    }
  }
`);

export const DeleteObjectMutation = graphql(`
  mutation DashboardDeleteObject($input: DeleteObjectInput!) {
    deleteObject(input: $input) {
      bucket
      key
      success
    }
  }
`);

export const PresignObjectUrlMutation = graphql(`
  mutation DashboardPresignObjectUrl($input: PresignObjectUrlInput!) {
    presignObjectUrl(input: $input) {
      url
      method
      expiresAt
    }
  }
`);

/** Turn a bucket's versioning on (enabled: true) or suspend it; the bucket list refetches its state. */
export const SetBucketVersioningMutation = graphql(`
  mutation DashboardSetBucketVersioning($input: SetBucketVersioningInput!) {
    setBucketVersioning(input: $input) {
      bucket {
        name
        versioning
      }
    }
  }
`);

/** Every version of one object, newest first (ObjectVersionsDialog). */
export const ObjectVersionsQuery = graphql(`
  query DashboardObjectVersions($bucket: String!, $key: String!) {
    objectVersions(bucket: $bucket, key: $key) {
      bucket
      key
      versions {
        versionId
        isLatest
        deleteMarker
        size
        etag
        lastModified
        lockMode
        lockUntil
        legalHold
        locked
        retained
      }
    }
  }
`);

/** "Show deleted objects": one folder level's deleted objects and the sub-folders holding versions (DeletedObjects). */
export const DeletedObjectsQuery = graphql(`
  query DashboardDeletedObjects($bucket: String!, $prefix: String) {
    deletedObjects(bucket: $bucket, prefix: $prefix) {
      bucket
      prefix
      folders
      objects {
        key
        markerVersionId
        deletedAt
        size
      }
      truncated
    }
  }
`);

/** Delete one version for good (confirm: the word delete), or remove a delete marker (no confirm). */
export const DeleteObjectVersionMutation = graphql(`
  mutation DashboardDeleteObjectVersion($input: DeleteObjectVersionInput!) {
    deleteObjectVersion(input: $input) {
      bucket
      key
      versionId
      deleteMarker
    }
  }
`);

/** A presigned CopyObject of an old version onto its own key: the browser sends it with exactly these headers. */
export const PresignVersionRestoreMutation = graphql(`
  mutation DashboardPresignVersionRestore($input: PresignVersionRestoreInput!) {
    presignVersionRestore(input: $input) {
      url
      method
      headers {
        name
        value
      }
      expiresAt
    }
  }
`);

/** A bucket's CORS rules as BucketCorsDialog lists them; the save answers the same (the cache updates). */
export const BucketCorsFields = graphql(`
  fragment DashboardBucketCorsFields on BucketCors {
    bucket
    rules {
      id
      allowedOrigins
      allowedMethods
      allowedHeaders
      exposeHeaders
      maxAgeSeconds
    }
  }
`);

export const BucketCorsQuery = graphql(`
  query DashboardBucketCors($bucket: String!) {
    bucketCors(bucket: $bucket) {
      ...DashboardBucketCorsFields
    }
  }
`);

export const PutBucketCorsMutation = graphql(`
  mutation DashboardPutBucketCors($input: PutBucketCorsInput!) {
    putBucketCors(input: $input) {
      cors {
        ...DashboardBucketCorsFields
      }
    }
  }
`);

export const PutObjectTagsMutation = graphql(`
  mutation DashboardPutObjectTags($input: PutObjectTagsInput!) {
    putObjectTags(input: $input) {
      bucket
      key
      tags {
        key
        value
      }
    }
  }
`);

/** Whether a bucket is public, and how (PublicAccessDialog). */
export const BucketPublicAccessQuery = graphql(`
  query DashboardBucketPublicAccess($bucket: String!) {
    bucketPublicAccess(bucket: $bucket) {
      bucket
      isPublic
      publicPrefixes
      publicListing
      hasPolicy
      blockPublicAcls
      ignorePublicAcls
      blockPublicPolicy
      restrictPublicBuckets
      blockedByAccount
      publicUrl
    }
  }
`);

export const SetBucketPublicAccessMutation = graphql(`
  mutation DashboardSetBucketPublicAccess($input: SetBucketPublicAccessInput!) {
    setBucketPublicAccess(input: $input) {
      publicAccess {
        bucket
        isPublic
      }
    }
  }
`);

/** Set or clear a bucket's default retention (turns object lock on for good); the bucket list refetches. */
export const SetBucketDefaultRetentionMutation = graphql(`
  mutation DashboardSetBucketDefaultRetention($input: SetBucketDefaultRetentionInput!) {
    setBucketDefaultRetention(input: $input) {
      bucket {
        name
        objectLock {
          defaultRetention {
            mode
            days
            years
          }
        }
      }
    }
  }
`);

/** A legal hold on one version, on or off (the versions dialog refetches: versions have no cache id). */
export const SetObjectLegalHoldMutation = graphql(`
  mutation DashboardSetObjectLegalHold($input: SetObjectLegalHoldInput!) {
    setObjectLegalHold(input: $input) {
      bucket
      key
      version {
        versionId
        lockMode
        lockUntil
        legalHold
        locked
        retained
      }
    }
  }
`);

/** A later retention end for one version (the API refuses a shorter one). */
export const ExtendObjectRetentionMutation = graphql(`
  mutation DashboardExtendObjectRetention($input: ExtendObjectRetentionInput!) {
    extendObjectRetention(input: $input) {
      bucket
      key
      version {
        versionId
        lockMode
        lockUntil
        legalHold
        locked
        retained
      }
    }
  }
`);
