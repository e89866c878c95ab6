import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, type ExecutionResult, type GraphQLSchema, type OperationTypeNode, type SourceLocation } from 'graphql';
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

/** An operation Apollo has parsed, validated and resolved, compiled: what the fast path may run (known-operations.ts). */
export interface KnownOperation {
  compiled: CompiledQuery;
  /** query or mutation: a read-only token may run only queries. */
  kind: OperationTypeNode;
}

export interface CompiledExecutor extends GatewayExecutor {
  compiledCount: () => number;
  /**
   * The compiled operation for this exact document text and operation name, if Apollo has already
   * accepted it twice. Only Apollo's pipeline adds entries, after parsing, every validation rule and
   * the plugins' checks passed: a hit is a document known to be valid for this schema.
   */
  known: (query: string, operationName: string | undefined) => KnownOperation | undefined;
  /**
   * The fast path ran this request's operation and it answered with errors: Apollo formats those
   * (formatError, the plugins, HTTP status) by running the request again, and this executor then
   * hands back the result already computed instead of running the resolvers a second time.
   */
  answerWith: (context: object, result: ExecutionResult) => void;
}

/**
 * Where the fast path leaves a result for Apollo to format: a property of the request's context,
 * because Apollo hands the executor a shallow copy of the context object (which copies it along).
 */
const PRECOMPUTED = Symbol('result computed by the fast path');
type WithPrecomputed = { [PRECOMPUTED]?: ExecutionResult };

/** One key per document text and operation name (the text, not Apollo's hash of it: the fast path has only the text). */
const keyOf = (query: string, operationName: string | undefined) => `${operationName ?? ''}\u0000${query}`;

export function compiledExecutor(schema: GraphQLSchema): CompiledExecutor {
  const compiled = new Map<string, KnownOperation | null>();
  const seen = new Set<string>();
  const compiledFor = (key: string, compile: () => KnownOperation | null): KnownOperation | null | undefined => {
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
    const ready = (rc.context as WithPrecomputed)[PRECOMPUTED];
    if (ready) {
      delete (rc.context as WithPrecomputed)[PRECOMPUTED];
      return ready.errors ? { ...ready, errors: ready.errors.map(asGraphQLJsError) } : ready;
    }
    const known = compiledFor(keyOf(rc.source, rc.request.operationName ?? undefined), () => {
      const c = compileQuery(schema, rc.document, operationName);
      return isCompiledQuery(c) && rc.operation ? { compiled: c, kind: rc.operation.operation } : null;
    });
    if (known) {
      const result = await known.compiled.query(undefined, rc.context, variables);
      // No `data` at all: the request was refused before any resolver ran (a variable missing or of
      // the wrong type). graphql-js words that error as clients and Apollo expect it (the
      // variable's node, so Apollo answers 400 BAD_USER_INPUT), so let it say it.
      if ('data' in result) return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
    }
    return execute({ schema, document: rc.document, operationName, contextValue: rc.context, variableValues: variables });
  };
  return Object.assign(executor, {
    compiledCount: () => [...compiled.values()].filter(Boolean).length,
    known: (query: string, operationName: string | undefined) => {
      const key = keyOf(query, operationName);
      const hit = compiled.get(key);
      if (!hit) return undefined;
      compiled.delete(key);
      compiled.set(key, hit);
      return hit;
    },
    answerWith: (context: object, result: ExecutionResult) => {
      (context as WithPrecomputed)[PRECOMPUTED] = result;
    },
  });
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
