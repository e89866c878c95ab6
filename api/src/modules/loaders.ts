import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { UserEntity } from './auth/user.entity';
import { CloudStorageServiceEntity } from './services/service.entity';

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
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
