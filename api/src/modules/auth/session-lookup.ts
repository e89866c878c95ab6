import type { DataSource, EntityMetadata } from 'typeorm';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

export interface LiveSession {
  session: SessionEntity;
  user: UserEntity;
}

type Lookup = (sessionId: string) => Promise<LiveSession | null>;

const lookups = new WeakMap<DataSource, Lookup>();

/**
 * `s.col, …` for every column of an entity, in a fixed order, and a function that hydrates such
 * columns from an array row starting at `offset`.
 */
function projection(db: DataSource, meta: EntityMetadata, alias: string, offset: number) {
  const columns = meta.columns.filter((c) => !c.relationMetadata || c.isPrimary || c.referencedColumn);
  const select = columns.map((c) => `${alias}."${c.databaseName}"`).join(', ');
  const hydrate = <T>(row: unknown[]): T => {
    const entity = meta.create() as Record<string, unknown>;
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i]!;
      entity[c.propertyName] = db.driver.prepareHydratedValue(row[offset + i], c);
    }
    return entity as T;
  };
  return { select, hydrate, width: columns.length };
}

/**
 * The session row and its user in one indexed statement, prepared once per database: this runs on
 * every signed-in request, so it skips the ORM's query building and relation hydration (which cost
 * more than the whole request it guards). Rows come back as arrays (no per-row keyed object with
 * ~40 property names to build), columns come from the entities' metadata and values are converted
 * by the driver exactly as TypeORM would. Nothing is cached: revocation stays immediate.
 */
export function sessionLookup(db: DataSource): Lookup {
  let lookup = lookups.get(db);
  if (lookup) return lookup;
  const s = projection(db, db.getMetadata(SessionEntity), 's', 0);
  const u = projection(db, db.getMetadata(UserEntity), 'u', s.width);
  const sql = `SELECT ${s.select}, ${u.select} FROM "sessions" s JOIN "users" u ON u."id" = s."user_id" WHERE s."id" = `;
  const toLive = (row: unknown[] | undefined): LiveSession | null =>
    row ? { session: s.hydrate<SessionEntity>(row), user: u.hydrate<UserEntity>(row) } : null;

  if (db.options.type === 'better-sqlite3') {
    type Statement = { raw(on: boolean): Statement; get(...a: unknown[]): unknown };
    const connection = (db.driver as unknown as { databaseConnection: { prepare(sql: string): Statement } }).databaseConnection;
    const statement = connection.prepare(`${sql}?`).raw(true);
    lookup = async (id) => toLive(statement.get(id) as unknown[] | undefined);
  } else {
    type Pool = { query(q: { name: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }> };
    const pool = (db.driver as unknown as { master: Pool }).master;
    lookup = async (id) => toLive((await pool.query({ name: 'mw-session-lookup', text: `${sql}$1`, values: [id], rowMode: 'array' })).rows[0]);
  }
  lookups.set(db, lookup);
  return lookup;
}
