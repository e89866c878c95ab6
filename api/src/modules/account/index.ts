import type { ModuleDefinition } from '../module';

/** Account security and settings: API keys, security events, 2FA, profile, preferences, export, deletion. */
export const accountModule: ModuleDefinition = {
  name: 'account',
};
