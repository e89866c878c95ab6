import type { ModuleDefinition } from '../module';
import { authResolvers } from './auth.resolvers';
import { mountAuthRest } from './auth.rest';
import { AccountTokenEntity } from './account-token.entity';
import { Accounts1763800000000 } from './migrations/1763800000000-Accounts';
import { AccountRecovery1763800000001 } from './migrations/1763800000001-AccountRecovery';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

/** Accounts, sessions, login throttling, e-mail verification, password reset and the admin guard. */
export const authModule: ModuleDefinition = {
  name: 'auth',
  entities: [UserEntity, SessionEntity, AccountTokenEntity],
  migrations: [Accounts1763800000000, AccountRecovery1763800000001],
  resolvers: authResolvers,
  rest: mountAuthRest,
};
