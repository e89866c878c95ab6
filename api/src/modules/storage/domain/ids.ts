import { randomBytes } from 'node:crypto';

/**
 * A random URL-safe id (base64url of `bytes` random bytes) that never begins with "-".
 * Version ids and upload ids are pasted into command lines (`aws s3api delete-object
 * --version-id …`, `s3cmd`, `rclone`), and an argument starting with "-" is read there as an
 * option: the awscli answers "expected one argument". S3's own ids never start with one either.
 * Drawing again costs one draw in 64 and keeps every character uniformly random.
 */
export function commandLineSafeId(bytes: number): string {
  for (;;) {
    const id = randomBytes(bytes).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}
