// The same API suite against a real PostgreSQL (TEST_DATABASE_URL, e.g. from .ci/run's throw-away cluster).
import { workerDatabase } from './pg-worker-databases';

if (!process.env.TEST_DATABASE_URL) {
  throw new Error('api-postgres tests need TEST_DATABASE_URL=postgres://…');
}
// Each jest worker on a database of its own (created by pg-worker-databases.ts before the run).
process.env.API_TEST_DATABASE_URL = workerDatabase(process.env.TEST_DATABASE_URL, process.env.JEST_WORKER_ID);
require('./env');
