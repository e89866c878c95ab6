import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('versioned migrations', () => {
  it('produce exactly the schema the entities describe (no pending changes)', async () => {
    const pending = await server.db.driver.createSchemaBuilder().log();
    const statements = pending.upQueries.map((q) => q.query);
    expect(statements).toEqual([]);
  });

  it('are all recorded as run', async () => {
    const executed = await server.db.query('SELECT name FROM migrations');
    expect(executed.length).toBe(server.db.migrations.length);
    expect(await server.db.showMigrations()).toBe(false);
  });
});
