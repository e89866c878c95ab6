import type { ModuleDefinition } from '../module';
import { Services1763810000000 } from './migrations/1763810000000-Services';
import { ActiveStorageIndex1763810000001 } from './migrations/1763810000001-ActiveStorageIndex';
import { ServiceSuspension1763810000002 } from './migrations/1763810000002-ServiceSuspension';
import { BackupRetention1764570000002 } from './migrations/1764570000002-BackupRetention';
import { ServiceCancellation1764440000000 } from './migrations/1764440000000-ServiceCancellation';
import { ServiceActivityEntity } from './service-activity.entity';
import { CloudStorageServiceEntity } from './service.entity';
import { servicesResolvers } from './services.resolvers';
import { mountServicesRest } from './services.rest';
import { seedServices } from './services.seed';

/** Cloud storage services and the plan catalogue. */
export const servicesModule: ModuleDefinition = {
  name: 'services',
  entities: [CloudStorageServiceEntity, ServiceActivityEntity],
  migrations: [Services1763810000000, ActiveStorageIndex1763810000001, ServiceSuspension1763810000002, ServiceCancellation1764440000000, BackupRetention1764570000002],
  resolvers: servicesResolvers,
  rest: mountServicesRest,
  seed: seedServices,
};
