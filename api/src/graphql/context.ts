import type { Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserEntity } from '../modules/auth/user.entity';
import type { SessionEntity } from '../modules/auth/session.entity';
import type { AccessTokenScope } from '../contracts/access-tokens';
import { createLoaders, type Loaders } from './loaders';

/**
 * Built once per request (GraphQL or REST): who is asking, from where, and fresh DataLoaders.
 * Services receive it (or the parts they need); nothing per-user lives in module state.
 */
export interface RequestContext {
  db: DataSource;
  user: UserEntity | null;
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
  req: Request;
  res: Response;
  loaders: Loaders;
}

/** The personal access token a request was authenticated with. */
export interface AccessTokenCredential {
  id: number;
  name: string;
  scope: AccessTokenScope;
}

/** Who did something, for the audit log. */
export interface Actor {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export const actorOf = (ctx: Pick<RequestContext, 'user' | 'ip' | 'userAgent' | 'requestId'>): Actor => ({
  userId: ctx.user?.id ?? null,
  ip: ctx.ip,
  userAgent: ctx.userAgent,
  requestId: ctx.requestId,
});

export type Db = DataSource | EntityManager;

export function newContext(fields: Omit<RequestContext, 'loaders'>): RequestContext {
  return { ...fields, loaders: createLoaders(fields.db) };
}
