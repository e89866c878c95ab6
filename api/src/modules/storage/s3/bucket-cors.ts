import { sourceKey } from '../../../common/client-ip';
import { bucketNameProblem } from '../../../contracts/storage';
import { AppError } from '../../../common/errors';
import { Throttle } from '../../../common/throttle';
import type { BucketAccess } from '../domain/buckets';
import { bucketCors, matchActual, matchPreflight, preflightRules, requestedHeaders, type CorsMatch } from '../domain/cors';
import type { S3Context } from './context';
import { s3err } from './errors';

/**
 * The browser's side of per-bucket CORS (rules: domain/cors.ts). Preflights (OPTIONS with
 * Access-Control-Request-Method) carry no signature and are answered from the bucket's rules
 * alone; actual requests that name an Origin get the allowing rule's headers once the bucket is
 * resolved (operations.ts `run`). The portal's own origin is answered before this (cors.ts), with
 * or without customer rules.
 *
 * Billing (docs/storage.md, "Per-bucket CORS"): a preflight a rule allows is metered to the
 * bucket's service as a request of class `other` (counted, never priced, as S3's DELETE); one no
 * rule allows is not metered at all — anyone can send it, and S3 does not bill the bucket owner
 * for requests refused without their say. Refused preflights are throttled per source instead.
 */

/** Refused preflights a source may send before it is held back, and for how long. */
export const REFUSED_PREFLIGHTS = { points: 300, windowSeconds: 300, blockSeconds: 300 } as const;

const refusals = new Throttle('s3-refused-preflight', {
  points: REFUSED_PREFLIGHTS.points,
  durationSeconds: REFUSED_PREFLIGHTS.windowSeconds,
  blockSeconds: REFUSED_PREFLIGHTS.blockSeconds,
});

const VARY = 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method';
const NOT_ALLOWED =
  "CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.";
const NOT_ENABLED = 'CORSResponse: CORS is not enabled for this bucket.';

export const isPreflight = (ctx: S3Context) => ctx.method === 'OPTIONS' && ctx.h('access-control-request-method') !== undefined;

/** The headers an allowing rule gives, on a preflight and on the actual request. */
function allowHeaders(m: CorsMatch, origin: string): Record<string, string> {
  const h: Record<string, string> = {
    'access-control-allow-origin': m.anyOrigin ? '*' : origin,
    'access-control-allow-methods': m.rule.allowedMethods.join(', '),
    vary: VARY,
  };
  if (!m.anyOrigin) h['access-control-allow-credentials'] = 'true';
  if (m.rule.exposeHeaders.length) h['access-control-expose-headers'] = m.rule.exposeHeaders.join(', ');
  if (m.rule.maxAgeSeconds !== undefined) h['access-control-max-age'] = String(m.rule.maxAgeSeconds);
  return h;
}

async function refuse(ctx: S3Context, message: string): Promise<never> {
  await refusals.consume(sourceKey(ctx.clientIp)).catch((e) => {
    if (!(e instanceof AppError && e.code === 'TOO_MANY_REQUESTS')) throw e;
  });
  throw s3err('AccessForbidden', message, { Method: ctx.h('access-control-request-method') ?? '', ResourceType: ctx.key === null ? 'BUCKET' : 'OBJECT' });
}

/** Answer a preflight from the bucket's rules: 200 with the first allowing rule's headers, or S3's 403. */
export async function answerPreflight(ctx: S3Context): Promise<void> {
  if (ctx.uriError) throw ctx.uriError;
  try {
    await refusals.check(sourceKey(ctx.clientIp));
  } catch (e) {
    if (e instanceof AppError && e.code === 'TOO_MANY_REQUESTS') {
      throw s3err('SlowDown', 'Too many refused CORS requests from your address. Please reduce your request rate.', {}, { 'retry-after': String(e.retryAfterSeconds ?? REFUSED_PREFLIGHTS.blockSeconds) });
    }
    throw e;
  }
  const origin = ctx.h('origin');
  if (!origin) throw s3err('BadRequest', 'Insufficient information. Origin request header needed.');
  // A bucket that does not exist (or cannot, by its name) answers as one without rules: a preflight learns nothing more.
  const found = ctx.bucket && !bucketNameProblem(ctx.bucket) ? await preflightRules(ctx.gw.db, ctx.bucket) : null;
  if (!found) return refuse(ctx, NOT_ENABLED);
  const headers = requestedHeaders(ctx.h('access-control-request-headers'));
  const match = matchPreflight(found.rules, origin, ctx.h('access-control-request-method')!, headers);
  if (!match) return refuse(ctx, NOT_ALLOWED);
  ctx.serviceId = found.serviceId;
  ctx.requestClass = 'other';
  ctx.sendEmpty(200, { ...allowHeaders(match, origin), ...(headers.length ? { 'access-control-allow-headers': headers.join(', ') } : {}) });
}

/**
 * An actual request that names an Origin (not the portal's): the first rule allowing the origin
 * and the method adds its headers to the answer, error answers included. Costs one query, only
 * for requests that carry an Origin.
 */
export async function applyActualCors(ctx: S3Context, access: BucketAccess): Promise<void> {
  const origin = ctx.h('origin');
  if (!origin || ctx.res.hasHeader('access-control-allow-origin')) return;
  const rules = await bucketCors(ctx.gw.db, access);
  if (!rules) return;
  const match = matchActual(rules, origin, ctx.method);
  if (!match) {
    ctx.res.setHeader('vary', VARY);
    return;
  }
  for (const [k, v] of Object.entries(allowHeaders(match, origin))) ctx.res.setHeader(k, v);
}

/**
 * The same for a request whose caller is not known yet (a browser form upload carries its
 * credentials in its body): the bucket's rules by its name, as a preflight reads them, so a page
 * on an allowed origin can read any refusal of its upload. Tells nothing a preflight does not.
 */
export async function applyCorsOfBucket(ctx: S3Context): Promise<void> {
  const origin = ctx.h('origin');
  if (!origin || ctx.res.hasHeader('access-control-allow-origin') || !ctx.bucket || bucketNameProblem(ctx.bucket)) return;
  const found = await preflightRules(ctx.gw.db, ctx.bucket);
  if (!found) return;
  const match = matchActual(found.rules, origin, ctx.method);
  if (!match) {
    ctx.res.setHeader('vary', VARY);
    return;
  }
  for (const [k, v] of Object.entries(allowHeaders(match, origin))) ctx.res.setHeader(k, v);
}
