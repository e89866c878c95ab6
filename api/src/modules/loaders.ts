import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { UserEntity } from './auth/user.entity';
import { CloudStorageServiceEntity } from './services/service.entity';
import { settledAheadKeys } from './competition/rounds.query';
import { storageHoldsOf, type StorageHoldRow } from './billing/overdue';

/**
 * Request-scoped DataLoaders: lists resolve related rows in one statement per kind,
 * never one per row. Created fresh for every request so no cache crosses users.
 */
export function createLoaders(db: DataSource) {
  return {
    userById: new DataLoader<number, UserEntity | null>(async (ids) => {
      const rows = await db.getRepository(UserEntity).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    servicesByUserId: new DataLoader<number, CloudStorageServiceEntity[]>(async (ids) => {
      const rows = await db.getRepository(CloudStorageServiceEntity).find({ where: { userId: In([...ids]) }, order: { id: 'DESC' } });
      return ids.map((id) => rows.filter((r) => r.userId === id));
    }),
    /** Each customer's storage hold for an unpaid invoice (null: none), one statement per page of users. */
    storageHoldByUserId: new DataLoader<number, StorageHoldRow | null>(async (ids) => {
      const holds = await storageHoldsOf(db, ids);
      return ids.map((id) => holds.get(id) ?? null);
    }),
    /** Per promotion, the periods already drawn ahead of their draw time (so not the next draw). */
    settledAheadByPromotionId: new DataLoader<number, Set<string>>(async (ids) => {
      const map = await settledAheadKeys(db, ids, new Date());
      return ids.map((id) => map.get(id) ?? new Set<string>());
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
