/**
 * The public face of the account module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * account.module.ts, which only the registry imports.
 */
export { ApiKeyEntity, type ApiKeyPermission } from './api-key.entity';
export { authenticateAccessKey, stampAccessKeyUse, type AccessKeyScope } from './api-keys.service';
export { checkLoginIp, idleTimeoutOf } from './login-policy';
export { revokeCredentials } from './revoke-credentials';
export { UserSettingsEntity } from './user-settings.entity';
