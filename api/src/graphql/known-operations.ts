import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import type { Caller } from '../modules/caller';
import type { CompiledExecutor } from './compiled-executor';
import { tokenMayRun } from './token-scope';

/**
 * The fast path of /graphql for operations the server already knows (issue 32 item 1).
 *
 * Apollo's request pipeline costs about as much as our own work for a small query: the HTTP request
 * copied into its header map, the document hashed and looked up, `Accept` negotiated, a dozen
 * plugin hooks awaited per request (bench/README.md, "What the GraphQL layer costs"). For a
 * document it has already parsed, validated and compiled (compiled-executor.ts) none of that can
 * change the answer, so this handler runs the compiled operation itself and answers exactly as
 * Apollo would: the same status, content type and body.
 *
 * Anything else goes on to Apollo untouched, which stays the one place for every other case:
 * - a document not yet seen twice (Apollo parses, validates and compiles it), a GET, a body that is
 *   not a JSON object with a string `query`, `variables` or `extensions` that are not objects, a persisted-query
 *   extension, an `Accept` Apollo would refuse;
 * - a mutation with a read-only access token (Apollo's tokenScope plugin refuses it, 403);
 * - variables the operation refuses (nothing ran: Apollo words the 400);
 * - an answer with errors: the resolvers ran once, here; Apollo then runs the same request and the
 *   executor hands it that result (`answerWith`), so formatError, the plugins that read errors and
 *   the HTTP status an error carries stay Apollo's, with no second run of any resolver.
 */

/** Apollo's media types (@apollo/server MEDIA_TYPES) for a single JSON result. */
const APPLICATION_JSON = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json; charset=utf-8';
const MAX_ACCEPT_VALUES = 64;

/**
 * The content type Apollo picks for a single result (its chooseContentTypeForSingleResultResponse,
 * with the same negotiator), or null where Apollo answers 406. Browsers and SDKs send a handful of
 * distinct Accept headers: the answer is kept per header value, in a bounded map.
 */
const negotiated = new Map<string, string | null>();
export function contentTypeFor(accept: string | undefined): string | null {
  if (!accept) return APPLICATION_JSON;
  let type = negotiated.get(accept);
  if (type === undefined) {
    type = new Negotiator({ headers: { accept } }).mediaType([APPLICATION_JSON, GRAPHQL_RESPONSE_JSON]) ?? null;
    if (negotiated.size >= MAX_ACCEPT_VALUES) negotiated.clear();
    negotiated.set(accept, type);
  }
  return type;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function knownOperations(executor: CompiledExecutor, isStopped: () => boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    if (req.method !== 'POST' || isStopped() || !isRecord(body) || typeof body.query !== 'string') return next();
    const { query, operationName, variables, extensions } = body;
    if (operationName != null && typeof operationName !== 'string') return next();
    if (variables != null && !isRecord(variables)) return next();
    if (extensions != null && (!isRecord(extensions) || 'persistedQuery' in extensions)) return next();
    // Apollo's CSRF prevention lets a JSON body through; anything else is Apollo's to judge.
    if (!req.headers['content-type']?.toLowerCase().startsWith('application/json')) return next();
    const contentType = contentTypeFor(req.headers.accept);
    if (!contentType) return next();
    const known = executor.known(query, operationName ?? undefined);
    if (!known) return next();
    const ctx = req.ctx as Caller;
    if (!tokenMayRun(ctx, known.kind)) return next(); // Apollo's tokenScope plugin answers the 403
    // As Apollo does, the resolvers get a shallow copy of the request's context.
    const contextValue = Object.assign(Object.create(Object.getPrototypeOf(ctx) as object) as Caller, ctx);
    Promise.resolve(known.compiled.query(undefined, contextValue, variables ?? {}))
      .then((result) => {
        if (!('data' in result)) return next(); // refused before any resolver ran
        if (result.errors?.length) {
          executor.answerWith(ctx, result);
          return next();
        }
        res.status(200).setHeader('content-type', contentType);
        // Apollo's own serialisation (runHttpQuery's prettyJSONStringify of errors, data, extensions).
        res.send(JSON.stringify({ data: result.data, extensions: result.extensions }) + '\n');
      })
      .catch(next);
  };
}
