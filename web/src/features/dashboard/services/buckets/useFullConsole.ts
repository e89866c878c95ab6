import { useQuery } from '@apollo/client/react';
import { StorageEndpointQuery } from './operations';

/**
 * Whether the bucket browser offers everything (daily snapshots, object lock turned on for an
 * existing bucket): on the embedded plane it does; on the Ceph plane it lists, creates and deletes
 * buckets and objects, makes links, edits tags, CORS and lifecycle rules and public access, handles
 * versions, point-in-time restores and object lock chosen at a bucket's creation, and the rest is
 * done with S3 tools. Until the answer is known, everything shows (the embedded plane is the default).
 */
export function useFullConsole(): boolean {
  return useQuery(StorageEndpointQuery).data?.storageEndpoint.plane !== 'CEPH';
}
