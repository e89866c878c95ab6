import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, type GraphQLSchema, type SourceLocation } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Runs each operation the server sees again as a compiled function (graphql-jit) instead of
 * graphql-js's generic executor: graphql-js walks the document for every request and pays ≈ 2 µs
 * per resolved field in bookkeeping (a promise check and a path object per field), which was most
 * of what /graphql cost above its REST twin (bench/graphql-cost.ts, bench/README.md). The same
 * resolvers run, the same errors come back, and Apollo's pipeline (parsing, the validation rules,
 * the plugins, formatError) is unchanged: only the execution step differs.
 *
 * - An operation is compiled on its second sighting, so a stream of one-off documents (an attacker's,
 *   or an integrator's exploring) costs what graphql-js costs and fills no code cache.
 * - At most MAX_COMPILED operations are kept (least recently used out); the sightings are bounded too.
 * - A document graphql-jit declines to compile runs on graphql-js, and so does a request refused
 *   before execution (its variables), for graphql-js's exact error.
 *
 * Apollo Server 4+ takes a custom executor only through its gateway interface, so this is a gateway
 * that "loads" our own schema once.
 */
const MAX_COMPILED = 500;
const MAX_SIGHTINGS = 5_000;

export function compiledExecutor(schema: GraphQLSchema): GatewayExecutor & { compiledCount: () => number } {
  const compiled = new Map<string, CompiledQuery | null>();
  const seen = new Set<string>();
  const compiledFor = (key: string, compile: () => CompiledQuery | null): CompiledQuery | null | undefined => {
    const hit = compiled.get(key);
    if (hit !== undefined) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      compiled.delete(key);
      compiled.set(key, hit);
      return hit;
    }
    if (!seen.has(key)) {
      if (seen.size >= MAX_SIGHTINGS) seen.clear();
      seen.add(key);
      return undefined;
    }
    seen.delete(key);
    const made = compile();
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value as string);
    compiled.set(key, made);
    return made;
  };
  const executor: GatewayExecutor = async (rc) => {
    const operationName = rc.operationName ?? undefined;
    const variables = rc.request.variables ?? {};
    const query = compiledFor(`${rc.queryHash}:${operationName ?? ''}`, () => {
      const c = compileQuery(schema, rc.document, operationName);
      return isCompiledQuery(c) ? c : null;
    });
    if (query) {
      const result = await query.query(undefined, rc.context, variables);
      // No `data` at all: the request was refused before any resolver ran (a variable missing or of
      // the wrong type). graphql-js words that error as clients and Apollo expect it (the
      // variable's node, so Apollo answers 400 BAD_USER_INPUT), so let it say it.
      if ('data' in result) return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
    }
    return execute({ schema, document: rc.document, operationName, contextValue: rc.context, variableValues: variables });
  };
  return Object.assign(executor, { compiledCount: () => [...compiled.values()].filter(Boolean).length });
}

/**
 * graphql-jit's errors are its own GraphQLError look-alikes: their message cannot be changed (the
 * armor plugin masks field suggestions in place) and they lack what graphql-js's carry. Give Apollo,
 * the plugins and formatError graphql-js's own, with the same message, path, locations, original
 * error and extensions (the original error's, as graphql-js copies them).
 */
function asGraphQLJsError(e: GraphQLError): GraphQLError {
  const copy = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? undefined, extensions: e.extensions });
  if (e.locations) (copy as { locations?: readonly SourceLocation[] }).locations = e.locations;
  return copy;
}

/** The gateway Apollo Server asks for the schema and the executor (see above). */
export function compiledSchemaGateway(schema: GraphQLSchema, sdl: string, executor: GatewayExecutor): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: sdl });
      return () => undefined;
    },
    async load() {
      return { executor };
    },
    async stop() {},
  };
}
