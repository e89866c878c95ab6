import 'reflect-metadata';
import { loadDotEnv } from '../config/config';

loadDotEnv(); // before the database modules read the configuration (they are required below)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { openDatabase } = require('../db/data-source') as typeof import('../db/data-source');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkSecretsAtStart, secretsKeyring } = require('../common/secrets') as typeof import('../common/secrets');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rotateSecrets } = require('./secret-rotation') as typeof import('./secret-rotation');

/**
 * npm run rotate-secrets
 * Re-seals every stored secret (S3 secret keys, TOTP seeds) with the current SECRETS_KEY; older
 * keys are read from SECRETS_KEY_PREVIOUS. Safe to run while the servers run, to interrupt and to
 * run again (docs/deployment.md, "Rotating SECRETS_KEY"). Exit 1 when a value could not be read.
 */
async function run() {
  if (process.argv.length > 2) {
    console.error('usage: npm run rotate-secrets   (SECRETS_KEY = the new key, SECRETS_KEY_PREVIOUS = the older ones)');
    process.exit(2);
  }
  checkSecretsAtStart();
  const db = await openDatabase();
  try {
    const report = await rotateSecrets(db, { onBatch: (label, done) => console.log(`${label}: ${done} checked`) });
    for (const c of report.columns) {
      console.log(`${c.label}: ${c.resealed} re-sealed, ${c.current} already current, ${c.changedMeanwhile} changed meanwhile by the application, ${c.failed.length} unreadable`);
      for (const f of c.failed) console.error(`  ${c.label} row ${f.id}: ${f.reason}`);
    }
    const failed = report.columns.some((c) => c.failed.length > 0);
    const ring = secretsKeyring();
    if (failed) {
      console.error('Some secrets could not be read: they were left as they are. Check the keys listed in SECRETS_KEY_PREVIOUS and run again.');
      process.exitCode = 1;
      return;
    }
    console.log(`Every stored secret is sealed with key ${report.keyId} (SECRETS_KEY).`);
    const oldest = ring.all[ring.all.length - 1]!;
    if (ring.all.length > 2) {
      console.log(`Keys between SECRETS_KEY and the last key of SECRETS_KEY_PREVIOUS may now be removed; keep the last (${oldest.id}): derived keys (recovery codes, draw pseudonyms) stay on it.`);
    } else if (ring.all.length === 2) {
      console.log(`Keep SECRETS_KEY_PREVIOUS (${oldest.id}): derived keys (recovery codes, draw pseudonyms) stay on the oldest key.`);
    }
  } finally {
    await db.destroy();
  }
}

run().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
