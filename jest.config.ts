/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * Test projects:
 *   api           pure functions and the API (GraphQL + REST) against in-memory SQLite
 *   api-postgres  the same API suite (*.api.test.ts) against the PostgreSQL in TEST_DATABASE_URL,
 *                 plus *.pg.test.ts (two server processes on one database, a database outage)
 *   api-ceph      the S3 client suites (AWS CLI, boto3, @aws-sdk/client-s3) again, on Ceph RGW as the
 *                 portal provisions it (STORAGE_PLANE=ceph) instead of the embedded gateway
 *   web           React components with Testing Library on jsdom
 * The browser suite lives in e2e/ (its own config).
 */
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  // API tests start a real server and hash passwords in their hooks: seconds, not milliseconds, on a busy 2-core machine.
  testTimeout: 30_000,
  // A worker that has run many files (jsdom pages, API servers) grows towards node's heap limit and
  // then crawls in garbage collection: a CI run on a fresh clone (no timing cache, so another file
  // order) saw noEnglishLeaks' pages time out in a 3.9 GB worker after 50 s alone. A worker past
  // this after a test file is replaced by a fresh one.
  workerIdleMemoryLimit: '2GB',
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.pg\\.test\\.ts$'],
      transform: { '^.+\\.ts$': swcNode as never },
      setupFiles: ['<rootDir>/api/src/test/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/api/src/test/ci-retry.ts'],
    },
    {
      displayName: 'api-postgres',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      // The API suite again, plus what only PostgreSQL can show (*.pg.test.ts: several processes, an outage).
      testMatch: ['**/*.api.test.ts', '**/*.pg.test.ts'],
      transform: { '^.+\\.ts$': swcNode as never },
      setupFiles: ['<rootDir>/api/src/test/env-postgres.ts'],
      globalSetup: '<rootDir>/api/src/test/pg-worker-databases.ts',
      setupFilesAfterEnv: ['<rootDir>/api/src/test/ci-retry.ts'],
    },
    {
      displayName: 'api-ceph',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      // The suites that use startS3World (storage-test-kit.ts), which starts a throw-away Ceph here.
      testMatch: ['**/storage/cli.api.test.ts', '**/storage/sdk.api.test.ts', '**/storage/console.api.test.ts', '**/storage/s3cmd.api.test.ts', '**/storage/minio-client.api.test.ts', '**/storage/restic-plain.api.test.ts'],
      transform: { '^.+\\.ts$': swcNode as never },
      setupFiles: ['<rootDir>/api/src/test/env.ts', '<rootDir>/api/src/test/env-ceph-plane.ts'],
      setupFilesAfterEnv: ['<rootDir>/api/src/test/ci-retry.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(ts|tsx)$': swcWeb as never },
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '^@contracts/(.*)$': '<rootDir>/api/src/contracts/$1',
        '\\.(css|svg|png|jpg)$': '<rootDir>/web/src/test/file-stub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts', '<rootDir>/api/src/test/ci-retry.ts'],
    },
  ],
};

export default config;
