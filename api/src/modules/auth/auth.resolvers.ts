import type { Resolvers } from '../../generated/graphql';
import * as auth from './auth.service';
import { avatarUrlOf } from './user.view';

export const authResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.user,
  },
  Mutation: {
    register: async (_p, { input }, ctx) => ({ user: await auth.register(ctx, input) }),
    login: async (_p, { input }, ctx) => auth.login(ctx, input),
    logout: async (_p, _a, ctx) => {
      await auth.logout(ctx);
      return { success: true };
    },
  },
  User: {
    id: (u) => String(u.id),
    avatarUrl: (u) => avatarUrlOf(u),
  },
};
