import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { config } from '../config/config';
import { AppError } from '../common/errors';
import { logger } from '../common/logger';
import { modules } from '../modules/registry';
import type { RequestContext } from './context';
import { mergeResolvers } from './merge';
import { DateTime } from './scalars';

/** Find schema.graphql whether running from sources (api/src/graphql) or from dist (dist/api/src/graphql). */
export function schemaPath(): string {
  const candidates = [path.resolve(__dirname, '../../../schema.graphql'), path.resolve(__dirname, '../../../../schema.graphql'), path.resolve('schema.graphql')];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('schema.graphql not found');
  return found;
}

export function schemaParts() {
  const typeDefs = fs.readFileSync(schemaPath(), 'utf8');
  const resolvers = mergeResolvers([{ DateTime }, ...modules.map((m) => m.resolvers ?? {})]);
  return { typeDefs, resolvers };
}

/** Codes we send as they are; anything else is masked with an id that the log also has. */
const PASS_THROUGH = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS', 'TWO_FACTOR_REQUIRED', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE']);

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: { ...original.extensions } };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code && PASS_THROUGH.has(code) && !(original instanceof Error && !(original instanceof GraphQLError))) {
    const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  const errorId = crypto.randomUUID();
  logger.error({ errorId, err: original instanceof Error ? { message: original.message, stack: original.stack } : String(original) }, 'unexpected GraphQL error');
  return { message: `Internal server error (reference ${errorId})`, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', errorId } };
}

export async function createApolloServer() {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
    costLimit: { maxCost: 5000 },
    // "Did you mean" hints leak field names; off in production (introspection stays on for integrators).
    blockFieldSuggestion: { enabled: config().isProduction },
  });
  const protection = armor.protect();
  const server = new ApolloServer<RequestContext>({
    ...schemaParts(),
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config().isProduction,
    formatError,
    plugins: [...protection.plugins],
    validationRules: [...protection.validationRules],
  });
  await server.start();
  return server;
}
