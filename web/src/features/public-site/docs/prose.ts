import { use } from 'react';
import type { PublicLang } from '../i18n/lang';
import { DOCS_UI, type DocsUi } from './ui';
import type { DocBlock, S3Site } from './types';

/** The words of one block in another language: its title, its text and its button's label. */
export interface BlockProse {
  title: string;
  text: string;
  /** The label of the block's action button (required when the English block has one: prose.test.ts). */
  action?: string;
}

/**
 * The docs in Kiswahili or French (prose-sw.ts, prose-fr.ts). Only words: the blocks themselves
 * (content-*.ts) stay the one language-neutral source of ids, tabs, links and code samples, and
 * localizeBlocks lays these texts over them. Each block's prose is keyed by its id; sample labels
 * that are words are translated by their English label (the same "Install" on every SDK card).
 */
export interface DocsProse {
  ui: DocsUi;
  /** English sample label → this language; labels that are names (JavaScript, curl, main.tf) are left out. */
  labels: Record<string, string>;
  /** Every block's prose, by block id (a function of the S3 site: some texts name the endpoint). */
  blocks: (site: S3Site) => Record<string, BlockProse>;
}

/** The English blocks in the words of `prose` (English when there is none). Code is never touched. */
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
      samples: b.samples?.map(label),
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
