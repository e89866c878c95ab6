import 'reflect-metadata';
import type { Server } from 'node:http';
import { config } from './config/config';
import { logger } from './common/logger';
import { jwtSecret } from './common/secrets';
import { openDatabase } from './db/data-source';
import { createApp } from './http/app';
import { ensureAdmin } from './modules/auth/auth.service';
import { modules } from './modules/registry';
import { seedDemo } from './seed/demo';

const SYSTEM_ACTOR = { userId: null, ip: null, userAgent: 'system', requestId: null };

/** Start the whole product on one port: migrate, bootstrap, seed, serve, run background jobs. */
export async function main(): Promise<Server> {
  const cfg = config();
  jwtSecret(); // fail fast on a weak JWT_SECRET, or generate one into the data folder
  const db = await openDatabase();
  logger.info({ database: cfg.database.kind }, 'database migrated');
  // Demo first: it only seeds an empty database, and the bootstrap admin would make it non-empty.
  if (cfg.seedDemo) await seedDemo(db);
  if (cfg.bootstrapAdmin) {
    const admin = await ensureAdmin(db, cfg.bootstrapAdmin.email, cfg.bootstrapAdmin.password, SYSTEM_ACTOR);
    logger.info({ email: admin.email }, 'bootstrap admin present');
  }
  const { app, stop } = await createApp(db);
  const stops = modules.map((m) => m.start?.({ db })).filter((s): s is () => void => typeof s === 'function');
  const server = app.listen(cfg.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : cfg.port;
    logger.info(`Mawingu Cloud portal listening on http://localhost:${port}`);
  });
  const shutdown = async () => {
    stops.forEach((s) => s());
    server.close();
    await stop();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}

if (require.main === module) {
  main().catch((e) => {
    logger.fatal({ err: { message: e instanceof Error ? e.message : String(e) } }, 'failed to start');
    process.exit(1);
  });
}
