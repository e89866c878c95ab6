import { Client } from 'pg';

/**
 * Jest global set-up of the api-postgres project: one database per jest worker, next to
 * TEST_DATABASE_URL's (`<name>_w1`, `<name>_w2`, …), so that the suite can run on several workers
 * (each suite migrates and empties its database, which two suites at once on one database would
 * trample). env-postgres.ts points each worker at its own; with --runInBand the only worker is 1.
 */
export const workerDatabase = (base: string, worker: string | undefined): string => {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_w${worker ?? '1'}`;
  return url.toString();
};

export default async function createWorkerDatabases(globalConfig: { maxWorkers: number }): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return; // env-postgres.ts says what is missing
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    for (let w = 1; w <= Math.max(1, globalConfig.maxWorkers); w++) {
      const name = new URL(workerDatabase(base, String(w))).pathname.slice(1);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await admin.end();
  }
}
