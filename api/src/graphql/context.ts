/**
 * Transitional: the request's caller moved to modules/caller.ts (and `Db` to db/db.ts) so that no
 * module imports the GraphQL layer. This re-export goes once every module imports them from there.
 */
export type { Caller as RequestContext, Actor, AccessTokenCredential } from '../modules/caller';
export { actorOf } from '../modules/caller';
export type { Db } from '../db/db';
