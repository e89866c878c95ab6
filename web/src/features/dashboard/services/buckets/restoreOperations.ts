import { graphql } from '@/gql';

/** Point-in-time restore of a versioned bucket: start one, and follow the bucket's restores. */
export const BucketRestoresQuery = graphql(`
  query DashboardBucketRestores($serviceId: ID!, $bucket: String!) {
    bucketRestores(serviceId: $serviceId, bucket: $bucket) {
      id
      prefix
      pointInTime
      status
      keysExamined
      versionsRestored
      markersWritten
      bytesCopied
      error
      createdAt
      finishedAt
    }
  }
`);

export const StartBucketRestoreMutation = graphql(`
  mutation DashboardStartBucketRestore($input: StartBucketRestoreInput!) {
    startBucketRestore(input: $input) {
      restore {
        id
        status
      }
    }
  }
`);
