import type { PageMeta } from '@/lib/usePageMeta';

export type { PrerenderManifest } from '@contracts/prerender';

/** The file a pre-rendered page is written to ('*' is the 404 page). */
export function prerenderedFileName(page: string): string {
  if (page === '*') return '404.html';
  if (page === '/') return 'home.html';
  return `${page.slice(1).replace(/\//g, '_')}.html`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const modulePreloads = (files: string[]) => files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');

/** index.html with a modulepreload for each of `files` it does not preload yet (chunk paths relative to the web root). */
export function withModulePreloads(template: string, files: string[]): string {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  const missing = files.filter((f) => !template.includes(`href="/${f}"`));
  return template.replace('</head>', () => `${modulePreloads(missing)}</head>`);
}

export interface DocumentParts {
  /** The page as PRERENDERED_PATHS names it (written to #root's attribute). */
  page: string;
  /** The attribute that carries it (PRERENDERED_ATTRIBUTE). */
  attribute: string;
  /** The rendered markup, its <style> elements, its title and description. */
  html: string;
  styles: string;
  meta: PageMeta;
  /** Chunk files (relative to the web root) to preload before hydrating. */
  preloads: string[];
}

/**
 * The built index.html (Vite's entry script and modulepreloads in it) turned into the page's
 * document: its title and description, a modulepreload per lazy chunk it needs and its CSS at the
 * end of <head>, its markup in #root. Fails loudly if the template lacks one of those places.
 */
export function assembleDocument(template: string, parts: DocumentParts): string {
  let doc = template;
  const put = (pattern: RegExp, value: string, what: string) => {
    if (!pattern.test(doc)) throw new Error(`index.html has no ${what}`);
    doc = doc.replace(pattern, () => value);
  };
  if (parts.meta.title) put(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(parts.meta.title)}</title>`, '<title>');
  if (parts.meta.description) put(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(parts.meta.description)}" />`, 'meta description');
  put(/<\/head>/, `${modulePreloads(parts.preloads)}${parts.styles}</head>`, '</head>');
  put(/<div id="root"><\/div>/, `<div id="root" ${parts.attribute}="${escapeHtml(parts.page)}">${parts.html}</div>`, 'empty <div id="root">');
  return doc;
}
