import fs from 'node:fs';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { mountHashedAssets, sendBuilt } from './web';

/**
 * The API explorers' build (web/explorer → dist/explorer): GraphiQL and the REST reference. They
 * are their own bundle, served under /explorer/, so the web app's pages never load their code.
 */
function explorerRoot(): string | undefined {
  const candidates = [path.resolve(__dirname, '../../../explorer'), path.resolve(__dirname, '../../../dist/explorer'), path.resolve('dist/explorer')];
  return candidates.find((p) => fs.existsSync(path.join(p, 'graphiql.html')));
}

export interface Explorer {
  /** Send one of the explorer pages (`graphiql.html`, `api-docs.html`), or 503 when the build is missing. */
  page: (file: 'graphiql.html' | 'api-docs.html') => (req: Request, res: Response, next: NextFunction) => void;
}

export function mountExplorer(app: Express): Explorer {
  const root = explorerRoot();
  if (root) mountHashedAssets(app, '/explorer/assets', path.join(root, 'assets'));
  return {
    page: (file) => (req, res, next) => {
      if (!root) {
        res.status(503).json({ message: 'The API explorer is not built on this server (npm run build:web builds it)' });
        return;
      }
      sendBuilt(req, res, next, path.join(root, file), { cacheControl: 'no-cache' });
    },
  };
}

/**
 * A browser opening /graphql (it asks for HTML first) gets GraphiQL, whatever the query string: a
 * shared link `/graphql?query=…&variables=…` opens the explorer on that operation (the page reads
 * them) instead of Apollo's CSRF refusal. Clients asking for JSON (API clients send no `text/html`,
 * or `*\/*`, which prefers the first type listed here) go on to Apollo, GET queries included.
 */
export const wantsExplorer = (req: Request) => req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html';
