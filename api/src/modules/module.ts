import type { Router } from 'express';
import type { MigrationInterface } from 'typeorm';
import type { Resolvers } from '../generated/graphql';
import type { AppServices } from '../app-services';
import type { DemoSeeder } from '../seed/demo-seeders';

/** What a domain module contributes to the server. Each module folder exports one of these from <module>.module.ts. */
export interface ModuleDefinition {
  name: string;
  /** TypeORM entity classes. */
  entities?: Function[];
  /** Migration classes; their names end in a timestamp that orders them across modules. */
  migrations?: (new () => MigrationInterface)[];
  /** GraphQL resolvers for this module's part of schema.graphql. */
  resolvers?: Resolvers;
  /** Mount this module's REST shims (paths of spec section 7) on the /api router. */
  rest?: (router: Router) => void;
  /**
   * Background work started with the server (e.g. scheduled draws). Returns a stop function, which
   * may return a promise that settles once the work in progress has finished (graceful shutdown).
   */
  start?: (services: AppServices) => (() => void | Promise<void>) | void;
  /** Demo data for a fresh database (run after the demo accounts exist, in registry order). */
  seed?: DemoSeeder;
}
