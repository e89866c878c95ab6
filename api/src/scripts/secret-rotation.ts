import { IsNull, MoreThan, Not, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { decryptSecret, encryptSecret, needsResealing, secretBinding, secretsKeyring } from '../common/secrets';
import { ApiKeyEntity } from '../modules/account/api-key.entity';
import { UserEntity } from '../modules/auth/user.entity';

/** One column of sealed secrets: where it is, and what each value is bound to (common/secrets.ts). */
interface SealedColumn<T extends ObjectLiteral & { id: number }> {
  label: string;
  entity: EntityTarget<T>;
  property: keyof T & string;
  /** The other columns the binding needs. */
  select: (keyof T & string)[];
  bindingOf: (row: T) => string;
}

const column = <T extends ObjectLiteral & { id: number }>(c: SealedColumn<T>) => c as unknown as SealedColumn<ObjectLiteral & { id: number }>;

/** Every column that holds secrets sealed with SECRETS_KEY. A new sealed column belongs here too. */
export const SEALED_COLUMNS = [
  column<ApiKeyEntity>({ label: 'api_keys.secret_enc', entity: ApiKeyEntity, property: 'secretEnc', select: ['accessKeyId'], bindingOf: (k) => secretBinding.apiKeySecret(k.accessKeyId) }),
  column<UserEntity>({ label: 'users.totp_secret_enc', entity: UserEntity, property: 'totpSecretEnc', select: [], bindingOf: (u) => secretBinding.totpSeed(u.id) }),
];

export interface RotationReport {
  /** The key every secret is now sealed with. */
  keyId: string;
  /** Per column: values re-sealed, already current, changed meanwhile by the application, unreadable. */
  columns: { label: string; resealed: number; current: number; changedMeanwhile: number; failed: { id: number; reason: string }[] }[];
}

/**
 * Re-seal every stored secret with the current SECRETS_KEY (v2, bound to its row): values of v1,
 * of an older key, or of no binding. Pages through each table by id; each page is one
 * transaction, so an interrupted run keeps what it committed and the next run goes on where it
 * stopped (values already current are skipped: running it twice changes nothing). Each write is a
 * compare-and-swap on the old value, so a secret the application replaces while this runs (a TOTP
 * re-enrolment) keeps the application's value. A value that does not decrypt is reported and left.
 */
export async function rotateSecrets(db: DataSource, opts: { batchSize?: number; onBatch?: (label: string, done: number) => void } = {}): Promise<RotationReport> {
  const batchSize = opts.batchSize ?? 200;
  const report: RotationReport = { keyId: secretsKeyring().current.id, columns: [] };
  for (const col of SEALED_COLUMNS) {
    const counts = { label: col.label, resealed: 0, current: 0, changedMeanwhile: 0, failed: [] as { id: number; reason: string }[] };
    let lastId = 0;
    for (;;) {
      const rows = await db.getRepository(col.entity).find({
        select: Object.fromEntries(['id', col.property, ...col.select].map((c) => [c, true])) as never,
        where: { id: MoreThan(lastId), [col.property]: Not(IsNull()) } as never,
        order: { id: 'ASC' } as never,
        take: batchSize,
      });
      if (!rows.length) break;
      lastId = rows[rows.length - 1]!.id;
      await db.transaction(async (m) => {
        for (const row of rows) {
          const sealed = row[col.property] as string;
          if (!needsResealing(sealed)) {
            counts.current++;
            continue;
          }
          let next: string;
          try {
            const binding = col.bindingOf(row);
            next = encryptSecret(decryptSecret(sealed, binding), binding);
          } catch (e) {
            counts.failed.push({ id: row.id, reason: (e as Error).message });
            continue;
          }
          const res = await m.getRepository(col.entity).update({ id: row.id, [col.property]: sealed } as never, { [col.property]: next } as never);
          if ((res.affected ?? 0) === 1) counts.resealed++;
          else counts.changedMeanwhile++;
        }
      });
      opts.onBatch?.(col.label, counts.resealed + counts.current + counts.changedMeanwhile + counts.failed.length);
    }
    report.columns.push(counts);
  }
  return report;
}
