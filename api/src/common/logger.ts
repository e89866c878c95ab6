import pino from 'pino';
import { config } from '../config/config';

/** One logger. Secrets never go through it: redact the usual suspects anyway. */
export const logger = pino({
  level: process.env.JEST_WORKER_ID ? 'silent' : config().logLevel,
  redact: {
    paths: ['password', '*.password', 'req.headers.cookie', 'req.headers.authorization', 'secret', '*.secret'],
    censor: '[redacted]',
  },
  base: undefined,
});
