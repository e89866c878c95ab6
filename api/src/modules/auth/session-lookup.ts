import type { DataSource, EntityMetadata } from 'typeorm';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

export interface LiveSession {
  session: SessionEntity;
  user: UserEntity;
}

type Lookup = (sessionId: string) => Promise<LiveSession | null>;

const lookups = new WeakMap<DataSource, Lookup>();

/** `s.col AS "s__prop", …` for every column of an entity, and a function that hydrates such a row. */
function projection(db: DataSource, meta: EntityMetadata, alias: string) {
  const columns = meta.columns.filter((c) => !c.relationMetadata || c.isPrimary || c.referencedColumn);
  const select = columns.map((c) => `${alias}."${c.databaseName}" AS "${alias}__${c.propertyName}"`).join(', ');
  const hydrate = <T>(row: Record<string, unknown>): T => {
    const entity = meta.create() as Record<string, unknown>;
    for (const c of columns) entity[c.propertyName] = db.driver.prepareHydratedValue(row[`${alias}__${c.propertyName}`], c);
    return entity as T;
  };
  return { select, hydrate };
}

/**
 * The session row and its user in one indexed statement, prepared once per database: this runs on
 * every signed-in request, so it skips the ORM's query building and relation hydration (which cost
 * more than the whole request it guards). Columns come from the entities' metadata and values are
 * converted by the driver exactly as TypeORM would. Nothing is cached: revocation stays immediate.
 */
export function sessionLookup(db: DataSource): Lookup {
  let lookup = lookups.get(db);
  if (lookup) return lookup;
  const s = projection(db, db.getMetadata(SessionEntity), 's');
  const u = projection(db, db.getMetadata(UserEntity), 'u');
  const sql = `SELECT ${s.select}, ${u.select} FROM "sessions" s JOIN "users" u ON u."id" = s."user_id" WHERE s."id" = `;
  const toLive = (row: Record<string, unknown> | undefined): LiveSession | null =>
    row ? { session: s.hydrate<SessionEntity>(row), user: u.hydrate<UserEntity>(row) } : null;

  if (db.options.type === 'better-sqlite3') {
    const statement = (db.driver as unknown as { databaseConnection: { prepare(sql: string): { get(...a: unknown[]): unknown } } }).databaseConnection.prepare(`${sql}?`);
    lookup = async (id) => toLive(statement.get(id) as Record<string, unknown> | undefined);
  } else {
    const pool = (db.driver as unknown as { master: { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }> } }).master;
    lookup = async (id) => toLive((await pool.query({ name: 'mw-session-lookup', text: `${sql}$1`, values: [id] })).rows[0]);
  }
  lookups.set(db, lookup);
  return lookup;
}
