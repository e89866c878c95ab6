import { createApp } from './app';
import type { Lifecycle } from './health';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health probes', () => {
  it('/healthz is liveness: JSON, no-store, never the web app', async () => {
    const res = await fetch(`${server.url}/healthz`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('/readyz is readiness: 200 with the database kind when the database answers and migrations are applied', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: server.db.options.type === 'postgres' ? 'postgres' : 'sqlite', storagePlane: 'embedded' });
  });

  it('/readyz answers 503 with the reason while shutting down, or when migrations are pending', async () => {
    const lifecycle: Lifecycle = { shuttingDown: true };
    const { app, stop } = await createApp(server.db, { lifecycle });
    const listener = app.listen(0);
    const url = `http://127.0.0.1:${(listener.address() as { port: number }).port}`;
    try {
      const draining = await fetch(`${url}/readyz`);
      expect(draining.status).toBe(503);
      expect(draining.headers.get('retry-after')).toBe('5');
      expect(await draining.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
      expect((await fetch(`${url}/healthz`)).status).toBe(200); // still alive: only not ready

      lifecycle.shuttingDown = false;
      const last = server.db.migrations[server.db.migrations.length - 1]!;
      const name = last.name!;
      await server.db.query(`DELETE FROM migrations WHERE name = '${name}'`);
      try {
        const pending = await fetch(`${url}/readyz`);
        expect(pending.status).toBe(503);
        expect(await pending.json()).toEqual({ status: 'unavailable', reason: 'database migrations pending' });
      } finally {
        await server.db.query(`INSERT INTO migrations (timestamp, name) VALUES (${Number(/(\d{13})$/.exec(name)![1])}, '${name}')`);
      }
    } finally {
      listener.close();
      await stop();
    }
  });
});
