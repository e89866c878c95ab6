import { UserEntity } from '../modules/auth/user.entity';
import { CloudStorageServiceEntity } from '../modules/services/service.entity';
import { createBucket } from '../modules/storage/domain/buckets';
import { BucketEntity } from '../modules/storage/entities/bucket.entity';
import { seedUser, startTestServer, type TestServer } from '../test/harness';
import { preparedRead } from './prepared-read';

/**
 * A prepared read answers what TypeORM's own getOne/getMany answer for the same builder: the same
 * entities (joined relations, dates, booleans), with values bound as TypeORM binds them. Runs on
 * SQLite and PostgreSQL.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const usersBy = (db: TestServer['db'], p: { before: unknown; twoFactor: unknown; name: unknown }) =>
  db
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .where('u.createdAt < :before AND u.twoFactorEnabled = :twoFactor AND u.username LIKE :name', p)
    .orderBy('u.id', 'ASC');

describe('a read whose SQL is built once', () => {
  it('answers a bucket with its joined service as getOne does, and null for a name that is not there', async () => {
    const user = await seedUser(server.db, 1);
    const now = new Date();
    const service = await server.db.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: 'Prepared', serviceType: 'Object Storage', storageAmount: 10, cost: 'KSh 0', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: 'prepared-ns', startDate: now, updatedAt: now });
    await createBucket(server.db, { userId: user.id, permissions: new Set(['write']) } as never, 'prepared-one', { serviceId: service.id, objectLock: true });
    const builder = (db: TestServer['db'], p: { name: unknown }) => db.getRepository(BucketEntity).createQueryBuilder('b').leftJoinAndSelect('b.service', 'service').where('b.name = :name', p);
    const read = preparedRead(['name'], builder);

    const bucket = await read.one(server.db, { name: 'prepared-one' });
    expect(bucket).toEqual(await builder(server.db, { name: 'prepared-one' }).getOne());
    expect(bucket).toBeInstanceOf(BucketEntity);
    expect(bucket!.service).toMatchObject({ id: service.id, name: 'Prepared', status: 'active' });
    expect(bucket!.objectLock).toBe(true);
    expect(bucket!.createdAt).toBeInstanceOf(Date);
    // The second call runs the statement built by the first, with its own value.
    expect(await read.one(server.db, { name: 'not-a-bucket' })).toBeNull();
  });

  it('binds dates, booleans and strings as TypeORM does', async () => {
    await seedUser(server.db, 2);
    await seedUser(server.db, 3);
    const read = preparedRead(['before', 'twoFactor', 'name'], usersBy);
    const cases = [
      { before: new Date(Date.now() + 60_000), twoFactor: false, name: 'customer%' },
      { before: new Date(Date.now() - 86_400_000), twoFactor: false, name: 'customer%' },
      { before: new Date(Date.now() + 60_000), twoFactor: true, name: 'customer%' },
      { before: new Date(Date.now() + 60_000), twoFactor: false, name: 'customer3' },
    ];
    const answers = [];
    for (const c of cases) {
      const got = await read.many(server.db, c);
      expect(got).toEqual(await usersBy(server.db, c).getMany());
      answers.push(got.map((u) => u.username));
    }
    // Not four empty answers that agree by accident: the cases tell the users apart.
    expect(answers[0]).toEqual(expect.arrayContaining(['customer2', 'customer3']));
    expect(answers[1]).toEqual([]);
    expect(answers[2]).toEqual([]);
    expect(answers[3]).toEqual(['customer3']);
  });

  it('runs in the caller’s transaction and sees what it wrote', async () => {
    const read = preparedRead(['name'], (db, p) => db.getRepository(UserEntity).createQueryBuilder('u').where('u.username = :name', p));
    await server.db.transaction(async (m) => {
      await m.getRepository(UserEntity).update({ username: 'customer2' }, { firstName: 'Akinyi' });
      expect((await read.one(m, { name: 'customer2' }))?.firstName).toBe('Akinyi');
      throw new Error('roll back');
    }).catch(() => undefined);
    expect((await read.one(server.db, { name: 'customer2' }))?.firstName).toBe('Wanjiku2');
  });

  it('refuses a builder it cannot run as one statement, and a parameter that never reaches the statement', async () => {
    const paged = preparedRead(['name'], (db, p) => db.getRepository(BucketEntity).createQueryBuilder('b').leftJoinAndSelect('b.service', 's').where('b.name = :name', p).take(1));
    await expect(paged.one(server.db, { name: 'x' })).rejects.toThrow('a single plain SELECT only');
    const unbound = preparedRead(['name', 'id'], (db, p) => db.getRepository(UserEntity).createQueryBuilder('u').where('u.username = :name', { name: p.name }));
    await expect(unbound.one(server.db, { name: 'x', id: 1 })).rejects.toThrow('parameter(s) id not bound');
  });
});
