import type { Router } from 'express';
import type { ModuleDefinition } from './module';
import { auditModule } from './audit';
import { authModule } from './auth';
import { servicesModule } from './services';
import { pricingModule } from './pricing';
import { supportModule } from './support';
import { competitionModule } from './competition';
import { meteringModule } from './metering';
import { billingModule } from './billing';
import { accountModule } from './account';
import { accessTokensModule } from './access-tokens';
import { adminModule } from './admin';
import { notificationsModule } from './notifications';
import { platformModule } from './platform';
import { storageModule } from './storage';

/**
 * Every domain module of the server, in dependency order. Adding a module means one line here;
 * everything else (entities, migrations, resolvers, REST shims, jobs, demo data) comes from its index.ts.
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
