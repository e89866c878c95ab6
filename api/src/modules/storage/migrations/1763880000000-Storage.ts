import { MigrationInterface, QueryRunner } from 'typeorm';
import { columns, fk, index, table } from '../../../db/migration-helpers';

/** The storage plane: buckets, objects, multipart uploads, blob journal, usage counters, console credentials. */
export class Storage1763880000000 implements MigrationInterface {
  name = 'Storage1763880000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    // Keys sort by UTF-8 bytes, as S3 lists them (see entities/columns.ts).
    const key = c.str('key', 1024, qr.connection.options.type === 'postgres' ? { collation: 'C' } : {});
    const zero = (name: string) => c.int(name, { default: 0 });
    const zeroBig = (name: string) => c.bigint(name, { default: 0 });
    await qr.createTable(
      table(
        'storage_buckets',
        [c.id(), c.str('name', 63, { isUnique: true }), c.int('service_id'), c.int('user_id'), zeroBig('object_count'), zeroBig('object_bytes'), c.date('created_at')],
        [index('idx_storage_buckets_service', ['service_id']), index('idx_storage_buckets_user', ['user_id', 'name'])],
        [fk('service_id', 'cloud_storage_services'), fk('user_id', 'users')],
      ),
    );
    await qr.createTable(
      table('storage_service_usage', [c.int('service_id', { isPrimary: true }), zeroBig('used_bytes'), c.date('updated_at')], [], [fk('service_id', 'cloud_storage_services')]),
    );
    await qr.createTable(
      table(
        'storage_objects',
        [
          c.id(),
          c.int('bucket_id'),
          key,
          c.bigint('size'),
          c.str('etag', 48),
          c.str('content_type', 255),
          c.text('headers'),
          c.str('checksum_algorithm', 10, { isNullable: true }),
          c.str('checksum_value', 100, { isNullable: true }),
          c.str('blob_key', 100, { isNullable: true }),
          zero('part_count'),
          c.date('last_modified'),
        ],
        [index('uq_storage_objects_bucket_key', ['bucket_id', 'key'], true)],
        [fk('bucket_id', 'storage_buckets')],
      ),
    );
    await qr.createTable(
      table(
        'storage_object_parts',
        [c.id(), c.int('object_id'), c.int('position'), c.int('part_number'), c.str('blob_key', 100), c.bigint('size'), c.bigint('start_offset'), c.str('etag', 48)],
        [index('uq_storage_object_parts_position', ['object_id', 'position'], true)],
        [fk('object_id', 'storage_objects')],
      ),
    );
    await qr.createTable(
      table(
        'storage_uploads',
        [c.str('id', 64, { isPrimary: true }), c.int('bucket_id'), { ...key }, c.str('content_type', 255), c.text('headers'), c.str('checksum_algorithm', 10, { isNullable: true }), c.date('initiated_at')],
        [index('idx_storage_uploads_bucket_key', ['bucket_id', 'key', 'initiated_at'])],
        [fk('bucket_id', 'storage_buckets')],
      ),
    );
    await qr.createTable(
      table(
        'storage_upload_parts',
        [c.id(), c.str('upload_id', 64), c.int('part_number'), c.str('blob_key', 100), c.bigint('size'), c.str('etag', 48), c.str('checksum_value', 100, { isNullable: true }), c.date('uploaded_at')],
        [index('uq_storage_upload_parts_number', ['upload_id', 'part_number'], true)],
        [fk('upload_id', 'storage_uploads')],
      ),
    );
    await qr.createTable(table('storage_blob_gc', [c.id(), c.str('blob_key', 100, { isUnique: true }), c.date('due_at')], [index('idx_storage_blob_gc_due', ['due_at'])]));
    await qr.createTable(
      table(
        'storage_usage_counters',
        [
          c.id(),
          c.int('service_id'),
          c.int('hour_index'),
          zero('requests_a'),
          zero('requests_b'),
          zero('requests_other'),
          zero('errors_4xx'),
          zero('errors_5xx'),
          zeroBig('bytes_in'),
          zeroBig('bytes_out_local'),
          zeroBig('bytes_out_regional'),
          c.float('latency_ms_sum', { default: 0 }),
          ...Array.from({ length: 9 }, (_, i) => zero(`lat_${i}`)),
        ],
        [index('uq_storage_usage_counters_hour', ['service_id', 'hour_index'], true)],
        [fk('service_id', 'cloud_storage_services')],
      ),
    );
    await qr.createTable(
      table(
        'storage_console_credentials',
        [c.id(), c.int('user_id', { isUnique: true }), c.str('access_key_id', 20, { isUnique: true }), c.date('created_at')],
        [],
        [fk('user_id', 'users')],
      ),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of ['storage_console_credentials', 'storage_usage_counters', 'storage_blob_gc', 'storage_upload_parts', 'storage_uploads', 'storage_object_parts', 'storage_objects', 'storage_service_usage', 'storage_buckets']) {
      await qr.dropTable(t);
    }
  }
}
