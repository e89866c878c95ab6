import fs from 'node:fs';
import path from 'node:path';

/**
 * Modules import each other's faces (index.ts), and the faces make load cycles between modules
 * ordinary. A cycle is harmless only while nothing reads another module's export as files load
 * (docs/architecture.md, "Where new things go"); a read that does throws or sees undefined, and only
 * for some entry points. So each face is loaded first, alone, into a fresh registry, then the whole
 * registry: every module definition and every entity must be there, and the entities' metadata
 * must be complete enough for TypeORM to start (every relation resolved to an entity class).
 */
const faces = fs
  .readdirSync(__dirname, { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(__dirname, e.name, 'index.ts')))
  .map((e) => e.name);

describe('module load order', () => {
  it('finds the faces', () => {
    expect(faces.length).toBeGreaterThan(10);
  });

  it.each(faces)('loads everything when the %s face is required first', async (first) => {
    let registry!: typeof import('./registry');
    let typeorm!: typeof import('typeorm');
    jest.isolateModules(() => {
      require(`./${first}`);
      registry = require('./registry');
      typeorm = require('typeorm');
    });
    expect(registry.modules.map((m) => m?.name)).toHaveLength(faces.length);
    const entities = registry.allEntities();
    expect(entities.filter((e) => typeof e !== 'function')).toEqual([]);
    const db = await new typeorm.DataSource({ type: 'better-sqlite3', database: ':memory:', entities }).initialize();
    try {
      expect(db.entityMetadatas.flatMap((m) => m.relations.filter((r) => typeof r.inverseEntityMetadata?.target !== 'function').map((r) => `${m.name}.${r.propertyName}`))).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
