import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { config } from '../../config/config';
import { jwtSecret } from '../../common/secrets';

export const SESSION_COOKIE = 'mw_session';
export const TWO_FACTOR_COOKIE = 'mw_2fa';
/** Absolute lifetime of a session, whatever the activity. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

const ISSUER = 'mawingu-portal';

const secure = (req: Request) => req.secure || (config().publicUrl?.startsWith('https://') ?? false);

const cookieOptions = (req: Request, maxAgeSeconds: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secure(req),
  path: '/',
  maxAge: maxAgeSeconds * 1000,
});

/** Sign a token for a purpose; HS256 only. */
export function signToken(purpose: 'session' | '2fa', subject: string, claims: Record<string, string>, ttlSeconds: number): string {
  return jwt.sign({ ...claims, pur: purpose }, jwtSecret(), {
    algorithm: 'HS256',
    expiresIn: ttlSeconds,
    subject,
    issuer: ISSUER,
    jwtid: crypto.randomUUID(),
  });
}

/** Verify with an explicit algorithm allowlist; null for anything invalid, expired or of another purpose. */
export function verifyToken(token: string | undefined, purpose: 'session' | '2fa'): (jwt.JwtPayload & { sid?: string }) | null {
  if (!token || token.length > 2048) return null;
  try {
    const payload = jwt.verify(token, jwtSecret(), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload === 'string' || payload.pur !== purpose) return null;
    return payload;
  } catch {
    return null;
  }
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, cookieOptions(req, SESSION_LIFETIME_SECONDS));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { ...cookieOptions(req, 0), maxAge: undefined });
}

export function setTwoFactorCookie(req: Request, res: Response, token: string): void {
  res.cookie(TWO_FACTOR_COOKIE, token, cookieOptions(req, TWO_FACTOR_CHALLENGE_SECONDS));
}

export function clearTwoFactorCookie(req: Request, res: Response): void {
  res.clearCookie(TWO_FACTOR_COOKIE, { ...cookieOptions(req, 0), maxAge: undefined });
}
