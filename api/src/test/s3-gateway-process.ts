import 'reflect-metadata';
import { openDatabase } from '../db/data-source';
import { startS3Server } from '../modules/storage/server';

/**
 * A gateway in its own process, for tests that kill one mid-request. Uses DATABASE_URL and
 * DATA_DIR from the environment and prints its URL as the first line of stdout.
 */
async function run() {
  const db = await openDatabase();
  const s3 = await startS3Server(db, { port: 0, host: '127.0.0.1', jobs: false });
  process.stdout.write(JSON.stringify({ url: s3.url }) + '\n');
}

run().catch((e) => {
  process.stderr.write(String(e instanceof Error ? e.stack : e) + '\n');
  process.exit(1);
});
