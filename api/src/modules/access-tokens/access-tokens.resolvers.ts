import type { Resolvers } from '../../generated/graphql';
import * as tokens from './access-tokens.service';

/** Thin adapters: every rule is in access-tokens.service. */
export const accessTokenResolvers: Resolvers = {
  Query: {
    personalAccessTokens: (_p, _a, ctx) => tokens.listAccessTokens(ctx),
  },
  Mutation: {
    createPersonalAccessToken: (_p, { input }, ctx) => tokens.createAccessToken(ctx, input),
    revokePersonalAccessToken: async (_p, { input }, ctx) => ({ token: await tokens.revokeAccessToken(ctx, input) }),
  },
  PersonalAccessToken: {
    id: (t) => String(t.id),
    status: (t) => tokens.statusOfToken(t),
  },
};
