import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../db/data-source';
import { TEST_ACTOR, userFactory } from '../../../test/harness';
import { createAccount } from '../../auth/auth.service';
import { UsageRecordEntity } from '../../metering/usage-record.entity';
import { CloudStorageServiceEntity } from '../../services/service.entity';
import { ServiceStorageUsageEntity } from '../entities/service-usage.entity';
import { rollUpUsage } from './rollup';

/**
 * A gateway restarting on its SQLite file rolls up hours it already wrote: its first statement on
 * the new connection is an upsert whose rows all exist. TypeORM used to re-read such rows by the
 * connection's last insert id (none yet) and failed with "entity id is not set" at every start.
 */
it('rolls up again right after a restart, when every row it writes already exists', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-rollup-'));
  const url = `sqlite:${path.join(dir, 'portal.sqlite')}`;
  const now = new Date();
  try {
    const first = await openDatabase(url);
    for (const n of [1, 2]) {
      const user = await createAccount(first, TEST_ACTOR, userFactory(n));
      const s = await first.getRepository(CloudStorageServiceEntity).save({ userId: user.id, name: `S${n}`, serviceType: 'Object Storage', storageAmount: 10, cost: 'x', status: 'active' as const, region: 'kenya' as const, planType: null, bucket: `restart-${n}`, startDate: now, updatedAt: now });
      await first.getRepository(ServiceStorageUsageEntity).save({ serviceId: s.id, usedBytes: 1024, reservedBytes: 0, updatedAt: now });
    }
    expect(await rollUpUsage(first, now)).toBe(2);
    await first.destroy();

    const restarted = await openDatabase(url);
    try {
      expect(await rollUpUsage(restarted, now)).toBe(2); // the running hour of both services, again
      const rows = await restarted.getRepository(UsageRecordEntity).find();
      expect(rows.map((r) => r.storedGb * 1024 ** 3)).toEqual([1024, 1024]);
    } finally {
      await restarted.destroy();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
