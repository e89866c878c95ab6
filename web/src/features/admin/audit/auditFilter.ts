import { ADMIN_AUDIT_ACTIONS, type AdminAuditAction } from '@contracts/admin-audit';
import type { AdminAuditFilter } from '@/gql/graphql';
import { eatDayStartIso } from '@/lib/format';

/** The audit view's filter as the URL keeps it (?actor=&action=&from=&to=, days as yyyy-mm-dd). */
export interface AuditFilterValues {
  actor: string;
  action: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filterValuesOf(params: URLSearchParams): AuditFilterValues {
  const day = (k: string) => (DAY.test(params.get(k) ?? '') ? params.get(k)! : '');
  const action = params.get('action') ?? '';
  return {
    actor: /^(system|\d{1,15})$/.test(params.get('actor') ?? '') ? params.get('actor')! : '',
    action: (ADMIN_AUDIT_ACTIONS as readonly string[]).includes(action) ? action : '',
    from: day('from'),
    to: day('to'),
  };
}

export function paramsOf(v: AuditFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x));
}

/** A "to" day before the "from" day matches nothing: said beside the fields instead of asked. */
export const rangeError = (v: AuditFilterValues) => (v.from && v.to && v.to < v.from ? 'The end date is before the start date' : null);

/**
 * The GraphQL filter: whole days in East Africa Time, the "to" day included (the API's `to` is
 * exclusive, so it is the start of the next day).
 */
export function apiFilterOf(v: AuditFilterValues): AdminAuditFilter {
  return {
    actorId: v.actor || null,
    action: (v.action || null) as AdminAuditAction | null,
    from: v.from ? eatDayStartIso(v.from) : null,
    to: v.to ? eatDayStartIso(v.to, 1) : null,
  };
}

/** The CSV download of the same filter (GET /api/admin/audit-log.csv). */
export function exportHref(v: AuditFilterValues): string {
  const f = apiFilterOf(v);
  const q = new URLSearchParams(Object.entries({ actorId: f.actorId, action: f.action, from: f.from, to: f.to }).filter((e): e is [string, string] => !!e[1]));
  const qs = q.toString();
  return `/api/admin/audit-log.csv${qs ? `?${qs}` : ''}`;
}
