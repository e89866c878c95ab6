import type { Resolvers } from '../../generated/graphql';
import * as account from './account.service';
import * as keys from './api-keys.service';
import { deleteAccount } from './deletion.service';
import { codedText } from '../../common/coded-text';
import { listSecurityEvents, securityOverview } from './security-overview.service';
import * as settings from './settings.service';
import * as twoFactor from './two-factor.service';

/** Thin adapters: every rule is in the services. */
export const accountResolvers: Resolvers = {
  Query: {
    apiKeys: (_p, _a, ctx) => keys.listApiKeys(ctx),
    apiKeyScopeBuckets: (_p, _a, ctx) => keys.scopeBucketChoices(ctx),
    securityEvents: (_p, args, ctx) => listSecurityEvents(ctx, args),
    securityOverview: (_p, _a, ctx) => securityOverview(ctx),
    accountSettings: (_p, _a, ctx) => settings.getAccountSettings(ctx),
  },
  Mutation: {
    createApiKey: (_p, { input }, ctx) => keys.createApiKey(ctx, input),
    revokeApiKey: (_p, { input }, ctx) => keys.revokeApiKey(ctx, input),
    setApiKeyStatus: async (_p, { input }, ctx) => ({ apiKey: await keys.setApiKeyStatus(ctx, input) }),
    startTwoFactorEnrolment: (_p, _a, ctx) => twoFactor.startTwoFactorEnrolment(ctx),
    confirmTwoFactor: (_p, { input }, ctx) => twoFactor.confirmTwoFactor(ctx, input),
    disableTwoFactor: async (_p, { input }, ctx) => ({ user: await twoFactor.disableTwoFactor(ctx, input) }),
    completeTwoFactorLogin: async (_p, { input }, ctx) => ({ user: await twoFactor.completeTwoFactorLogin(ctx, input) }),
    updateProfile: async (_p, { input }, ctx) => ({ user: await account.updateProfile(ctx, input) }),
    updateNotificationSettings: async (_p, { input }, ctx) => ({ settings: await settings.updateNotificationSettings(ctx, input) }),
    updatePreferences: async (_p, { input }, ctx) => ({ settings: await settings.updatePreferences(ctx, input) }),
    updateSecuritySettings: async (_p, { input }, ctx) => ({ settings: await settings.updateSecuritySettings(ctx, input) }),
    changePassword: (_p, { input }, ctx) => account.changePassword(ctx, input),
    deleteAccount: (_p, { input }, ctx) => deleteAccount(ctx, input),
  },
  SecurityEvent: {
    actionCode: (e) => codedText(e.action).code,
    actionParams: (e) => codedText(e.action).params,
  },
  ApiKey: {
    id: (k) => String(k.id),
    maskedSecret: (k) => keys.maskSecret(k.secretLast4),
    permissions: (k) => keys.permissionsOf(k),
    // The services fill scopeBuckets for a whole list in one query; a key that reached here without them loads its own.
    scope: async (k, _a, ctx) => (k.scoped ? { buckets: k.scopeBuckets ?? (await keys.withScopes(ctx.db, [k]))[0]!.scopeBuckets ?? [], prefix: k.scopePrefix } : null),
  },
};
