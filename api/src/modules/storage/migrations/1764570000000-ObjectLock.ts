import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../../../db/migration-helpers';

/**
 * S3 object lock (domain/object-lock.ts). On a bucket: whether object lock is on (it never turns
 * off) and its default retention (a mode and a period in days or years). On every version, current
 * (`storage_objects`) or not (`storage_object_versions`): its retention mode and date, and its legal
 * hold. They travel with the version when it becomes noncurrent or current again.
 */
export class ObjectLock1764570000000 implements MigrationInterface {
  name = 'ObjectLock1764570000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.addColumn('storage_buckets', new TableColumn(c.bool('object_lock', false)));
    await qr.addColumn('storage_buckets', new TableColumn(c.str('lock_default_mode', 10, { isNullable: true })));
    await qr.addColumn('storage_buckets', new TableColumn(c.int('lock_default_days', { isNullable: true })));
    await qr.addColumn('storage_buckets', new TableColumn(c.int('lock_default_years', { isNullable: true })));
    for (const t of ['storage_objects', 'storage_object_versions']) {
      await qr.addColumn(t, new TableColumn(c.str('lock_mode', 10, { isNullable: true })));
      await qr.addColumn(t, new TableColumn(c.date('lock_until', { isNullable: true })));
      await qr.addColumn(t, new TableColumn(c.bool('legal_hold', false)));
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['storage_objects', 'storage_object_versions']) {
      await qr.dropColumn(t, 'legal_hold');
      await qr.dropColumn(t, 'lock_until');
      await qr.dropColumn(t, 'lock_mode');
    }
    for (const col of ['lock_default_years', 'lock_default_days', 'lock_default_mode', 'object_lock']) await qr.dropColumn('storage_buckets', col);
  }
}
