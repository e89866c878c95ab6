import type { ModuleDefinition } from '../module';
import { authResolvers } from './auth.resolvers';
import { mountAuthRest } from './auth.rest';
import { Accounts1763800000000 } from './migrations/1763800000000-Accounts';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

/** Accounts, sessions, login throttling and the admin guard. */
export const authModule: ModuleDefinition = {
  name: 'auth',
  entities: [UserEntity, SessionEntity],
  migrations: [Accounts1763800000000],
  resolvers: authResolvers,
  rest: mountAuthRest,
};
