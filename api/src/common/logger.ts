import pino from 'pino';
import { config } from '../config/config';
import { currentRequestId } from './request-scope';

/**
 * One logger, JSON lines on stdout. Inside a request every line carries its `reqId`, the id the
 * client sees in X-Request-Id and in any 500 reference. Secrets never go through it: redact the
 * usual suspects anyway.
 */
export const logger = pino({
  level: process.env.JEST_WORKER_ID && !process.env.LOG_IN_TESTS ? 'silent' : config().logLevel,
  redact: {
    paths: ['password', '*.password', 'req.headers.cookie', 'req.headers.authorization', 'secret', '*.secret', 'token', '*.token'],
    censor: '[redacted]',
  },
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin() {
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  },
});
