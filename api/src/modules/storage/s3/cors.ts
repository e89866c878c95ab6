import type { IncomingMessage, ServerResponse } from 'node:http';

const METHODS = 'GET, PUT, HEAD, POST, DELETE';
const EXPOSE = 'ETag, Content-Length, Content-Range, Content-Type, Last-Modified, x-amz-request-id, x-request-id, x-amz-version-id, x-amz-checksum-crc32';

/**
 * CORS for the portal's own origin(s), so the console can PUT to presigned URLs from the
 * browser whatever rules its buckets have. Preflights are answered without authentication (they
 * carry none); anything else still needs a valid signature. A request from any other origin is
 * left to the bucket's own rules (bucket-cors.ts).
 */
export function corsHandler(origins: string[]) {
  const allowed = new Set(origins.map((o) => new URL(o).origin));
  /** Returns true when the request was a preflight from the portal's origin and has been answered. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const origin = req.headers.origin;
    const ok = typeof origin === 'string' && allowed.has(origin);
    if (ok) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', EXPOSE);
      res.setHeader('Vary', 'Origin');
    }
    if (!ok || req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
    const method = String(req.headers['access-control-request-method']).toUpperCase();
    if (!METHODS.split(', ').includes(method)) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessForbidden</Code><Message>CORSResponse: This CORS request is not allowed.</Message></Error>');
      return true;
    }
    const requested = req.headers['access-control-request-headers'];
    res.writeHead(200, {
      'Access-Control-Allow-Methods': METHODS,
      'Access-Control-Allow-Headers': typeof requested === 'string' ? requested.slice(0, 1000) : 'content-type',
      'Access-Control-Max-Age': '600',
      'content-length': '0',
    });
    res.end();
    return true;
  };
}

/** The portal's origins: PUBLIC_URL (or http://localhost:PORT and 127.0.0.1 without it) and CORS_ORIGINS. */
export function portalOrigins(cfg: { publicUrl?: string; port: number; corsOrigins: string[] }): string[] {
  const own = cfg.publicUrl ? [cfg.publicUrl] : [`http://localhost:${cfg.port}`, `http://127.0.0.1:${cfg.port}`];
  return [...own, ...cfg.corsOrigins];
}
