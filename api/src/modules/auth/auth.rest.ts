import type { Router } from 'express';
import { bodyOf, shim } from '../../http/rest';
import { unauthenticated } from '../../common/errors';
import * as auth from './auth.service';
import { verifyEmail } from './email-verification.service';
import { login } from './login.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { register } from './register.service';
import { previousSignInAt } from './sessions.service';
import type { UserEntity } from './user.entity';
import { publicUser } from './user.view';
import type { Caller } from '../caller';

/** The signed-in user as /auth/user and /auth/login answer it: the public fields and when they last signed in before. */
async function signedInUser(ctx: Caller, u: UserEntity) {
  const previous = await previousSignInAt(ctx, u);
  return { ...publicUser(u), previousSignInAt: previous ? previous.toISOString() : null };
}

/** REST shims of spec section 7 for accounts, and the account-recovery paths; same services as the resolvers. */
export function mountAuthRest(router: Router): void {
  router.get('/auth/user', shim(async (ctx) => {
    if (!ctx.user) throw unauthenticated('Not authenticated');
    return signedInUser(ctx, ctx.user);
  }));

  router.post('/auth/login', shim(async (ctx, req) => {
    const result = await login(ctx, bodyOf(req));
    if (result.twoFactorRequired) return { twoFactorRequired: true, message: 'Two-factor authentication code required' };
    return signedInUser(ctx, result.user);
  }));

  // The same 201 body whether the address was free (signed in) or taken (not): GET /api/auth/user tells.
  router.post('/auth/register', shim(async (ctx, req) => register(ctx, bodyOf(req)), 201));

  router.post('/auth/logout', shim(async (ctx) => {
    await auth.logout(ctx);
    return { success: true };
  }));

  router.post('/auth/password-reset/request', shim(async (ctx, req) => requestPasswordReset(ctx, bodyOf(req))));
  router.post('/auth/password-reset/complete', shim(async (ctx, req) => resetPassword(ctx, bodyOf(req))));
  router.post('/auth/verify-email', shim(async (ctx, req) => verifyEmail(ctx, bodyOf(req))));
}
