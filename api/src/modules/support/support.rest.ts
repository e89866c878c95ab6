import type { Router } from 'express';
import { bodyOf, shim } from '../../http/rest';
import { createTicket } from './support.service';

/** POST /api/support/tickets: the support form for REST callers; same service as the mutation. */
export function mountSupportRest(router: Router): void {
  router.post('/support/tickets', shim(async (ctx, req) => {
    const t = await createTicket(ctx, bodyOf(req));
    return { id: t.id, reference: t.reference, status: t.status, createdAt: t.createdAt.toISOString() };
  }, 201));
}
