import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { expressMiddleware } from '@as-integrations/express5';
import type { DataSource } from 'typeorm';
import { config } from '../config/config';
import { trustFunction, untrustedProxyProbe } from '../common/client-ip';
import { logger } from '../common/logger';
import { useThrottleStore } from '../common/throttle';
import type { Caller } from '../modules/caller';
import { createApolloServer } from '../graphql/server';
import { knownOperations } from '../graphql/known-operations';
import { mountRestShims } from '../modules/registry';
import { requestIdAndAccessLog } from './access-log';
import { withContext } from './credentials';
import { mountExplorer, wantsExplorer } from './explorer';
import { buildOpenApiDocument } from './openapi/document';
import { graphqlCsrfGuard, restCsrfGuard } from './guards';
import { healthRoutes, type Lifecycle } from './health';
import { mountedRoutes } from './routes';
import { bodyErrorHandler, emptyBodyAsObject, sendError } from './rest';
import { mountWebApp } from './web';
import { SESSION_HINT_SCRIPT } from '../contracts/session-hint';
import { createHash } from 'node:crypto';

/** CSP source of the signed-in hint's inline script. */
const SESSION_HINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`;

export const BODY_LIMIT = '100kb';

/** The web build, whether running from sources or from dist/. */
function webRoot(): string | undefined {
  const candidates = [path.resolve(__dirname, '../../../web'), path.resolve(__dirname, '../../../dist/web'), path.resolve('dist/web')];
  return candidates.find((p) => fs.existsSync(path.join(p, 'index.html')));
}

export interface AppOptions {
  /** The HTTP server the app will listen on: Apollo's drain plugin lets in-flight operations finish when it closes. */
  httpServer?: Server;
  /** Shared with main.ts, which marks the process as shutting down (readiness then answers 503). */
  lifecycle?: Lifecycle;
}

/** Once, in the log: a proxy in front that TRUST_PROXY does not name (common/client-ip.ts). */
function warnOnUntrustedProxy(trust: ReturnType<typeof config>['trustProxy']) {
  const probe = untrustedProxyProbe(trust, (proxy) =>
    logger.warn(
      { proxy },
      `Requests come from the private address ${proxy} with X-Forwarded-For, but TRUST_PROXY does not trust it: every client is seen as that proxy ` +
        '(one sign-in throttle for everyone, its address in the audit log). Set TRUST_PROXY to the number of proxies in front or their addresses (docs/deployment.md).',
    ),
  );
  return (req: Request, _res: Response, next: NextFunction) => {
    probe(req.socket.remoteAddress, req.headers['x-forwarded-for']);
    next();
  };
}

/** One express app: health probes, security headers, /api REST shims, /graphql, and the web app with SPA fallback. */
export async function createApp(db: DataSource, opts: AppOptions = {}): Promise<{ app: Express; stop: () => Promise<void> }> {
  const cfg = config();
  useThrottleStore(db);
  const app = express();
  app.disable('x-powered-by');
  // Client addresses (throttles, audit IPs, sessions) come from X-Forwarded-For only through the
  // proxies TRUST_PROXY names; from anyone else the header is ignored.
  app.set('trust proxy', trustFunction(cfg.trustProxy));
  app.set('case sensitive routing', false);
  app.set('strict routing', false);
  app.use(requestIdAndAccessLog());
  app.use(warnOnUntrustedProxy(cfg.trustProxy));
  app.use(healthRoutes(db, opts.lifecycle ?? { shuttingDown: false }));

  const https = cfg.publicUrl?.startsWith('https://') ?? false;
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          // The signed-in hint's inline script in every page's <head>, by its hash (contracts/session-hint.ts).
          'script-src': ["'self'", SESSION_HINT_SCRIPT_HASH],
          // Emotion (Chakra UI) injects <style> elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          // The bucket browser uploads straight to the S3 endpoint with presigned URLs.
          'connect-src': ["'self'", new URL(cfg.s3.publicUrl).origin],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  if (cfg.corsOrigins.length) {
    app.use((req, res, next) => {
      const origin = req.get('origin');
      if (origin && cfg.corsOrigins.includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Vary', 'Origin');
        if (req.method === 'OPTIONS') {
          res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE');
          res.setHeader('Access-Control-Allow-Headers', 'content-type,apollo-require-preflight,x-apollo-operation-name');
          res.status(204).end();
          return;
        }
      }
      next();
    });
  }
  app.use(cookieParser());

  // REST shims.
  const api = express.Router({ caseSensitive: false, strict: false });
  api.use(restCsrfGuard);
  api.use(express.json({ limit: BODY_LIMIT, type: 'application/json' }));
  api.use(bodyErrorHandler);
  api.use(emptyBodyAsObject);
  api.use(withContext(db, 'rest'));
  mountRestShims(api);
  // The API's own reference: the OpenAPI document of these paths, and the page that renders it.
  const explorer = mountExplorer(app);
  const openApi = buildOpenApiDocument();
  api.get('/openapi.json', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(openApi);
  });
  api.get('/docs', explorer.page('api-docs.html'));
  app.locals.apiRoutes = mountedRoutes(api, '/api');
  api.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'Not found' });
  });
  api.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, err));
  app.use('/api', api);

  // GraphQL.
  const { server: apollo, executor } = await createApolloServer(opts.httpServer, cfg.shutdownTimeoutSeconds * 1000);
  let apolloStopped = false;
  // A browser opening /graphql gets GraphiQL (Apollo's own landing page, which loads from a CDN, is off).
  app.get('/graphql', (req: Request, res: Response, next: NextFunction) => (wantsExplorer(req) ? explorer.page('graphiql.html')(req, res, next) : next()));
  app.use(
    '/graphql',
    graphqlCsrfGuard,
    express.json({ limit: BODY_LIMIT }),
    bodyErrorHandler,
    withContext(db, 'graphql'),
    // Operations Apollo has already validated and compiled run here, without its per-request pipeline.
    knownOperations(executor, () => apolloStopped),
    expressMiddleware(apollo, { context: async ({ req }) => req.ctx as Caller }),
  );

  // The web app: hashed assets cached for a year, pre-rendered public pages and the app shell
  // revalidated on every visit, the 404 page for unknown paths (web.ts).
  const root = webRoot();
  if (root) mountWebApp(app, root, { publicUrl: cfg.publicUrl });
  // Last resort for everything above: malformed %-escapes, bodies that fail to decompress, a static
  // file that is not there… keep their 4xx; a database outage is a 503; the rest a masked 500.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, err));

  return {
    app,
    stop: () => {
      apolloStopped = true;
      return apollo.stop();
    },
  };
}
