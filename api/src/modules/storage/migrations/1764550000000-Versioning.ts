import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/**
 * Bucket versioning (domain/versions.ts). A bucket's state (null: never versioned, `Enabled`,
 * `Suspended`) and its version clock, which orders every version of the bucket. The current
 * version of a key stays in `storage_objects` (its `version_id`, "null" for objects written while
 * unversioned), so reads and listings of current objects are unchanged; noncurrent versions and
 * delete markers are rows of `storage_object_versions`, with a multipart version's parts as JSON.
 */
export class Versioning1764550000000 implements MigrationInterface {
  name = 'Versioning1764550000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    const key = c.str('key', 1024, qr.connection.options.type === 'postgres' ? { collation: 'C' } : {});
    await qr.addColumn('storage_buckets', new TableColumn(c.str('versioning', 10, { isNullable: true })));
    await qr.addColumn('storage_buckets', new TableColumn(c.bigint('version_clock', { default: 0 })));
    await qr.addColumn('storage_objects', new TableColumn(c.str('version_id', 32, { default: "'null'" })));
    await qr.addColumn('storage_objects', new TableColumn(c.bigint('version_seq', { default: 0 })));
    await qr.createTable(
      table(
        'storage_object_versions',
        [
          c.id(),
          c.int('bucket_id'),
          key,
          c.str('version_id', 32),
          c.bigint('version_seq'),
          c.bool('delete_marker', false),
          c.bigint('size'),
          c.str('etag', 48),
          c.str('content_type', 255),
          c.text('headers'),
          c.str('checksum_algorithm', 10, { isNullable: true }),
          c.str('checksum_value', 100, { isNullable: true }),
          c.str('blob_key', 100, { isNullable: true }),
          c.text('parts', { isNullable: true }),
          c.int('part_count', { default: 0 }),
          c.date('last_modified'),
          c.date('noncurrent_since', { isNullable: true }),
          c.text('tags', { isNullable: true }),
          c.str('acl', 16, { isNullable: true }),
        ],
        [index('uq_storage_object_versions_id', ['bucket_id', 'key', 'version_id'], true), index('idx_storage_object_versions_seq', ['bucket_id', 'key', 'version_seq'])],
        [fk('bucket_id', 'storage_buckets')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storage_object_versions');
    await qr.dropColumn('storage_objects', 'version_seq');
    await qr.dropColumn('storage_objects', 'version_id');
    await qr.dropColumn('storage_buckets', 'version_clock');
    await qr.dropColumn('storage_buckets', 'versioning');
  }
}
