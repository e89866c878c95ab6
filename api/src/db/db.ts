import type { DataSource, EntityManager } from 'typeorm';

/**
 * A database handle: the DataSource, or the EntityManager of a transaction in progress. Functions
 * that may run inside a caller's transaction take this and use what they are given.
 */
export type Db = DataSource | EntityManager;
