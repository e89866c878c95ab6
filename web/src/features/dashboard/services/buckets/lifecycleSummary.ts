import type { DashboardT } from '@/i18n';
import type { RuleInput } from './lifecycleJson';

/**
 * One rule in plain words, for the list: which objects it applies to, then one line for each
 * action ("Delete current versions 30 days after upload"). Sizes are worded by the caller's
 * formatter, dates as S3 stores them (YYYY-MM-DD, at midnight UTC).
 */
export function ruleScope(t: DashboardT, r: RuleInput, formatBytes: (bytes: number) => string): string {
  const f = r.filter;
  const parts = [
    f?.prefix ? t('lifecycle.scopePrefix', { prefix: f.prefix }) : t('lifecycle.scopeAll'),
    ...(f?.tags?.length ? [t('lifecycle.scopeTags', { tags: f.tags.map((tag) => `${tag.key}=${tag.value}`).join(', ') })] : []),
    ...(f?.objectSizeGreaterThan !== null && f?.objectSizeGreaterThan !== undefined ? [t('lifecycle.scopeLarger', { size: formatBytes(f.objectSizeGreaterThan) })] : []),
    ...(f?.objectSizeLessThan !== null && f?.objectSizeLessThan !== undefined ? [t('lifecycle.scopeSmaller', { size: formatBytes(f.objectSizeLessThan) })] : []),
  ];
  return parts.join(' · ');
}

export function ruleActions(t: DashboardT, r: RuleInput): string[] {
  const lines: string[] = [];
  const e = r.expiration;
  if (e?.days) lines.push(t('lifecycle.expireDays', { count: e.days }));
  if (e?.date) lines.push(t('lifecycle.expireDate', { date: e.date.slice(0, 10) }));
  if (e?.expiredObjectDeleteMarker) lines.push(t('lifecycle.expireMarkers'));
  const n = r.noncurrentVersionExpiration;
  if (n) {
    lines.push(t('lifecycle.noncurrentDays', { count: n.noncurrentDays }));
    if (n.newerNoncurrentVersions) lines.push(t('lifecycle.keepNewer', { count: n.newerNoncurrentVersions }));
  }
  const a = r.abortIncompleteMultipartUpload;
  if (a) lines.push(t('lifecycle.abortDays', { count: a.daysAfterInitiation }));
  return lines;
}
