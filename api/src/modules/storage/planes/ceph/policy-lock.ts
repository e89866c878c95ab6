import { DataSource } from 'typeorm';
import type { Db } from '../../../../db/db';

/**
 * One writer of a customer's bucket policies on RGW at a time. Two writers read-modify-write the
 * same documents: the console's public/private switch (console-public.ts keeps the portal's
 * statements) and the provisioning job's statements of bucket-scoped keys (key-users.ts keeps the
 * customer's). Unserialised, the later write could drop what the earlier one added (a key's
 * statements, or the public read the customer just turned on) until the next change.
 *
 * In this process the writers of a customer queue; across processes (several portals on one
 * PostgreSQL) a transaction-scoped advisory lock on the customer serialises them. SQLite is one
 * process. The lock is held only for the RGW calls of one customer's policies.
 */

/** The advisory lock's namespace (first key); the customer's id is the second. */
export const POLICY_LOCK_NAMESPACE = 17638301;

const queues = new Map<number, Promise<void>>();

export async function withPolicyLock<T>(db: Db, userId: number, fn: () => Promise<T>): Promise<T> {
  const before = queues.get(userId) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  queues.set(userId, tail);
  await before;
  try {
    const source = db instanceof DataSource ? db : db.connection;
    if (source.options.type !== 'postgres') return await fn();
    return await source.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1, $2)', [POLICY_LOCK_NAMESPACE, userId]);
      return fn();
    });
  } finally {
    release();
    if (queues.get(userId) === tail) queues.delete(userId);
  }
}
