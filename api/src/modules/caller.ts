import type { DataSource } from 'typeorm';
import type { AccessTokenScope } from '../contracts/access-tokens';
import type { SessionEntity } from './auth/session.entity';
import type { UserEntity } from './auth/user.entity';
import { createLoaders, type Loaders } from './loaders';

/**
 * Who is calling a domain service, from where, with what: built once per request by the HTTP layer
 * (`http/credentials.ts`) and handed as it is to the REST shims and to the resolvers (it is the
 * GraphQL context). It knows no transport: no express request or response, no Apollo. Services take
 * it, or a `Pick` of the parts they use; nothing per-user lives in module state.
 */
export interface Caller {
  db: DataSource;
  /** The signed-in user (a session or a personal access token), or null. Their role is `user.userType`. */
  user: UserEntity | null;
  /** The session the request came with (null for a personal access token or an anonymous caller). */
  session: SessionEntity | null;
  /**
   * Set when the request was authenticated with a personal access token (`Authorization: Bearer
   * mwk_pat_…`) instead of a session: it limits what the caller may do (its scope; never admin
   * operations or account-security changes).
   */
  token: AccessTokenCredential | null;
  ip: string;
  userAgent: string;
  requestId: string;
  /** Request-scoped DataLoaders (fresh for every request, so no cache crosses users). */
  loaders: Loaders;
  /** Where the client keeps its session and second-factor challenge (the HTTP layer's cookies). */
  cookies: SessionCookies;
}

/** The personal access token a request was authenticated with. */
export interface AccessTokenCredential {
  id: number;
  name: string;
  scope: AccessTokenScope;
}

/**
 * A port for the two credentials the client holds between requests: the session token and the
 * pending second-factor challenge. Services say what changed (a session started, it ended); the
 * HTTP layer implements it with HttpOnly cookies (`http/session-cookies.ts`), so no service ever
 * sees a response object.
 */
export interface SessionCookies {
  /** The second-factor challenge token the client presented (not yet verified), if any. */
  twoFactorChallenge(): string | undefined;
  /** Start the session's cookie; `user` names the signed-in hint beside it (contracts/session-hint.ts). */
  setSession(token: string, user: { firstName: string | null }): void;
  clearSession(): void;
  setTwoFactorChallenge(token: string): void;
  clearTwoFactorChallenge(): void;
}

/** For callers outside HTTP (benchmarks, scripts): nothing to read, and writes go nowhere. */
export const NO_COOKIES: SessionCookies = {
  twoFactorChallenge: () => undefined,
  setSession: () => undefined,
  clearSession: () => undefined,
  setTwoFactorChallenge: () => undefined,
  clearTwoFactorChallenge: () => undefined,
};

export function newCaller(fields: Omit<Caller, 'loaders'>): Caller {
  return { ...fields, loaders: createLoaders(fields.db) };
}

/** Who did something, for the audit log. */
export interface Actor {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export const actorOf = (ctx: Pick<Caller, 'user' | 'ip' | 'userAgent' | 'requestId'>): Actor => ({
  userId: ctx.user?.id ?? null,
  ip: ctx.ip,
  userAgent: ctx.userAgent,
  requestId: ctx.requestId,
});
