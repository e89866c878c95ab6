import { config, loadDotEnv } from './config/config';

/**
 * The server's entry point (`npm start`, `npm run serve`). Before anything reads the configuration
 * (the logger does as soon as it is imported), load `.env` and check the configuration, so that a
 * refused configuration ends the start with one clear log line instead of a stack trace. Only then
 * load the server itself.
 */
const dotEnvLoaded = loadDotEnv();
try {
  config();
} catch (e) {
  // The logger cannot start without a valid configuration: write its line format by hand.
  process.stdout.write(`${JSON.stringify({ level: 60, time: new Date().toISOString(), msg: `failed to start: ${(e as Error).message}` })}\n`);
  process.exit(1);
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the checks above, on purpose
const { main } = require('./start') as typeof import('./start');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { logger } = require('./common/logger') as typeof import('./common/logger');

process.on('unhandledRejection', (reason) => logger.error({ err: { message: reason instanceof Error ? reason.message : String(reason) } }, 'unhandled promise rejection'));
main({ dotEnvLoaded }).catch((e) => {
  logger.fatal(`failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
