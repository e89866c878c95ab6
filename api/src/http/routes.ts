import type { Router } from 'express';

export interface MountedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express path pattern, e.g. `/api/admin/users/:id`. */
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/**
 * The REST routes an express router really mounts, read from the router itself, so that tests (the
 * fuzzer, the API document) cover what is served and not a list that could drift from it.
 */
export function mountedRoutes(router: Router, prefix: string): MountedRoute[] {
  const stack = (router as unknown as { stack: Layer[] }).stack;
  return stack.flatMap((layer) => {
    if (!layer.route || typeof layer.route.path !== 'string') return [];
    const path = `${prefix}${layer.route.path}`;
    return Object.keys(layer.route.methods)
      .filter((m) => m !== '_all')
      .map((m) => ({ method: m.toUpperCase() as MountedRoute['method'], path }));
  });
}
