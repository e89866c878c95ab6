import fs from 'node:fs';
import type { Server } from 'node:http';
import crypto from 'node:crypto';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, GraphQLScalarType, Kind, parse, type GraphQLFormattedError } from 'graphql';
import { config } from '../config/config';
import { expectedError } from '../common/error-mapping';
import { logger } from '../common/logger';
import { schemaPath } from '../common/schema-path';
import { currentRequestId } from '../common/request-scope';
import type { Caller } from '../modules/caller';
import { modules } from '../modules/registry';
import { compiledExecutor, compiledSchemaGateway } from './compiled-executor';
import { mergeResolvers } from './merge';
import { DateTime } from './scalars';
import { SupportedOperationsOnly } from './validation-rules';
import { tokenScope } from './token-scope';

/**
 * A scalar's resolver replaces the type the SDL declared, description included: give it the SDL's
 * description, so introspection (GraphiQL's Docs, integrators' codegen) keeps what schema.graphql says.
 */
function describedAsInSdl(scalar: GraphQLScalarType, typeDefs: string): GraphQLScalarType {
  const node = parse(typeDefs).definitions.find((d) => d.kind === Kind.SCALAR_TYPE_DEFINITION && d.name.value === scalar.name);
  const description = node && 'description' in node ? node.description?.value : undefined;
  return new GraphQLScalarType({ ...scalar.toConfig(), description });
}

export function schemaParts() {
  const typeDefs = fs.readFileSync(schemaPath(), 'utf8');
  const resolvers = mergeResolvers([{ DateTime: describedAsInSdl(DateTime, typeDefs) }, ...modules.map((m) => m.resolvers ?? {})]);
  return { typeDefs, resolvers };
}

/** Codes we send as they are; anything else is masked with an id that the log also has. */
const PASS_THROUGH = new Set([
  'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS', 'TWO_FACTOR_REQUIRED',
  'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * An error graphql-js or Apollo raised about the request itself (not one thrown by our code while
 * resolving): it has no original error and no field path. Examples: "Too many errors processing
 * variables", "Schema is not configured to execute subscription operation". The client sent
 * something wrong; that is a BAD_REQUEST, not an internal error.
 */
const isRequestError = (original: unknown, formatted: GraphQLFormattedError) => original instanceof GraphQLError && !original.originalError && !formatted.path;

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const known = expectedError(original);
  if (known) {
    const { http: _http, ...extensions } = known.extensions as Record<string, unknown>;
    return { message: known.message, path: formatted.path, extensions };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code && PASS_THROUGH.has(code) && !(original instanceof Error && !(original instanceof GraphQLError))) {
    const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  if (isRequestError(original, formatted)) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_REQUEST' } };
  }
  // The reference the client sees is the request id: the access log and this error line carry it too.
  const errorId = currentRequestId() ?? crypto.randomUUID();
  logger.error({ err: original instanceof Error ? { message: original.message, stack: original.stack } : String(original) }, 'unexpected GraphQL error');
  return { message: `Internal server error (reference ${errorId})`, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', errorId } };
}

/** Tokens a document may have; enforced by graphql-js's own parser, so a bad document is a 400, not a plugin crash. */
export const MAX_TOKENS = 2000;

/**
 * The Apollo server. With `httpServer`, its drain plugin lets in-flight operations finish on
 * shutdown; termination signals are ours to handle (main.ts), so Apollo never re-raises them.
 */
/**
 * A response holding a SERVICE_UNAVAILABLE error (the database went away under a resolver) leaves
 * with HTTP 503 and Retry-After, as REST does, so clients and load balancers back off.
 */
const unavailableAsHttp503: ApolloServerPlugin<Caller> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          response.http.status = 503;
          response.http.headers.set('retry-after', '5');
        }
      },
    };
  },
};

/** The Apollo server, and its executor (for the known operations' fast path: known-operations.ts). */
export async function createApolloServer(httpServer?: Server, drainGraceMs = 10_000) {
  const armor = new ApolloArmor({
    // A fragment spread is measured at the depth and cost of its fields (armor's default counts
    // each spread as extra levels): the web's documents spread fragments colocated with components.
    maxDepth: { n: 10, flattenFragments: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    // The token limit is graphql-js's `parseOptions.maxTokens` below: armor's re-parse in a plugin hook
    // turned every syntax error into an HTTP 500.
    maxTokens: { enabled: false },
    costLimit: { maxCost: 5000, flattenFragments: true },
    // "Did you mean" hints leak field names; off in production (introspection stays on for integrators).
    blockFieldSuggestion: { enabled: config().isProduction },
  });
  const protection = armor.protect();
  const { typeDefs, resolvers } = schemaParts();
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  const executor = compiledExecutor(schema);
  const server = new ApolloServer<Caller>({
    gateway: compiledSchemaGateway(schema, typeDefs, executor),
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config().isProduction,
    formatError,
    parseOptions: { maxTokens: MAX_TOKENS },
    // The web app sends whole documents; automatic persisted queries would only add a cache to attack.
    persistedQueries: false,
    stopOnTerminationSignals: false,
    plugins: [
      ...protection.plugins,
      ApolloServerPluginLandingPageDisabled(),
      // No type or field carries a cache hint (every answer is private and fresh). Apollo's default
      // cache-control plugin would still wrap every field resolver to compute a policy nobody reads.
      ApolloServerPluginCacheControlDisabled(),
      tokenScope,
      unavailableAsHttp503,
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: drainGraceMs })] : []),
    ],
    validationRules: [...protection.validationRules, SupportedOperationsOnly],
  });
  await server.start();
  return { server, executor };
}
