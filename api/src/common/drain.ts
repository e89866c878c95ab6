import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What a drain saw: requests in flight when it began, requests refused after, requests cut at the deadline. */
export interface DrainReport {
  inFlight: number;
  refused: number;
  cut: number;
  ms: number;
}

export interface Drain {
  /** True once drain() began: a request that arrives now is refused (see `refuse` below). */
  readonly draining: boolean;
  /** Count the requests a handler serves; wrap every handler of the server with it. */
  track(handler: Handler): Handler;
  /**
   * Stop: no new connections; idle keep-alive connections closed at once; requests in flight
   * finish with `Connection: close` and their connections close after them; after `graceMs`,
   * whatever is left is cut. Resolves when every connection is closed.
   */
  drain(graceMs: number): Promise<DrainReport>;
}

/**
 * A graceful stop for an HTTP listener that also drains keep-alive connections.
 *
 * `server.close()` alone stops accepting connections, but a client that keeps its connection busy
 * (an S3 client uploading in a loop) goes on being served on it, and the close never completes.
 * Here every request that begins after the drain started is refused by `refuse` (a 503 with
 * `Connection: close` that S3 clients and browsers retry elsewhere), every response in flight
 * carries `Connection: close`, and every connection that goes idle is closed.
 */
export function drainable(server: Server, refuse: Handler): Drain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let refused = 0;

  const track =
    (handler: Handler): Handler =>
    (req, res) => {
      if (draining) {
        refused++;
        res.shouldKeepAlive = false;
        refuse(req, res);
        return;
      }
      inFlight.add(res);
      res.once('close', () => {
        inFlight.delete(res);
        // Its headers may have gone out before the drain (a long download): close the connection now.
        if (draining && !req.socket.destroyed) req.socket.end();
      });
      handler(req, res);
    };

  const drain = async (graceMs: number): Promise<DrainReport> => {
    const started = Date.now();
    draining = true;
    const atStart = inFlight.size;
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // A connection between two requests is idle only for a moment: look again until all are gone.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    let cut = 0;
    const deadline = new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        cut = inFlight.size;
        server.closeAllConnections();
        resolve();
      }, graceMs);
      t.unref();
      void closed.then(() => clearTimeout(t));
    });
    await Promise.race([closed, deadline]);
    await closed;
    clearInterval(sweep);
    return { inFlight: atStart, refused, cut, ms: Date.now() - started };
  };

  return {
    get draining() {
      return draining;
    },
    track,
    drain,
  };
}
