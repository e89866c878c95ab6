/**
 * The signed-in hint: a small cookie, readable by scripts and holding no secret (only a first name),
 * so a pre-rendered page can draw its header for a signed-in visitor before its JavaScript arrives.
 * The web app writes it whenever it learns the session (sign-in, `me`) and removes it when the
 * session ends; the real session (HttpOnly cookie, `me`) still decides everything, a stale hint
 * only changes the header until `me` answers.
 */
export const SESSION_HINT_COOKIE = 'mw_hint';

/** What a hint may carry: letters, marks, spaces and name punctuation, at most 40 characters. */
export const sessionHintName = (firstName: string | null | undefined): string =>
  (firstName ?? '').replace(/[^\p{L}\p{M} .'-]/gu, '').trim().slice(0, 40) || 'User';

/**
 * The script each HTML page runs in its <head>, before the first paint: with a hint, it marks the
 * page (`data-session-hint`) and gives the name to CSS (`--session-hint-name`), which shows the
 * header's signed-in block (components/layout/HeaderAuth.tsx). Inline, allowed by its hash in the
 * Content-Security-Policy (http/app.ts).
 */
export const SESSION_HINT_SCRIPT = `try{var m=document.cookie.match(/(?:^|; )${SESSION_HINT_COOKIE}=([^;]+)/);if(m){var n=decodeURIComponent(m[1]);if(/^[\\p{L}\\p{M} .'-]{1,40}$/u.test(n)){var d=document.documentElement;d.setAttribute('data-session-hint','');d.style.setProperty('--session-hint-name',JSON.stringify(n))}}}catch(e){}`;

/** The CSS that goes with it: the signed-in block replaces the spinner while the session is checked. */
export const SESSION_HINT_STYLE = `html .session-hint{display:none}html[data-session-hint] .session-hint{display:flex}html[data-session-hint] .session-hint-spinner{display:none}html[data-session-hint] .session-hint-name::before{content:var(--session-hint-name)}`;
