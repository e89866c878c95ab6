import type { Router } from 'express';
import { bodyOf, shim } from '../../http/rest';
import { unauthenticated } from '../../common/errors';
import * as auth from './auth.service';
import { publicUser } from './user.view';

/** REST shims of spec section 7 for accounts; same services as the resolvers. */
export function mountAuthRest(router: Router): void {
  router.get('/auth/user', shim(async (ctx) => {
    if (!ctx.user) throw unauthenticated('Not authenticated');
    return publicUser(ctx.user);
  }));

  router.post('/auth/login', shim(async (ctx, req) => {
    const result = await auth.login(ctx, bodyOf(req));
    if (result.twoFactorRequired) return { twoFactorRequired: true, message: 'Two-factor authentication code required' };
    return publicUser(result.user);
  }));

  router.post('/auth/register', shim(async (ctx, req) => publicUser(await auth.register(ctx, bodyOf(req))), 201));

  router.post('/auth/logout', shim(async (ctx) => {
    await auth.logout(ctx);
    return { success: true };
  }));
}
