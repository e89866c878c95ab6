import { startTransition, useEffect, useState } from 'react';
import { brand } from '@/config/brand';
import { graphqlRequest } from '@/lib/graphql/request';
import { StorageEndpointQuery } from '../operations';
import type { S3Site } from './types';

let known: S3Site | null = null;

/**
 * The S3 endpoint the docs' samples use: the server's S3_PUBLIC_URL (Query.storageEndpoint),
 * asked once per page load without Apollo (the docs are a static page); the brand's public
 * endpoint until the answer arrives or if it fails.
 */
export function useS3Site(): S3Site {
  const [site, setSite] = useState<S3Site>(known ?? { endpoint: brand.s3.endpoint, region: brand.s3.region });
  useEffect(() => {
    if (known) return;
    let live = true;
    graphqlRequest(StorageEndpointQuery)
      .then((d) => {
        known = { endpoint: d.storageEndpoint.url, region: d.storageEndpoint.region };
        // Every sample on the page changes with the endpoint: render that in a transition, which
        // yields to the browser every few milliseconds instead of one long task on a slow phone.
        if (live) startTransition(() => setSite(known!));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return site;
}
