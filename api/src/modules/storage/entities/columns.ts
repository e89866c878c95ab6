import type { ValueTransformer } from 'typeorm';
import { config } from '../../../config/config';

/**
 * Column details the storage tables share. Byte counts are BIGINT (objects reach terabytes);
 * both drivers may hand them back as strings, so they are read as numbers (exact to 2^53 bytes).
 */
export const bigintNumber: ValueTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: string | number | null) => (v === null || v === undefined ? v : Number(v)),
};

/**
 * Object keys sort as S3 lists them: by UTF-8 bytes. SQLite's default BINARY collation does;
 * PostgreSQL needs the "C" collation on the column (the database default may be a locale).
 */
export const keyCollation = (): string | undefined => (config().database.kind === 'postgres' ? 'C' : undefined);

export const floatType = () => (config().database.kind === 'postgres' ? 'double precision' : 'real');
