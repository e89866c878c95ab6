import type { DataSource } from 'typeorm';
import type { UserEntity } from '../modules/auth/user.entity';

export interface DemoAccounts {
  customer: UserEntity;
  admin: UserEntity;
}

/** A module's demo data, run in registry order on a fresh database after the demo accounts exist. */
export type DemoSeeder = (db: DataSource, accounts: DemoAccounts) => Promise<void>;
