import type { Router } from 'express';
import type { ModuleDefinition } from './module';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { servicesModule } from './services/services.module';
import { pricingModule } from './pricing/pricing.module';
import { supportModule } from './support/support.module';
import { competitionModule } from './competition/competition.module';
import { meteringModule } from './metering/metering.module';
import { billingModule } from './billing/billing.module';
import { accountModule } from './account/account.module';
import { accessTokensModule } from './access-tokens/access-tokens.module';
import { adminModule } from './admin/admin.module';
import { notificationsModule } from './notifications/notifications.module';
import { platformModule } from './platform/platform.module';
import { storageModule } from './storage/storage.module';

/**
 * Every domain module of the server, in dependency order. Adding a module means one line here;
 * everything else (entities, migrations, resolvers, REST shims, jobs, demo data) comes from its
 * <module>.module.ts. (Its index.ts is the public face other modules import: services, entities, types.)
 */
export const modules: ModuleDefinition[] = [
  platformModule,
  auditModule,
  authModule,
  servicesModule,
  pricingModule,
  supportModule,
  competitionModule,
  meteringModule,
  billingModule,
  accountModule,
  accessTokensModule,
  adminModule,
  notificationsModule,
  storageModule,
];

export const allEntities = () => modules.flatMap((m) => m.entities ?? []);

export const allMigrations = () =>
  modules
    .flatMap((m) => m.migrations ?? [])
    .sort((a, b) => timestampOf(a.name) - timestampOf(b.name));

const timestampOf = (name: string) => Number(/(\d{13})$/.exec(name)?.[1] ?? 0);

export const mountRestShims = (router: Router) => modules.forEach((m) => m.rest?.(router));
