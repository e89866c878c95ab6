import type { Request, RequestHandler } from 'express';
import { logger } from '../common/logger';
import { requestIdFrom, requestScope } from '../common/request-scope';

/** Where a request went: the matched route pattern when there is one (no ids), else the path without its query string. */
function routeOf(req: Request): string {
  const pattern = req.route?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0]!;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * The request id (a valid inbound X-Request-Id, or a new one), echoed in the response and kept in
 * the async scope for the logger and the error formatters; then, when the response ends, one
 * structured access-log line: method, route, status, duration, request id, user id, client IP.
 * Headers (cookies, authorization) and bodies are never logged.
 */
export function requestIdAndAccessLog(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    req.requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', req.requestId);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const route = routeOf(req);
      if (route === '/healthz' && res.statusCode === 200) return;
      const line = {
        reqId: req.requestId,
        method: req.method,
        route,
        status: res.writableFinished ? res.statusCode : 499,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        userId: req.ctx?.user?.id ?? null,
        ip: req.ip,
      };
      if (line.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    };
    res.once('finish', done);
    res.once('close', done);
    requestScope.run({ requestId: req.requestId }, next);
  };
}
