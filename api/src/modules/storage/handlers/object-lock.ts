import { LOCK_MODES, type LockMode } from '../../../contracts/storage';
import { requirePermission, type BucketAccess } from '../domain/buckets';
import { getLegalHold, getRetention, lockConfigurationOf, putLegalHold, putLockConfiguration, putRetention, type DefaultRetention, type Retention, type VersionLock } from '../domain/object-lock';
import type { S3Context } from '../s3/context';
import { invalidArgument, malformedXml } from '../s3/errors';
import { parseXml } from '../s3/xml';
import { readSmallBody, text, versionArgument } from './common';

/**
 * Object lock at the S3 edge (`?object-lock`, `?retention`, `?legal-hold`, and the lock headers of
 * writes and reads). The rules are the domain's (domain/object-lock.ts); here only S3's documents,
 * headers and argument errors.
 */

const MAX_LOCK_BODY = 16 * 1024;

const modeOf = (raw: string | undefined, name: string): LockMode => {
  if (raw === undefined || !(LOCK_MODES as readonly string[]).includes(raw)) throw invalidArgument('Unknown wormMode directive.', name, raw ?? '');
  return raw as LockMode;
};

/** An ISO 8601 date as S3 takes it (`2030-01-01T00:00:00Z`, with or without milliseconds). */
const dateOf = (raw: string | undefined, name: string): Date => {
  const d = raw === undefined ? new Date(NaN) : new Date(raw);
  if (!raw || !/^\d{4}-\d\d-\d\dT/.test(raw) || Number.isNaN(d.getTime())) throw invalidArgument('The retain until date must be provided in ISO 8601 format', name, raw ?? '');
  return d;
};

const legalHoldOf = (raw: string, name: string): boolean => {
  if (raw !== 'ON' && raw !== 'OFF') throw invalidArgument('Legal Hold must be either of ON or OFF', name, raw);
  return raw === 'ON';
};

/** The lock a write asks for in its headers (PutObject, CopyObject, CreateMultipartUpload, a form upload's fields). */
export function requestedLock(h: (name: string) => string | undefined): { retention: Retention | null; legalHold: boolean | null } {
  const mode = h('x-amz-object-lock-mode');
  const until = h('x-amz-object-lock-retain-until-date');
  const hold = h('x-amz-object-lock-legal-hold');
  if ((mode === undefined) !== (until === undefined)) {
    throw invalidArgument('x-amz-object-lock-retain-until-date and x-amz-object-lock-mode must both be supplied', mode === undefined ? 'x-amz-object-lock-mode' : 'x-amz-object-lock-retain-until-date', '');
  }
  return {
    retention: mode === undefined ? null : { mode: modeOf(mode, 'x-amz-object-lock-mode'), until: dateOf(until, 'x-amz-object-lock-retain-until-date') },
    legalHold: hold === undefined ? null : legalHoldOf(hold, 'x-amz-object-lock-legal-hold'),
  };
}

/** The lock headers of a GET or HEAD answer (S3 sends them to callers that may read the object). */
export function lockHeaders(v: VersionLock): Record<string, string> {
  const out: Record<string, string> = {};
  if (v.lockMode && v.lockUntil) {
    out['x-amz-object-lock-mode'] = v.lockMode;
    out['x-amz-object-lock-retain-until-date'] = v.lockUntil.toISOString();
  }
  if (v.legalHold) out['x-amz-object-lock-legal-hold'] = 'ON';
  return out;
}

/** `x-amz-bypass-governance-retention: true`, which only a key with the bypassGovernance permission may send (AccessDenied otherwise). */
export function bypassGovernance(ctx: S3Context): boolean {
  if (ctx.h('x-amz-bypass-governance-retention')?.trim().toLowerCase() !== 'true') return false;
  requirePermission(ctx.caller, 'bypassGovernance');
  return true;
}

/** GET /bucket?object-lock */
export async function getObjectLockConfiguration(ctx: S3Context, access: BucketAccess) {
  const { defaultRetention: d } = lockConfigurationOf(access);
  const rule = d ? { Rule: { DefaultRetention: d.years ? { Mode: d.mode, Years: d.years } : { Mode: d.mode, Days: d.days } } } : {};
  ctx.sendXml(200, 'ObjectLockConfiguration', { ObjectLockEnabled: 'Enabled', ...rule });
}

/** PUT /bucket?object-lock — turns object lock on (versioning must be Enabled) and sets or clears the default retention. */
export async function putObjectLockConfiguration(ctx: S3Context, access: BucketAccess) {
  const doc = parseXml(await readSmallBody(ctx, MAX_LOCK_BODY)).ObjectLockConfiguration as Record<string, unknown> | undefined;
  if (!doc || typeof doc !== 'object') throw malformedXml();
  if (text(doc.ObjectLockEnabled)?.trim() !== 'Enabled') throw malformedXml();
  let retention: DefaultRetention | null = null;
  if (doc.Rule !== undefined) {
    const rule = doc.Rule as Record<string, unknown>;
    const d = (rule && typeof rule === 'object' ? rule.DefaultRetention : undefined) as Record<string, unknown> | undefined;
    if (!d || typeof d !== 'object') throw malformedXml();
    const mode = text(d.Mode)?.trim();
    if (mode !== 'GOVERNANCE' && mode !== 'COMPLIANCE') throw malformedXml();
    const number = (v: unknown) => {
      const t = text(v)?.trim();
      if (t === undefined) return null;
      if (!/^-?\d+$/.test(t)) throw malformedXml();
      return Number(t);
    };
    retention = { mode, days: number(d.Days), years: number(d.Years) };
  }
  await putLockConfiguration(ctx.gw.db, access, retention);
  ctx.sendEmpty(200);
}

const versionAnswer = (versionId: string | undefined): Record<string, string> => (versionId === undefined ? {} : { 'x-amz-version-id': versionId });

/** GET /bucket/key?retention */
export async function getObjectRetention(ctx: S3Context, access: BucketAccess) {
  const versionId = versionArgument(ctx);
  const r = await getRetention(ctx.gw.db, access, ctx.key!, versionId);
  ctx.sendXml(200, 'Retention', { Mode: r.mode, RetainUntilDate: r.until.toISOString() }, versionAnswer(versionId));
}

/** PUT /bucket/key?retention — an empty Retention removes it (GOVERNANCE, with the bypass). */
export async function putObjectRetention(ctx: S3Context, access: BucketAccess) {
  const versionId = versionArgument(ctx);
  const doc = parseXml(await readSmallBody(ctx, MAX_LOCK_BODY)).Retention as Record<string, unknown> | string | undefined;
  if (doc === undefined) throw malformedXml();
  let next: Retention | null = null;
  if (typeof doc === 'object' && doc && (doc.Mode !== undefined || doc.RetainUntilDate !== undefined)) {
    const mode = text(doc.Mode)?.trim();
    if (mode !== 'GOVERNANCE' && mode !== 'COMPLIANCE') throw malformedXml();
    next = { mode, until: dateOf(text(doc.RetainUntilDate)?.trim(), 'RetainUntilDate') };
  } else if (typeof doc === 'string' && doc.trim()) throw malformedXml();
  const bypass = bypassGovernance(ctx);
  await putRetention(ctx.gw.db, access, ctx.key!, next, { versionId, bypass });
  ctx.sendEmpty(200, versionAnswer(versionId));
}

/** GET /bucket/key?legal-hold */
export async function getObjectLegalHold(ctx: S3Context, access: BucketAccess) {
  const versionId = versionArgument(ctx);
  const on = await getLegalHold(ctx.gw.db, access, ctx.key!, versionId);
  ctx.sendXml(200, 'LegalHold', { Status: on ? 'ON' : 'OFF' }, versionAnswer(versionId));
}

/** PUT /bucket/key?legal-hold */
export async function putObjectLegalHold(ctx: S3Context, access: BucketAccess) {
  const versionId = versionArgument(ctx);
  const doc = parseXml(await readSmallBody(ctx, MAX_LOCK_BODY)).LegalHold as Record<string, unknown> | undefined;
  const status = doc && typeof doc === 'object' ? text(doc.Status)?.trim() : undefined;
  if (status !== 'ON' && status !== 'OFF') throw malformedXml();
  await putLegalHold(ctx.gw.db, access, ctx.key!, status === 'ON', versionId);
  ctx.sendEmpty(200, versionAnswer(versionId));
}
