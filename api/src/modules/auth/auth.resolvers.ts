import type { Resolvers } from '../../generated/graphql';
import * as auth from './auth.service';
import { resendVerification, verifyEmail } from './email-verification.service';
import { login } from './login.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { register } from './register.service';
import { listMySessions, previousSignInAt, revokeMySession, revokeOtherSessions } from './sessions.service';
import { avatarUrlOf } from './user.view';

export const authResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.user,
    mySessions: (_p, _a, ctx) => listMySessions(ctx),
  },
  Mutation: {
    register: (_p, { input }, ctx) => register(ctx, input),
    login: (_p, { input }, ctx) => login(ctx, input),
    logout: async (_p, _a, ctx) => {
      await auth.logout(ctx);
      return { success: true };
    },
    requestPasswordReset: (_p, { input }, ctx) => requestPasswordReset(ctx, input),
    resetPassword: (_p, { input }, ctx) => resetPassword(ctx, input),
    verifyEmail: (_p, { input }, ctx) => verifyEmail(ctx, input),
    resendVerificationEmail: (_p, _a, ctx) => resendVerification(ctx),
    revokeSession: (_p, { input }, ctx) => revokeMySession(ctx, input),
    revokeOtherSessions: (_p, _a, ctx) => revokeOtherSessions(ctx),
  },
  User: {
    id: (u) => String(u.id),
    avatarUrl: (u) => avatarUrlOf(u),
    emailVerified: (u) => Boolean(u.emailVerifiedAt),
    previousSignInAt: (u, _a, ctx) => previousSignInAt(ctx, u),
  },
};
