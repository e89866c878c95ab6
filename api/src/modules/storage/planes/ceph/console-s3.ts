import type { Db } from '../../../../db/db';
import { S3_REGION } from '../../../../contracts/storage';
import { consoleCredential } from '../../console/credential';
import { CONSOLE_SUBUSER, rgwUidOf } from './desired';
import { reconcileCustomer } from './reconcile';
import type { RgwAdmin } from './rgw-admin';
import { RgwS3 } from './rgw-s3';

/** Console credentials known to be on RGW, per process (`userId:accessKeyId`). */
const provisioned = new Set<string>();

/**
 * An S3 client on RGW as the customer's console (the subuser `console`, full control), for the
 * console and for the portal's jobs that act on a customer's buckets. The first use of a
 * credential provisions the customer on RGW now (the job would within its tick): a new credential
 * must work at once.
 */
export async function consoleS3For(db: Db, admin: RgwAdmin, userId: number): Promise<{ s3: RgwS3; cred: { accessKeyId: string; secretAccessKey: string } }> {
  const cred = await consoleCredential(db, userId);
  const mark = `${userId}:${cred.accessKeyId}`;
  if (!provisioned.has(mark)) {
    const held = await admin.getUser(rgwUidOf(userId));
    const keyHeld = held?.keys.some((k) => k.access_key === cred.accessKeyId && k.user === `${rgwUidOf(userId)}:${CONSOLE_SUBUSER}`);
    if (!keyHeld) await reconcileCustomer(db, admin, userId);
    provisioned.add(mark);
  }
  return { s3: new RgwS3(admin.endpoint, { ...cred, region: S3_REGION }), cred };
}
