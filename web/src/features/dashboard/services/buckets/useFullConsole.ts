import { useQuery } from '@apollo/client/react';
import { StorageEndpointQuery } from './operations';

/**
 * Whether the bucket browser offers object lock for an existing bucket: the embedded plane does;
 * Ceph RGW turns object lock on only when a bucket is created, so there the choice is made in the
 * create form. Everything else is on both planes. Until the answer is known, everything shows (the
 * embedded plane is the default).
 */
export function useFullConsole(): boolean {
  return useQuery(StorageEndpointQuery).data?.storageEndpoint.plane !== 'CEPH';
}
