import { QueryRunner, Table, TableColumnOptions, TableForeignKey, TableIndex } from 'typeorm';

/** Small builders so one migration produces the same schema on SQLite and PostgreSQL. */
export function columns(qr: QueryRunner) {
  const pg = qr.connection.options.type === 'postgres';
  return {
    id: (name = 'id'): TableColumnOptions => ({ name, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' }),
    uuid: (name = 'id'): TableColumnOptions => ({ name, type: 'varchar', length: '36', isPrimary: true }),
    int: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', ...opts }),
    bigint: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'bigint', ...opts }),
    float: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: pg ? 'double precision' : 'real', ...opts }),
    str: (name: string, length: number, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'varchar', length: String(length), ...opts }),
    text: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'text', ...opts }),
    bool: (name: string, def: boolean, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'boolean', default: pg ? String(def) : def ? 1 : 0, ...opts }),
    date: (name: string, opts: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: pg ? 'timestamptz' : 'datetime', ...opts }),
  };
}

export const table = (name: string, cols: TableColumnOptions[], indices: TableIndex[] = [], foreignKeys: TableForeignKey[] = []) =>
  new Table({ name, columns: cols, indices, foreignKeys });

export const index = (name: string, columnNames: string[], isUnique = false) => new TableIndex({ name, columnNames, isUnique });

export const fk = (columnName: string, referencedTableName: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' = 'CASCADE') =>
  new TableForeignKey({ columnNames: [columnName], referencedTableName, referencedColumnNames: ['id'], onDelete });
