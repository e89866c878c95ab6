import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { apiMessageOf } from '@contracts/api-messages';
import { formatBytes } from '@contracts/bytes';
import { isDashboardKey } from './instance';
import type { DashboardKey, DashboardT } from './keys';

/** Params of a coded API text, as the API sends them: `[{ name, value }]` (GraphQL fields) or `{ name: value }` (error extensions). */
export type ApiParams = readonly { name: string; value: string }[] | Readonly<Record<string, unknown>> | null | undefined;

const paramsObject = (params: ApiParams): Record<string, string> =>
  Array.isArray(params)
    ? Object.fromEntries((params as { name: string; value: string }[]).map((p) => [p.name, p.value]))
    : Object.fromEntries(Object.entries((params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
const ENGLISH_BYTES = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))? (B|KB|MB|GB|TB)$/;
const ENGLISH_NUMBER = /^(-?(?:\d{1,3}(?:,\d{3})+|\d+))(?:\.(\d+))?$/;
const decimalFormats = new Map<string, Intl.NumberFormat>();

/**
 * A figure the API wrote into an English text ('19.07 MB', '1,234.5'), rewritten in `language`
 * ('19,07 Mo', '1 234,5'); anything else unchanged. Whole numbers without a separator stay as they
 * are: they read the same in every language, and years or ids must not gain a thousands space.
 */
export function localizeFigure(value: string, language: string): string {
  if (language === 'en') return value;
  const bytes = ENGLISH_BYTES.exec(value);
  if (bytes) return formatBytes(Number(`${bytes[1]!.replace(/,/g, '')}.${bytes[2] ?? '0'}`) * 1024 ** BYTE_UNITS.indexOf(bytes[3]!), language);
  const number = ENGLISH_NUMBER.exec(value);
  if (!number || !/[.,]/.test(value)) return value;
  const digits = number[2]?.length ?? 0;
  const key = `${language}:${digits}`;
  let f = decimalFormats.get(key);
  if (!f) decimalFormats.set(key, (f = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f.format(Number(value.replace(/,/g, '')));
}

/**
 * An API text in the dashboard's language: `api.<code>` of the catalogues with the API's params;
 * the English `text` when there is no code or the catalogues do not know it (docs/api-messages.md).
 * Without a code from the API (a validation message of a shared zod contract checked in the browser),
 * the code is looked up from the English text.
 */
export function apiText(t: DashboardT, text: string, code?: string | null, params?: ApiParams, language = 'en'): string {
  const coded = code ? { code, params: paramsObject(params) } : apiMessageOf(text);
  if (!coded) return text;
  const key = `api.${coded.code}`;
  if (!isDashboardKey(key)) return text;
  // The API writes its figures in English ('19.07 MB stored of 50 GB'): rewrite them in this language.
  const localized = Object.fromEntries(Object.entries(coded.params).map(([k, v]) => [k, localizeFigure(String(v), language)]));
  const plural = /^(.+)_(?:one|other)$/.exec(coded.code);
  if (plural) return t(`api.${plural[1]}` as DashboardKey, { ...localized, count: Number(String(coded.params.count).replace(/,/g, '')) });
  return t(key, localized);
}

/**
 * The message of a failed call in the dashboard's language: the first GraphQL error's
 * `extensions.messageKey` (its English message otherwise), a plain error's message, else `fallback`.
 */
export function apiErrorText(t: DashboardT, error: unknown, fallback: string, language = 'en'): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) {
    const first = error.errors[0];
    const ext = first.extensions as { messageKey?: unknown; messageParams?: ApiParams } | undefined;
    return apiText(t, first.message, typeof ext?.messageKey === 'string' ? ext.messageKey : null, ext?.messageParams, language);
  }
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? apiText(t, message, undefined, undefined, language) : fallback;
}
