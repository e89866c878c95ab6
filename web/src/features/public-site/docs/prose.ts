import { use } from 'react';
import type { PublicLang } from '@/i18n/public/lang';
import { DOCS_UI, type DocsUi } from './ui';
import type { DocBlock, DocsProse, S3Site } from './types';

export type { BlockProse, DocsProse } from './types';

/** The English blocks in the words of `prose` (English when there is none). Code is never touched (a plain-text sample's words are). */
export function localizeBlocks(blocks: DocBlock[], prose: DocsProse | undefined, site: S3Site): DocBlock[] {
  if (!prose) return blocks;
  const texts = prose.blocks(site);
  const label = <T extends { label: string }>(s: T): T => ({ ...s, label: prose.labels[s.label] ?? s.label });
  return blocks.map((b) => {
    const p = texts[b.id];
    if (!p) return b;
    return {
      ...b,
      title: p.title,
      text: p.text,
      samples: b.samples?.map((s) => ({ ...label(s), code: (s.language === 'text' && p.sampleText?.[s.label]) || s.code })),
      examples: b.examples?.map(label),
      action: b.action && { ...b.action, label: p.action ?? b.action.label },
    };
  });
}

/**
 * Kiswahili and French are chunks of their own, downloaded only by /sw/docs and /fr/docs: not in
 * the public site's sw / fr catalogues, which every /sw… and /fr… page downloads. The route's
 * loader waits for them (routes.tsx: DocsPage's loadPageTexts), so the page pre-renders and
 * hydrates with them in place. One arrow per import (Vite would preload both for one expression).
 */
const loaders = {
  sw: () => import('./prose-sw').then((m) => m.default),
  fr: () => import('./prose-fr').then((m) => m.default),
};
const loaded: Partial<Record<PublicLang, DocsProse>> = {};
const loading: Partial<Record<PublicLang, Promise<void>>> = {};

/** Loads the docs prose of `lang` (English is the blocks themselves). */
export function loadDocsProse(lang: PublicLang): Promise<void> {
  if (lang === 'en' || loaded[lang]) return Promise.resolve();
  return (loading[lang] ??= loaders[lang]().then(
    (m) => void (loaded[lang] = m),
    (e: unknown) => {
      loading[lang] = undefined; // a failed download may be retried
      throw e;
    },
  ));
}

/** The docs prose of `lang`, undefined in English; normally loaded by the route already, else it suspends. */
export function useDocsProse(lang: PublicLang): DocsProse | undefined {
  if (lang === 'en') return undefined;
  if (!loaded[lang]) use(loadDocsProse(lang));
  return loaded[lang]!;
}

/** The texts around the blocks in `lang`. */
export const useDocsUi = (lang: PublicLang): DocsUi => useDocsProse(lang)?.ui ?? DOCS_UI;
