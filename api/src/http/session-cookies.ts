import type { Request, Response } from 'express';
import { config } from '../config/config';
import type { SessionCookies } from '../modules/caller';
import { SESSION_LIFETIME_SECONDS, TWO_FACTOR_CHALLENGE_SECONDS } from '../modules/auth/session-token';
import { SESSION_HINT_COOKIE, sessionHintName } from '../contracts/session-hint';

/** Cookie names over plain HTTP (development, tests, the e2e suite on http://127.0.0.1). */
export const SESSION_COOKIE = 'mw_session';
export const TWO_FACTOR_COOKIE = 'mw_2fa';
/**
 * Over HTTPS the names carry the `__Host-` prefix: browsers accept such a cookie only when it is
 * Secure, has Path=/ and no Domain, so a sibling subdomain or a plain-HTTP response cannot plant or
 * overwrite it (cookie tossing, session fixation).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SECURE_TWO_FACTOR_COOKIE = `__Host-${TWO_FACTOR_COOKIE}`;

/**
 * Did this request reach the portal over HTTPS? TLS on our own socket, `X-Forwarded-Proto: https`
 * from a proxy express trusts (TRUST_PROXY; never from anyone else), or a PUBLIC_URL that is https
 * (the proxy terminates TLS, so every request the public sees is HTTPS).
 */
export const isSecureRequest = (req: Request) => req.secure || (config().publicUrl?.startsWith('https://') ?? false);

type CookieKind = 'session' | '2fa';
const NAMES: Record<CookieKind, { secure: string; plain: string }> = {
  session: { secure: SECURE_SESSION_COOKIE, plain: SESSION_COOKIE },
  '2fa': { secure: SECURE_TWO_FACTOR_COOKIE, plain: TWO_FACTOR_COOKIE },
};

/** The one name a cookie has on this request: a secure request never reads the plain name (it could be planted). */
export const cookieNameFor = (req: Request, kind: CookieKind) => (isSecureRequest(req) ? NAMES[kind].secure : NAMES[kind].plain);

/** The cookie's value on this request, under the only name accepted there. */
export const readCookie = (req: Request, kind: CookieKind): string | undefined => {
  const value: unknown = req.cookies?.[cookieNameFor(req, kind)];
  return typeof value === 'string' ? value : undefined;
};

/** The session token of a request, under the one cookie name accepted on it (`__Host-` over HTTPS). */
export const sessionCookieOf = (req: Request) => readCookie(req, 'session');

/** HttpOnly, SameSite=Lax, Path=/, no Domain; Secure (and `__Host-`) over HTTPS. */
const cookieOptions = (req: Request, maxAgeSeconds: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isSecureRequest(req),
  path: '/',
  maxAge: maxAgeSeconds * 1000,
});

function clear(req: Request, res: Response, kind: CookieKind): void {
  res.clearCookie(cookieNameFor(req, kind), { ...cookieOptions(req, 0), maxAge: undefined });
  // A plain-named cookie left from before the site moved to HTTPS: removed too (it is never read there).
  if (isSecureRequest(req) && req.cookies?.[NAMES[kind].plain] !== undefined) res.clearCookie(NAMES[kind].plain, { path: '/' });
}

/**
 * Keep the signed-in hint (contracts/session-hint.ts) in step with the request's real session: set
 * for a signed-in user (their first name), removed when there is no session, written only when it
 * differs. Readable by scripts (its point), so it holds nothing but the name.
 */
export function syncSessionHint(req: Request, res: Response, user: { firstName: string | null } | null): void {
  const current: unknown = req.cookies?.[SESSION_HINT_COOKIE];
  const wanted = user ? encodeURIComponent(sessionHintName(user.firstName)) : undefined;
  if (current === wanted) return;
  if (wanted) res.cookie(SESSION_HINT_COOKIE, wanted, { ...cookieOptions(req, SESSION_LIFETIME_SECONDS), httpOnly: false, encode: String });
  else res.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: isSecureRequest(req) });
}

/** The caller's cookie port for one express request: services say what changed, this writes the Set-Cookie lines. */
export function sessionCookiesOf(req: Request, res: Response): SessionCookies {
  return {
    twoFactorChallenge: () => readCookie(req, '2fa'),
    setSession: (token, user) => {
      res.cookie(cookieNameFor(req, 'session'), token, cookieOptions(req, SESSION_LIFETIME_SECONDS));
      syncSessionHint(req, res, user);
    },
    clearSession: () => {
      clear(req, res, 'session');
      syncSessionHint(req, res, null);
    },
    setTwoFactorChallenge: (token) => void res.cookie(cookieNameFor(req, '2fa'), token, cookieOptions(req, TWO_FACTOR_CHALLENGE_SECONDS)),
    clearTwoFactorChallenge: () => clear(req, res, '2fa'),
  };
}
