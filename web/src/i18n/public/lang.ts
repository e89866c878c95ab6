/**
 * The public site's languages (issue #18 item 6): English at the unprefixed paths, Kiswahili
 * under /sw and French under /fr (docs/architecture.md, "Languages of the public site"). Small on
 * purpose: the header uses it on every page, the home page included. No messages here.
 */
export const PUBLIC_LANGS = ['en', 'sw', 'fr'] as const;
export type PublicLang = (typeof PUBLIC_LANGS)[number];

/** Each language's name in that language (what the switch shows). */
export const LANG_NAMES: Record<PublicLang, string> = { en: 'English', sw: 'Kiswahili', fr: 'Français' };

/** The footer's information pages (one InfoPage, its content chosen by the path: content/info.ts). */
export const INFO_PATHS = ['/about', '/careers', '/blog', '/press', '/status', '/privacy', '/terms', '/dpa'] as const;
export type InfoPath = (typeof INFO_PATHS)[number];

/** The public pages that exist in every language (their paths without a prefix). */
export const LOCALIZED_PATHS: string[] = ['/', '/products', '/pricing', '/customers', '/security', '/support', '/docs', '/promotions', ...INFO_PATHS];

/** The cookie that remembers the visitor's choice; the server sends `/` to /sw/ or /fr/ by it. */
export const LANG_COOKIE = 'mw_lang';

/** The language of a path: /sw and /sw/… are Kiswahili, /fr… French, anything else English. */
export const langOfPath = (pathname: string): PublicLang => {
  const m = /^\/(sw|fr)(?:\/|$)/i.exec(pathname);
  return m ? (m[1]!.toLowerCase() as PublicLang) : 'en';
};

/** The path without its language prefix (/sw/ and /sw → /, /sw/pricing → /pricing). */
export const stripLang = (pathname: string): string => pathname.replace(/^\/(sw|fr)(?=\/|$)/i, '') || '/';

/**
 * `to` (a path, maybe with ?query or #hash) in `lang`: a localized page gets the prefix
 * (its home is /sw/), anything else (/auth, /dashboard, the footer's pages…) stays as it is.
 */
export function localizePath(to: string, lang: PublicLang): string {
  if (!to.startsWith('/')) return to;
  const i = to.search(/[?#]/);
  const path = stripLang(i < 0 ? to : to.slice(0, i));
  const rest = i < 0 ? '' : to.slice(i);
  if (lang === 'en' || !LOCALIZED_PATHS.includes(path)) return path + rest;
  return `/${lang}${path === '/' ? '/' : path}${rest}`;
}

/** Remembers the choice for the next visit to / (one year; read by the server, api/src/http/web.ts). */
export function rememberLang(lang: PublicLang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
