import 'reflect-metadata';
import { openDatabase } from '../db/data-source';
import { ensureAdmin } from '../modules/auth/auth.service';

/**
 * npm run create-admin -- <email> [password]
 * Password from the second argument or ADMIN_PASSWORD. An existing account with that e-mail is promoted.
 */
async function run() {
  const email = process.argv[2] ?? process.env.ADMIN_EMAIL;
  const password = process.argv[3] ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    console.error('usage: npm run create-admin -- <email> <password>   (or set ADMIN_EMAIL and ADMIN_PASSWORD)');
    process.exit(2);
  }
  const db = await openDatabase();
  try {
    const admin = await ensureAdmin(db, email, password, { userId: null, ip: null, userAgent: 'create-admin', requestId: null });
    console.log(`Admin ready: ${admin.email} (username ${admin.username})`);
  } finally {
    await db.destroy();
  }
}

run().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
