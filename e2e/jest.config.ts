/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/** Real-browser tests: playwright-core drives Debian's chromium against the built server. */
const config: Config = {
  displayName: 'e2e',
  rootDir: '..',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] as never },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  // Files split over parallel processes by their usual duration (scripts/e2e-shards.sh).
  testSequencer: '<rootDir>/e2e/support/sequencer.cjs',
  // In CI a failed test runs once more, its first failure printed (as in the other projects).
  setupFilesAfterEnv: ['<rootDir>/api/src/test/ci-retry.ts'],
  testTimeout: 60_000,
};

export default config;
