// The same API suite against a real PostgreSQL (TEST_DATABASE_URL, e.g. from .ci/run's throw-away cluster).
if (!process.env.TEST_DATABASE_URL) {
  throw new Error('api-postgres tests need TEST_DATABASE_URL=postgres://…');
}
process.env.API_TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
require('./env');
