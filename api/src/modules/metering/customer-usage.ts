import type { Db } from '../../db/db';
import { CloudStorageServiceEntity } from '../services';

/** The customer's services (every status: usage of a since-disabled service is still theirs). */
export const customerServices = (db: Db, userId: number) =>
  db.getRepository(CloudStorageServiceEntity).find({ where: { userId }, order: { id: 'ASC' } });
