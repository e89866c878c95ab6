import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { resetConfig } from '../config/config';
import { openDatabase } from '../db/data-source';
import { createApp } from '../http/app';
import { clearAllThrottles } from '../common/throttle';
import { createAccount } from '../modules/auth/auth.service';
import { OutboxMessageEntity } from '../modules/notifications/outbox-message.entity';
import type { UserEntity } from '../modules/auth/user.entity';
import type { MountedRoute } from '../http/routes';
import { testAttempt } from './attempt';

/**
 * A real server for API tests: migrations on a fresh database (in-memory SQLite, or a wiped
 * PostgreSQL when API_TEST_DATABASE_URL is set), listening on a random loopback port.
 */
export interface TestServer {
  url: string;
  db: DataSource;
  /** Every REST route the app mounts under /api. */
  routes: MountedRoute[];
  client: () => TestClient;
  /** Forget every rate-limit count (memory and the shared table). */
  resetThrottles: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  resetConfig();
  const url = process.env.DATABASE_URL ?? 'sqlite::memory:';
  if (url.startsWith('postgres')) await wipePostgres(url);
  const db = await openDatabase(url);
  const { app, stop } = await createApp(db);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // As in production (start.ts): idle keep-alive sockets stay open longer than the client's own
  // keep-alive (undici: 4 s), so a loaded machine never races a request onto a socket the server
  // is closing (fetch failed: ECONNRESET).
  server.keepAliveTimeout = 65_000;
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await clearAllThrottles(db);
  return {
    url: base,
    db,
    resetThrottles: () => clearAllThrottles(db),
    routes: app.locals.apiRoutes as MountedRoute[],
    client: () => new TestClient(base),
    close: async () => {
      await new Promise<void>((r) => { server.close(() => r()); server.closeIdleConnections(); });
      await stop();
      await db.destroy();
    },
  };
}

async function wipePostgres(url: string) {
  const ds = new DataSource({ type: 'postgres', url });
  await ds.initialize();
  await ds.query('DROP SCHEMA IF EXISTS public CASCADE');
  await ds.query('CREATE SCHEMA public');
  await ds.destroy();
}

export interface RestReply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client with a cookie jar, for REST and GraphQL. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now()) || attrs.some((a) => /^\s*max-age=0/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async rest<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RestReply<T>> {
    const init: RequestInit = { method, headers: { cookie: this.cookieHeader(), ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + path, init);
    this.store(res);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; data: T | null; errors?: { message: string; extensions?: Record<string, any> }[] }> {
    const res = await fetch(this.base + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookieHeader() },
      body: JSON.stringify({ query, variables }),
    });
    this.store(res);
    const json = (await res.json()) as { data?: T; errors?: never[] };
    return { status: res.status, data: json.data ?? null, errors: json.errors };
  }

  /** Register with fixed defaults (overridable) and stay signed in. */
  async register(overrides: Partial<Record<string, string>> = {}) {
    return this.rest('POST', '/api/auth/register', { ...userFactory(), ...overrides });
  }

  async login(identifier: string, password: string) {
    return this.rest('POST', '/api/auth/login', { identifier, password });
  }
}

/** Fixed test users: n picks a distinct one. */
export function userFactory(n = 1) {
  return {
    username: `customer${n}`,
    email: `customer${n}@example.co.ke`,
    password: 'Str0ng!Passw0rd',
    firstName: `Wanjiku${n}`,
    lastName: 'Kamau',
    phone: `+2547${String(10000000 + n).slice(-8)}`,
  };
}

export const TEST_ACTOR = { userId: null, ip: '127.0.0.1', userAgent: 'jest', requestId: null };

/** Create an account directly (no HTTP), e.g. an admin. */
export async function seedUser(db: DataSource, n: number, userType: 'user' | 'admin' = 'user'): Promise<UserEntity & { password: string }> {
  let data = userFactory(n);
  let user: UserEntity;
  try {
    user = await createAccount(db, TEST_ACTOR, data, userType);
  } catch (e) {
    // A CI retry finds the customer its first run created: it gets one of its own (attempt.ts).
    if (testAttempt() === 0) throw e;
    data = userFactory(n + RETRY_OFFSET * testAttempt());
    user = await createAccount(db, TEST_ACTOR, data, userType);
  }
  return Object.assign(user, { password: data.password });
}

/** How far apart a retry's customers are numbered from the first run's (n stays below it). */
const RETRY_OFFSET = 100_000;

/** A signed-in client for a seeded user. */
export async function signedIn(server: TestServer, n: number, userType: 'user' | 'admin' = 'user') {
  const user = await seedUser(server.db, n, userType);
  const client = server.client();
  const res = await client.login(user.username, user.password);
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { user, client };
}

/** The newest queued message to a recipient (optionally of one kind), from the outbox. */
export async function lastMessageTo(db: DataSource, recipient: string, kind?: string): Promise<OutboxMessageEntity | null> {
  return db.getRepository(OutboxMessageEntity).findOne({ where: { recipient, ...(kind ? { kind } : {}) }, order: { id: 'DESC' } });
}

/** The token of the link in an account e-mail (`…#token=<token>`). */
export function linkTokenIn(body: string): string {
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  if (!token) throw new Error(`no link token in: ${body}`);
  return token;
}
