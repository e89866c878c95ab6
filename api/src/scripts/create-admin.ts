import 'reflect-metadata';
import { loadDotEnv } from '../config/config';

loadDotEnv(); // before the database modules read the configuration (they are required below)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { openDatabase } = require('../db/data-source') as typeof import('../db/data-source');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { describeBootstrap, ensureAdmin } = require('../modules/auth/admin-bootstrap') as typeof import('../modules/auth/admin-bootstrap');

const USAGE = 'usage: npm run create-admin -- [--promote] <email> [password]   (or set ADMIN_EMAIL and ADMIN_PASSWORD)';

/**
 * npm run create-admin -- [--promote] <email> [password]
 * Creates a new admin account. An existing customer account with that e-mail is promoted only with
 * --promote, and only once it has verified the address (anyone can register any address).
 */
async function run() {
  const args = process.argv.slice(2);
  const promote = args.includes('--promote');
  const [emailArg, passwordArg] = args.filter((a) => a !== '--promote');
  const email = emailArg ?? process.env.ADMIN_EMAIL;
  const password = passwordArg ?? process.env.ADMIN_PASSWORD ?? '';
  if (!email || (!password && !promote) || args.some((a) => a.startsWith('--') && a !== '--promote')) {
    console.error(USAGE);
    process.exit(2);
  }
  const db = await openDatabase();
  try {
    const { outcome, user } = await ensureAdmin(db, email, password, { userId: null, ip: null, userAgent: 'create-admin', requestId: null }, { promoteExisting: promote });
    const { message } = describeBootstrap(outcome, user.email);
    console.log(`${message} (username ${user.username})`);
    if (outcome === 'refused' || outcome === 'unverified') process.exitCode = 3;
  } finally {
    await db.destroy();
  }
}

run().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
