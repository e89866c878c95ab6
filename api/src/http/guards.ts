import type { NextFunction, Request, Response } from 'express';
import { config } from '../config/config';
import { hasBearerToken } from './credentials';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a state-changing request carrying the browser's cookies must be refused as cross-site, or
 * null: `Sec-Fetch-Site: cross-site` (every current browser sends it), or an Origin that is neither
 * ours nor a configured CORS origin. Requests without these headers (curl, SDKs, servers) pass:
 * they carry no cookie a browser added by itself.
 */
function crossSiteRefusal(req: Request): string | null {
  if (req.get('sec-fetch-site') === 'cross-site') return 'Cross-site requests are not allowed';
  const origin = req.get('origin');
  if (origin && !sameOrigin(req, origin) && !config().corsOrigins.includes(origin)) return 'Cross-site requests are not allowed';
  return null;
}

/**
 * CSRF guard for the REST shims: a state-changing request must not come cross-site, and any body
 * it carries must be application/json (a cross-site HTML form cannot send that without a CORS
 * preflight we never grant). Requests with a personal access token skip the cross-site checks
 * (they carry no cookie-borne authority) but not the JSON rule.
 */
export function restCsrfGuard(req: Request, res: Response, next: NextFunction): void {
  if (SAFE.has(req.method)) return next();
  // A personal access token is no ambient credential (a browser never adds it by itself), and a
  // request carrying one is authenticated by it alone (http/credentials.ts): no cross-site risk.
  if (hasBearerToken(req)) return checkJsonBody(req, res, next);
  const refusal = crossSiteRefusal(req);
  if (refusal) {
    res.status(403).json({ message: refusal });
    return;
  }
  checkJsonBody(req, res, next);
}

/**
 * The same cross-site rule for /graphql, before Apollo runs (Apollo's own CSRF prevention only
 * insists on a preflight-forcing header, which SameSite=Lax and the refused preflight back up; this
 * refuses the request outright, as REST does). GET (the explorer, queries) is never state-changing:
 * Apollo refuses mutations over GET. The refusal is GraphQL-shaped, as clients read `errors`.
 */
export function graphqlCsrfGuard(req: Request, res: Response, next: NextFunction): void {
  if (SAFE.has(req.method) || hasBearerToken(req)) return next();
  const refusal = crossSiteRefusal(req);
  if (refusal) {
    res.status(403).json({ errors: [{ message: refusal, extensions: { code: 'FORBIDDEN' } }] });
    return;
  }
  next();
}

/** Bodies are JSON (or an image for the avatar): anything else is refused with 415 before it is read. */
function checkJsonBody(req: Request, res: Response, next: NextFunction): void {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  const type = req.get('content-type');
  // The declared type is checked whether or not a body follows: `req.is()` answers null for an
  // empty body, which would refuse a bodiless JSON POST (logout, simulate) that is perfectly valid.
  if (type ? !acceptedMediaType(type) : hasBody) {
    res.status(415).json({ message: 'Content-Type must be application/json' });
    return;
  }
  next();
}

/** application/json (any parameters, e.g. charset) or an image (the avatar upload's raw body). */
export function acceptedMediaType(contentType: string): boolean {
  const media = contentType.split(';')[0]!.trim().toLowerCase();
  return media === 'application/json' || /^image\/[a-z0-9.+-]+$/.test(media);
}

function sameOrigin(req: Request, origin: string): boolean {
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}
