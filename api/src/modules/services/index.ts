/**
 * The public face of the services module: what other modules may import (docs/architecture.md, "Module
 * faces"; api/src/layering.test.ts checks it). Its ModuleDefinition (resolvers, REST, migrations) is in
 * services.module.ts, which only the registry imports.
 */
export { ServiceActivityEntity } from './service-activity.entity';
export { CloudStorageServiceEntity, type ServiceStatus } from './service.entity';
export { serviceView } from './service.view';
export { activeStorageByUser, getMyService, priceOf } from './services.service';
