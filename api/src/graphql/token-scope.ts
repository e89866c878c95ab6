import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationTypeNode } from 'graphql';
import type { Caller } from '../modules/caller';
import { readOnlyTokenError } from '../modules/access-tokens/access-tokens.service';

/**
 * A read-only personal access token runs queries only: a mutation is refused before it starts
 * (FORBIDDEN, HTTP 403). Admin fields and account-security mutations refuse every token in their
 * services (requireAdmin, requireSessionUser). The one rule, for Apollo's pipeline (the plugin) and
 * for the known operations' fast path (known-operations.ts).
 */
export const tokenMayRun = (caller: Pick<Caller, 'token'>, kind: OperationTypeNode | undefined): boolean => caller.token?.scope !== 'read' || kind === 'query';

export const tokenScope: ApolloServerPlugin<Caller> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (!tokenMayRun(contextValue, operation?.operation)) throw readOnlyTokenError();
      },
    };
  },
};
