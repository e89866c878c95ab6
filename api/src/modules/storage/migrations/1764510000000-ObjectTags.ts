import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { columns } from '../../../db/migration-helpers';

/**
 * Object tagging: an object's tag set (JSON, null for none) on its row, so a delete or an overwrite
 * removes it with the object; a multipart upload keeps the tags it was created with until Complete.
 */
export class ObjectTags1764510000000 implements MigrationInterface {
  name = 'ObjectTags1764510000000';

  async up(qr: QueryRunner): Promise<void> {
    const c = columns(qr);
    await qr.addColumn('storage_objects', new TableColumn(c.text('tags', { isNullable: true })));
    await qr.addColumn('storage_uploads', new TableColumn(c.text('tags', { isNullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('storage_uploads', 'tags');
    await qr.dropColumn('storage_objects', 'tags');
  }
}
