import crypto from 'node:crypto';
import net from 'node:net';
import { Client } from 'pg';

/** A fresh, empty PostgreSQL database next to TEST_DATABASE_URL's, for tests that start their own processes. */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A TCP proxy in front of PostgreSQL that a test can cut (every connection reset, nothing listening)
 * and restore on the same port: a database outage and its recovery, without touching the cluster.
 */
export async function pgProxy(target: URL): Promise<{ url: (db?: string) => string; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return {
    url: (db?: string) => {
      const u = new URL(target.toString());
      u.hostname = '127.0.0.1';
      u.port = String(port);
      if (db) u.pathname = `/${db}`;
      return u.toString();
    },
    cut: stop,
    restore: () => new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r())),
    close: stop,
  };
}
