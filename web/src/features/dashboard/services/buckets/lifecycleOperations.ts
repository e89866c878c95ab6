import { graphql } from '@/gql';

/** A bucket's lifecycle rules as BucketLifecycleDialog lists them, and the hour (UTC) they run at. */
export const BucketLifecycleQuery = graphql(`
  query DashboardBucketLifecycle($bucket: String!) {
    bucketLifecycle(bucket: $bucket) {
      bucket
      runHourUtc
      rules {
        id
        enabled
        filter {
          prefix
          tags {
            key
            value
          }
          objectSizeGreaterThan
          objectSizeLessThan
        }
        expiration {
          days
          date
          expiredObjectDeleteMarker
        }
        noncurrentVersionExpiration {
          noncurrentDays
          newerNoncurrentVersions
        }
        abortIncompleteMultipartUpload {
          daysAfterInitiation
        }
      }
    }
  }
`);

/** The whole configuration replaced (an empty list removes it); the dialog refetches the query. */
export const PutBucketLifecycleMutation = graphql(`
  mutation DashboardPutBucketLifecycle($input: PutBucketLifecycleInput!) {
    putBucketLifecycle(input: $input) {
      lifecycle {
        bucket
        runHourUtc
      }
    }
  }
`);
