import { Client } from 'pg';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { POLICY_LOCK_NAMESPACE, withPolicyLock } from './policy-lock';

/**
 * The console's public switch and the provisioning job both read-modify-write a customer's bucket
 * policies on RGW: withPolicyLock lets one of them at a time per customer, in this process and, on
 * PostgreSQL, across processes (another connection stands for another portal). Runs on SQLite and
 * PostgreSQL.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('one writer of a customer’s bucket policies at a time', () => {
  it('queues a second writer of the same customer until the first is done, and lets another customer’s through', async () => {
    const order: string[] = [];
    const first = gate();
    const inside = gate();
    const a = withPolicyLock(server.db, 41, async () => {
      order.push('a starts');
      inside.open();
      await first.opened;
      order.push('a ends');
    });
    const b = withPolicyLock(server.db, 41, async () => {
      order.push('b runs');
    });
    // The other customer's writer starts once a holds its lock (on PostgreSQL a's transaction and
    // advisory lock take a few round trips, so "called first" is not "inside first").
    await inside.opened;
    await withPolicyLock(server.db, 42, async () => {
      order.push('other customer runs');
    });
    // b has had time to run if the queue let it through while a holds the lock.
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual(['a starts', 'other customer runs']);
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'other customer runs', 'a ends', 'b runs']);
  });

  it('lets the next writer in after a failed one', async () => {
    await expect(withPolicyLock(server.db, 43, () => Promise.reject(new Error('RGW refused')))).rejects.toThrow('RGW refused');
    expect(await withPolicyLock(server.db, 43, async () => 'written')).toBe('written');
  });

  it('holds the customer’s lock against another process on PostgreSQL', async () => {
    if (server.db.options.type !== 'postgres') return; // SQLite is one process: the queue above is the lock
    // Advisory locks belong to a database: the other process is connected to this server's.
    const other = new Client({ connectionString: (server.db.options as { url?: string }).url });
    await other.connect();
    try {
      const tryLock = async (userId: number) => (await other.query('SELECT pg_try_advisory_xact_lock($1, $2) AS got', [POLICY_LOCK_NAMESPACE, userId])).rows[0].got as boolean;
      const held = gate();
      const inside = gate();
      const writer = withPolicyLock(server.db, 44, async () => {
        inside.open();
        await held.opened;
      });
      await inside.opened;
      expect(await tryLock(44)).toBe(false);
      expect(await tryLock(45)).toBe(true);
      held.open();
      await writer;
      expect(await tryLock(44)).toBe(true);
    } finally {
      await other.end();
    }
  });
});
