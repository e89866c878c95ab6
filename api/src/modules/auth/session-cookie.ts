import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { config } from '../../config/config';
import { jwtSecret } from '../../common/secrets';

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
/** Absolute lifetime of a session, whatever the activity. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

const ISSUER = 'mawingu-portal';

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
 * The signing key as a KeyObject, made once: given the raw bytes, jsonwebtoken builds a key object
 * on every call, which made verifying a session cookie cost ~0.45 ms instead of ~8 µs.
 */
let signingKey: crypto.KeyObject | undefined;
const key = () => (signingKey ??= crypto.createSecretKey(jwtSecret()));

/** Sign a token for a purpose; HS256 only. */
export function signToken(purpose: 'session' | '2fa', subject: string, claims: Record<string, string>, ttlSeconds: number): string {
  return jwt.sign({ ...claims, pur: purpose }, key(), {
    algorithm: 'HS256',
    expiresIn: ttlSeconds,
    subject,
    issuer: ISSUER,
    jwtid: crypto.randomUUID(),
  });
}

type TokenPayload = jwt.JwtPayload & { sid?: string };

/**
 * Tokens whose signature has been verified, by their exact text, until they expire. The signature
 * of a session cookie cannot change, so checking it again on every request of the session only
 * costs CPU; the session row is still read on every request, so a revocation stays immediate.
 * Only valid tokens are remembered, and at most MAX_VERIFIED of them (oldest dropped first).
 */
const verified = new Map<string, TokenPayload>();
const MAX_VERIFIED = 10_000;

function remember(token: string, payload: TokenPayload): void {
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  verified.set(token, payload);
}

/** Verify with an explicit algorithm allowlist; null for anything invalid, expired or of another purpose. */
export function verifyToken(token: string | undefined, purpose: 'session' | '2fa'): TokenPayload | null {
  if (!token || token.length > 2048) return null;
  const known = verified.get(token);
  if (known) {
    if (known.pur === purpose && (known.exp ?? 0) * 1000 > Date.now()) return known;
    if ((known.exp ?? 0) * 1000 <= Date.now()) verified.delete(token);
    return null;
  }
  try {
    const payload = jwt.verify(token, key(), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload === 'string' || typeof payload.exp !== 'number') return null;
    remember(token, payload);
    return payload.pur === purpose ? payload : null;
  } catch {
    return null;
  }
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(cookieNameFor(req, 'session'), token, cookieOptions(req, SESSION_LIFETIME_SECONDS));
}

export const clearSessionCookie = (req: Request, res: Response) => clear(req, res, 'session');

export function setTwoFactorCookie(req: Request, res: Response, token: string): void {
  res.cookie(cookieNameFor(req, '2fa'), token, cookieOptions(req, TWO_FACTOR_CHALLENGE_SECONDS));
}

export const clearTwoFactorCookie = (req: Request, res: Response) => clear(req, res, '2fa');
