/**
 * The public face of the auth module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * auth.module.ts, which only the registry imports.
 */
export { portalUrl, recoveryCodeUsedMessage, securityNoticeMessage, type TakenBack, takeoverNoticeMessage } from './account-mail';
export { createAccount, isAdminSession, pendingTwoFactorUser, requireAdmin, requireSessionUser, requireUser, revokeSessions, startSession } from './auth.service';
export { sendVerification } from './email-verification.service';
export { acceptablePassword } from './password-policy';
export { hashPassword, verifyPassword } from './password';
export { SessionEntity } from './session.entity';
export { requireLiveSession, withUserLock } from './user-lock';
export { UserEntity } from './user.entity';
export { avatarUrlOf, publicUser } from './user.view';
