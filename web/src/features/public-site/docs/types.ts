import type { DocsUi } from './ui';

/** The developer docs as data: every block can be rendered in its tab or as a search result. */
export const DOCS_TABS = ['quickstart', 'api', 'sdks', 'integrations', 'faqs'] as const;
export type DocsTab = (typeof DOCS_TABS)[number];

export const DOCS_TAB_LABELS: Record<DocsTab, string> = {
  quickstart: 'Quick Start',
  api: 'API Reference',
  sdks: 'SDKs',
  integrations: 'Integrations',
  faqs: 'FAQs',
};

/** Where the samples point: the S3 endpoint (S3_PUBLIC_URL, served by the API) and its region. */
export interface S3Site {
  endpoint: string;
  region: string;
}

export interface CodeSample {
  label: string;
  language: string;
  code: string;
}

export interface DocBlock {
  id: string;
  tab: DocsTab;
  kind: 'step' | 'operation' | 'sdk' | 'integration' | 'faq' | 'note';
  title: string;
  text: string;
  samples?: CodeSample[];
  /** Extra samples revealed by an Examples button (SDK cards). */
  examples?: CodeSample[];
  action?: { label: string; to: string };
  step?: number;
  method?: 'GET' | 'PUT' | 'DELETE' | 'HEAD';
  path?: string;
}

/** Case-insensitive search over titles, text and code: every word of the query must match. */
export function searchDocs(blocks: DocBlock[], query: string): DocBlock[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return blocks.filter((b) => {
    const hay = [b.title, b.text, b.method, b.path, ...(b.samples ?? []).flatMap((s) => [s.label, s.code]), ...(b.examples ?? []).flatMap((s) => [s.label, s.code])]
      .filter(Boolean)
      .join('\n')
      .toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The words of one block in another language: its title, its text and its button's label. */
export interface BlockProse {
  title: string;
  text: string;
  /** The label of the block's action button (required when the English block has one: prose.test.ts). */
  action?: string;
  /** A plain-text sample's words (not code), by its English label: the Quick Start's "What you get". */
  sampleText?: Record<string, string>;
}

/**
 * The docs in Kiswahili or French (prose-sw.ts, prose-fr.ts, loaded by prose.ts). Only words:
 * the blocks themselves (content-*.ts) stay the one language-neutral source of ids, tabs, links
 * and code samples, and localizeBlocks lays these texts over them. Each block's prose is keyed by its id; sample labels
 * that are words are translated by their English label (the same "Install" on every SDK card).
 */
export interface DocsProse {
  ui: DocsUi;
  /** English sample label → this language; labels that are names (JavaScript, curl, main.tf) are left out. */
  labels: Record<string, string>;
  /** Every block's prose, by block id (a function of the S3 site: some texts name the endpoint). */
  blocks: (site: S3Site) => Record<string, BlockProse>;
}
