import type { RuleInput } from './lifecycleJson';

/**
 * The rule form's common rules (a prefix; expire current versions, noncurrent versions keeping the
 * newest, abandoned uploads, each after N days) to and from a rule. What the form does not show
 * (tags, sizes, an expiry date, delete markers) is carried over from the rule being edited. Only
 * the form's own mistakes are caught here, in the page's words; S3's rules are the server's.
 */
export interface RuleFormValues {
  id: string;
  enabled: boolean;
  prefix: string;
  expireDays: string;
  noncurrentDays: string;
  keepNewer: string;
  abortDays: string;
}

export type RuleFormField = 'expireDays' | 'noncurrentDays' | 'keepNewer' | 'abortDays' | 'form';
export type RuleFormProblem = 'notWholeDays' | 'keepRange' | 'keepNeedsDays' | 'needsAction';

/** The newest noncurrent versions a rule may keep (S3's limit, which the server checks too). */
const MAX_KEEP = 100;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function formValuesOf(r: RuleInput | undefined): RuleFormValues {
  return {
    id: r?.id ?? '',
    enabled: r?.enabled ?? true,
    prefix: r?.filter?.prefix ?? '',
    expireDays: text(r?.expiration?.days),
    noncurrentDays: text(r?.noncurrentVersionExpiration?.noncurrentDays),
    keepNewer: text(r?.noncurrentVersionExpiration?.newerNoncurrentVersions),
    abortDays: text(r?.abortIncompleteMultipartUpload?.daysAfterInitiation),
  };
}

/** Whether a rule has something the form does not show (kept as it is when the form saves). */
export const hasExtras = (r: RuleInput | undefined): boolean =>
  !!r && (!!r.filter?.tags?.length || r.filter?.objectSizeGreaterThan != null || r.filter?.objectSizeLessThan != null || !!r.expiration?.date || !!r.expiration?.expiredObjectDeleteMarker);

/** '' → undefined; a whole number ≥ 1 → it; anything else → NaN (refused). */
const count = (s: string): number | undefined => {
  const v = s.trim();
  if (v === '') return undefined;
  return /^\d+$/.test(v) && Number(v) >= 1 ? Number(v) : NaN;
};

export function ruleFromForm(v: RuleFormValues, base: RuleInput | undefined): { rule: RuleInput } | { errors: Partial<Record<RuleFormField, RuleFormProblem>> } {
  const expire = count(v.expireDays);
  const noncurrent = count(v.noncurrentDays);
  const keep = count(v.keepNewer);
  const abort = count(v.abortDays);
  const errors: Partial<Record<RuleFormField, RuleFormProblem>> = {};
  for (const [field, n] of [['expireDays', expire], ['noncurrentDays', noncurrent], ['abortDays', abort]] as const) if (Number.isNaN(n)) errors[field] = 'notWholeDays';
  if (Number.isNaN(keep) || (keep !== undefined && keep > MAX_KEEP)) errors.keepNewer = 'keepRange';
  else if (keep !== undefined && noncurrent === undefined) errors.noncurrentDays ??= 'keepNeedsDays';
  const kept = base?.expiration && (base.expiration.date || base.expiration.expiredObjectDeleteMarker) ? base.expiration : undefined;
  if (expire === undefined && noncurrent === undefined && abort === undefined && !kept) errors.form = 'needsAction';
  if (Object.keys(errors).length) return { errors };

  const { prefix: _old, ...otherConditions } = base?.filter ?? {};
  const filter = { ...(v.prefix.trim() ? { prefix: v.prefix.trim() } : {}), ...otherConditions };
  return {
    rule: {
      ...(v.id.trim() ? { id: v.id.trim() } : {}),
      enabled: v.enabled,
      ...(Object.keys(filter).length ? { filter } : {}),
      // Days typed replace a date or the delete-marker action (S3 takes one of them); none typed keeps them.
      ...(expire !== undefined ? { expiration: { days: expire } } : kept ? { expiration: kept } : {}),
      ...(noncurrent !== undefined ? { noncurrentVersionExpiration: { noncurrentDays: noncurrent, ...(keep !== undefined ? { newerNoncurrentVersions: keep } : {}) } } : {}),
      ...(abort !== undefined ? { abortIncompleteMultipartUpload: { daysAfterInitiation: abort } } : {}),
    },
  };
}
