import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { apiMessageOf } from '@contracts/api-messages';
import { isDashboardKey } from './instance';
import type { DashboardKey, DashboardT } from './keys';

/** Params of a coded API text, as the API sends them: `[{ name, value }]` (GraphQL fields) or `{ name: value }` (error extensions). */
export type ApiParams = readonly { name: string; value: string }[] | Readonly<Record<string, unknown>> | null | undefined;

const paramsObject = (params: ApiParams): Record<string, string> =>
  Array.isArray(params)
    ? Object.fromEntries((params as { name: string; value: string }[]).map((p) => [p.name, p.value]))
    : Object.fromEntries(Object.entries((params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));

/**
 * An API text in the dashboard's language: `api.<code>` of the catalogues with the API's params;
 * the English `text` when there is no code or the catalogues do not know it (docs/api-messages.md).
 * Without a code from the API (a validation message of a shared zod contract checked in the browser),
 * the code is looked up from the English text.
 */
export function apiText(t: DashboardT, text: string, code?: string | null, params?: ApiParams): string {
  const coded = code ? { code, params: paramsObject(params) } : apiMessageOf(text);
  if (!coded) return text;
  const key = `api.${coded.code}`;
  if (!isDashboardKey(key)) return text;
  const plural = /^(.+)_(?:one|other)$/.exec(coded.code);
  if (plural) return t(`api.${plural[1]}` as DashboardKey, { ...coded.params, count: Number(String(coded.params.count).replace(/,/g, '')) });
  return t(key, coded.params);
}

/**
 * The message of a failed call in the dashboard's language: the first GraphQL error's
 * `extensions.messageKey` (its English message otherwise), a plain error's message, else `fallback`.
 */
export function apiErrorText(t: DashboardT, error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    const first = error.errors[0];
    const ext = first.extensions as { messageKey?: unknown; messageParams?: ApiParams } | undefined;
    return apiText(t, first.message, typeof ext?.messageKey === 'string' ? ext.messageKey : null, ext?.messageParams);
  }
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? apiText(t, message) : fallback;
}
