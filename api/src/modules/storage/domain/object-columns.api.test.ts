import { startTestServer, type TestServer } from '../../../test/harness';
import { ObjectEntity } from '../entities/object.entity';
import { OBJECT_COLUMNS } from './objects';

/**
 * insertObject writes an object row with a hand-written column list (one bound statement per
 * upload): it must name every column of ObjectEntity but the generated id, under its database
 * name, or a new column would silently take its default on every upload.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('names every column of an object row, as the entity maps it', () => {
  const columns = server.db.getMetadata(ObjectEntity).columns.filter((c) => !c.isGenerated);
  const expected = columns.map((c) => [c.propertyName, c.databaseName]).sort();
  expect(OBJECT_COLUMNS.map(([property, column]) => [property, column.replace(/"/g, '')]).sort()).toEqual(expected);
});
