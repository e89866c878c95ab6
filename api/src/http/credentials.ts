import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { unmapIPv4 } from '../common/client-ip';
import { statusOf } from '../common/errors';
import { expectedError } from '../common/error-mapping';
import { authenticateAccessToken, bearerAccessToken, readOnlyTokenError } from '../modules/access-tokens/access-tokens.service';
import { resolveSession } from '../modules/auth/auth.service';
import { newCaller } from '../modules/caller';
import { sendError } from './rest';
import { sessionCookieOf, sessionCookiesOf, syncSessionHint } from './session-cookies';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A request that carries a personal access token: it is authenticated by that token alone, never by a cookie. */
export const hasBearerToken = (req: Request) => bearerAccessToken(req.get('authorization')) !== undefined;

/** An error before Apollo runs, in GraphQL's response shape (clients read `errors`, not `message`). */
function sendGraphqlError(res: Response, e: unknown): void {
  const known = expectedError(e);
  if (!known) return sendError(res, e);
  if (known.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(known.retryAfterSeconds));
  res.status(statusOf[known.code]).json({ errors: [{ message: known.message, extensions: { code: known.code } }] });
}

/**
 * Request context: who is asking. Either a personal access token (`Authorization: Bearer
 * mwk_pat_…`: a bad one is refused with 401, and the cookie is then never looked at), or the
 * session cookie checked against its row. CSRF rules exist for the cookie, which a browser sends
 * by itself; a token request carries no ambient credential, so for /graphql it is marked as
 * pre-flighted (Apollo's CSRF prevention) and the REST guard lets it through (http/guards.ts).
 * A read-only token may not send a state-changing REST request.
 */
export function withContext(db: DataSource, flavour: 'rest' | 'graphql') {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = newCaller({
        db,
        user: null,
        session: null,
        token: null,
        // Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d: stored and shown as a.b.c.d.
        ip: unmapIPv4(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
        userAgent: String(req.get('user-agent') ?? '').slice(0, 255),
        requestId: req.requestId!,
        cookies: sessionCookiesOf(req, res),
      });
      req.ctx = ctx;
      const bearer = bearerAccessToken(req.get('authorization'));
      if (bearer !== undefined) {
        await authenticateAccessToken(ctx, bearer);
        if (flavour === 'rest' && ctx.token?.scope === 'read' && !SAFE.has(req.method)) throw readOnlyTokenError();
        if (flavour === 'graphql') req.headers['apollo-require-preflight'] = 'true';
      } else {
        const resolved = await resolveSession(db, sessionCookieOf(req));
        ctx.user = resolved?.user ?? null;
        ctx.session = resolved?.session ?? null;
        // A hint left by an expired or revoked session (or an old name) is put right here.
        syncSessionHint(req, res, ctx.user);
      }
      next();
    } catch (e) {
      if (flavour === 'graphql') sendGraphqlError(res, e);
      else sendError(res, e);
    }
  };
}
