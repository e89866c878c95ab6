import type { Router } from 'express';
import { bodyOf, shim } from '../../http/rest';
import * as services from './services.service';
import { serviceView } from './service.view';

/** REST shims of spec section 7 for services: the same service functions as GraphQL. */
export function mountServicesRest(router: Router): void {
  router.get('/cloud-storage-services', shim(async (ctx, req) => {
    const list = await services.listMyServices(ctx, { includeCancelled: req.query.includeCancelled === 'true' });
    return list.map((s) => serviceView(s, ctx.user));
  }));

  router.post('/cloud-storage-services', shim(async (ctx, req) => serviceView(await services.createService(ctx, bodyOf(req)), ctx.user), 201));
}
