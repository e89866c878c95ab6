import type { ModuleDefinition } from '../module';
import { AccessTokenEntity } from './access-token.entity';
import { accessTokenResolvers } from './access-tokens.resolvers';
import { PersonalAccessTokens1764300000000 } from './migrations/1764300000000-PersonalAccessTokens';

/**
 * Personal access tokens for integrators (`Authorization: Bearer mwk_pat_…` on /graphql and
 * /api/*). The HTTP layer authenticates them (http/app.ts); this module creates, lists and
 * revokes them. Not the S3 access keys (account module).
 */
export const accessTokensModule: ModuleDefinition = {
  name: 'access-tokens',
  entities: [AccessTokenEntity],
  migrations: [PersonalAccessTokens1764300000000],
  resolvers: accessTokenResolvers,
};
