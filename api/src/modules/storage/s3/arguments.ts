import type { S3Context } from './context';
import { invalidArgument, s3err } from './errors';

/**
 * A NUL byte in a key or a listing argument is refused at the edge with InvalidArgument, on both
 * databases: PostgreSQL cannot store U+0000 in text at all (it answered 500), and SQLite would
 * have stored a key no other store can hold. Every other control character stays allowed, as S3
 * allows them (a newline delimiter or prefix must work), and is answered XML-escaped.
 */
export function refuseNul(value: string | null | undefined, name: string): void {
  if (value && value.includes('\u0000')) throw invalidArgument(`${name} must not contain a NUL character (U+0000)`, name, value.replace(/\u0000/g, '\\0'));
}

/** The bucket and object key of the path and every query argument (prefix, delimiter, marker, start-after, key-marker…). */
export function refuseNulArguments(ctx: S3Context): void {
  // No bucket name can hold a NUL (names are checked at creation), and PostgreSQL cannot even look one up.
  if (ctx.bucket?.includes('\u0000')) throw s3err('InvalidBucketName', 'The specified bucket is not valid: bucket names use only lower-case letters, digits, dots and hyphens.', { BucketName: ctx.bucket.replace(/\u0000/g, '\\0') });
  refuseNul(ctx.key, 'key');
  for (const [name, value] of ctx.query) refuseNul(value, name);
}
