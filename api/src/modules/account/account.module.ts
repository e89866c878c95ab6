import type { ModuleDefinition } from '../module';
import { accountResolvers } from './account.resolvers';
import { mountAccountRest } from './account.rest';
import { ApiKeyBucketEntity } from './api-key-bucket.entity';
import { ApiKeyEntity } from './api-key.entity';
import { AccountSecurity1763860000000 } from './migrations/1763860000000-AccountSecurity';
import { RecoveryCodesKeyed1763860000001 } from './migrations/1763860000001-RecoveryCodesKeyed';
import { KraPin1764200000001 } from './migrations/1764200000001-KraPin';
import { KeyPermissionsWider1764570000001 } from './migrations/1764570000001-KeyPermissionsWider';
import { KeyScopes1764500000000 } from './migrations/1764500000000-KeyScopes';
import { RecoveryCodeEntity } from './recovery-code.entity';
import { UserSettingsEntity } from './user-settings.entity';

/** Account security and settings: API keys, security events, 2FA, profile, preferences, export, deletion. */
export const accountModule: ModuleDefinition = {
  name: 'account',
  entities: [ApiKeyEntity, ApiKeyBucketEntity, UserSettingsEntity, RecoveryCodeEntity],
  migrations: [AccountSecurity1763860000000, RecoveryCodesKeyed1763860000001, KraPin1764200000001, KeyScopes1764500000000, KeyPermissionsWider1764570000001],
  resolvers: accountResolvers,
  rest: mountAccountRest,
};
