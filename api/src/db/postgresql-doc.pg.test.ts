import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from './data-source';

/**
 * docs/postgresql.md's set-up, run as written: its fenced block (the one that creates the role)
 * goes to bash against TEST_DATABASE_URL's cluster, whose user plays Debian's `postgres`
 * superuser (`sudo -u postgres` runs the command with that user's connection settings). Only
 * the names and the address change: a unique role and database instead of `portal` (the cluster is
 * shared), and the cluster's host and port instead of localhost:5432. Then the app migrates the new
 * database as the new role: every table must be created, and owned by it.
 */
jest.setTimeout(120_000);

const doc = fs.readFileSync(path.resolve(__dirname, '../../../docs/postgresql.md'), 'utf8');
const blocks = [...doc.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1]!);
const setup = blocks.find((b) => /CREATE ROLE/.test(b));

const base = new URL(process.env.TEST_DATABASE_URL!);
const name = `portal_doc_${crypto.randomBytes(4).toString('hex')}`;

/** psql from PATH, or from the machine's PostgreSQL binaries (what .ci/run uses). */
function pathWithPsql(): string {
  const current = process.env.PATH ?? '';
  const onPath = current.split(':').some((dir) => fs.existsSync(path.join(dir, 'psql')));
  if (onPath || !fs.existsSync('/usr/lib/postgresql')) return current;
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return [...versions.map((v) => `/usr/lib/postgresql/${v}/bin`), current].join(':');
}

async function superuser<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: base.toString() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  await superuser(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`DROP ROLE IF EXISTS ${name}`);
  });
});

describe('docs/postgresql.md', () => {
  it('creates a role with a password and a database it owns, and the app migrates it as that role', async () => {
    expect(setup).toBeDefined();
    expect(setup).toContain('sudo -u postgres psql');
    expect(setup).toContain('localhost:5432');
    const script = setup!.replace(/\bportal\b/g, name).replaceAll('localhost:5432', `${base.hostname}:${base.port || '5432'}`);

    // `sudo -u postgres cmd` → cmd, connected as the test cluster's superuser (PG* variables).
    const preamble = 'sudo() { while [ "${1#-}" != "$1" ]; do case "$1" in -u) shift 2 ;; *) shift ;; esac; done; "$@"; }\n';
    const out = execFileSync('bash', ['-euo', 'pipefail', '-c', `${preamble}${script}\nprintf 'DATABASE_URL=%s\\n' "$DATABASE_URL"`], {
      encoding: 'utf8',
      env: {
        PATH: pathWithPsql(),
        HOME: process.env.HOME ?? '/tmp',
        PGHOST: base.hostname,
        PGPORT: base.port || '5432',
        PGUSER: decodeURIComponent(base.username),
        PGPASSWORD: decodeURIComponent(base.password),
        PGDATABASE: base.pathname.slice(1),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = /^DATABASE_URL=(.+)$/m.exec(out)?.[1];
    expect(url).toBeDefined();
    const parsed = new URL(url!);
    expect(parsed.username).toBe(name);
    expect(parsed.pathname).toBe(`/${name}`);
    expect(decodeURIComponent(parsed.password)).toMatch(/^[0-9a-f]{48}$/);

    // A login role, not a superuser, with a password; the database is its own.
    const [role] = await superuser(
      async (c) =>
        (await c.query('SELECT r.rolcanlogin, r.rolsuper, r.rolcreatedb, r.rolpassword IS NOT NULL AS has_password, pg_get_userbyid(d.datdba) AS owner FROM pg_authid r, pg_database d WHERE r.rolname = $1 AND d.datname = $1', [name])).rows,
    );
    expect(role).toEqual({ rolcanlogin: true, rolsuper: false, rolcreatedb: false, has_password: true, owner: name });

    // The app's start-up migrations, connected with the doc's DATABASE_URL.
    const ds = await openDatabase(url);
    try {
      const [{ current_user: who }] = await ds.query('SELECT current_user');
      expect(who).toBe(name);
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM migrations');
      expect(n).toBe(ds.migrations.length);
      const tables = (await ds.query(`SELECT tablename, tableowner FROM pg_tables WHERE schemaname = 'public'`)) as { tablename: string; tableowner: string }[];
      expect(tables.length).toBeGreaterThan(20);
      expect(tables.filter((t) => t.tableowner !== name)).toEqual([]);
      expect((await ds.query('SELECT count(*)::int AS n FROM users'))[0].n).toBe(0);
    } finally {
      await ds.destroy();
    }
  });
});
