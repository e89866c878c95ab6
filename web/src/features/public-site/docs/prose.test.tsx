import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { brand } from '@/config/brand';
import { fetchAnswer, installFetchMock } from '@/test/fetchMock';
import { renderWithProviders } from '@/test/render';
import { visibleTexts } from '@/test/catalogueLeaks';
import fr from '../i18n/fr';
import { loadPublicMessages } from '@/i18n/public/messages';
import { setTestCatalogues } from '@/test/publicCatalogues';
import sw from '../i18n/sw';
import DocsPage, { loadPageTexts } from '../pages/DocsPage';
import { allBlocks } from './allBlocks';
import { localizeBlocks, type DocsProse } from './prose';
import proseFr from './prose-fr';
import proseSw from './prose-sw';
import { searchDocs, type DocBlock } from './types';
import { DOCS_UI } from './ui';

const site = { endpoint: 'https://s3.example.test', region: 'nbo1' };
const english = allBlocks(site);

/** Sample labels that are names (languages, tools, file names): the same in every language. */
const NAMES = new Set(['JavaScript', 'Python', 'Shell', 'curl', 'main.tf', 'index.ts', 'rclone.conf', '~/.aws/config']);
const labelsOf = (blocks: DocBlock[]) => [...new Set(blocks.flatMap((b) => [...(b.samples ?? []), ...(b.examples ?? [])].map((s) => s.label)))];

describe.each([
  ['Kiswahili', proseSw],
  ['French', proseFr],
] as [string, DocsProse][])('the docs in %s', (_name, prose) => {
  const texts = prose.blocks(site);

  it('has prose for every block, and for no block that does not exist', () => {
    expect(Object.keys(texts).sort()).toEqual(english.map((b) => b.id).sort());
  });

  it('labels the action of every block that has one, and only those', () => {
    expect(english.filter((b) => !!b.action !== !!texts[b.id]?.action).map((b) => b.id)).toEqual([]);
  });

  it('has no empty text, and every block text differs from English (a copied English text would pass the key check)', () => {
    const all = [...Object.values(texts).flatMap((p) => [p.title, p.text, p.action ?? 'x']), ...Object.values(prose.labels)];
    expect(all.filter((t) => !t.trim())).toEqual([]);
    expect(english.filter((b) => texts[b.id]!.text === b.text).map((b) => b.id)).toEqual([]);
    // Titles that are names (Python, Terraform…) stay; every other title is translated.
    const sameTitles = english.filter((b) => texts[b.id]!.title === b.title).map((b) => b.title);
    expect(sameTitles.filter((t) => !/^(JavaScript \/ TypeScript|Python|Go|PHP|Terraform|Pulumi|WordPress)$/.test(t))).toEqual([]);
  });

  it('translates every sample label that is words, and no label English does not have', () => {
    const labels = labelsOf(english);
    expect(labels.filter((l) => !NAMES.has(l) && !prose.labels[l])).toEqual([]);
    expect(Object.keys(prose.labels).filter((l) => !labels.includes(l))).toEqual([]);
  });

  it('words every plain-text sample (the Quick Start’s "What you get") in the language, keeping the endpoint and region', () => {
    const localized = localizeBlocks(english, prose, site);
    const textSamples = localized.flatMap((b) => (b.samples ?? []).filter((s) => s.language === 'text'));
    expect(textSamples.length).toBeGreaterThan(0);
    for (const s of textSamples) {
      expect(s.code).not.toMatch(/Free tier|free egress|object storage/);
      expect(s.code).toContain(site.endpoint);
      expect(s.code).toContain(site.region);
    }
  });

  it('translates the texts around the blocks', () => {
    const same = (Object.keys(DOCS_UI) as (keyof typeof DOCS_UI)[]).filter((k) => k !== 'documentation' && k !== 'step' && prose.ui[k] === DOCS_UI[k]);
    expect(same).toEqual([]);
    expect(prose.ui.step(2)).not.toBe(DOCS_UI.step(2));
    expect(prose.ui.copyCode('Python')).not.toBe(DOCS_UI.copyCode('Python'));
    expect(prose.ui.codeSample('Python')).not.toBe(DOCS_UI.codeSample('Python'));
  });

  it('keeps the blocks’ code, links and structure: only the words change', () => {
    const localized = localizeBlocks(english, prose, site);
    // Plain-text samples are words (checked above), not code.
    const code = (blocks: DocBlock[]) => blocks.map((b) => ({ id: b.id, tab: b.tab, kind: b.kind, step: b.step, method: b.method, path: b.path, to: b.action?.to, samples: [...(b.samples ?? []), ...(b.examples ?? [])].map((s) => [s.language, s.language === 'text' ? 'words' : s.code]) }));
    expect(code(localized)).toEqual(code(english));
    expect(localized.find((b) => b.id === 'cli')!.text).toContain(site.endpoint);
    expect(localized.find((b) => b.id === 'authentication')!.text).toContain(`${site.region}`);
  });
});

it('English stays the blocks themselves', () => {
  expect(localizeBlocks(english, undefined, site)).toBe(english);
});

it('search looks through the translated texts', () => {
  const swBlocks = localizeBlocks(english, proseSw, site);
  const frBlocks = localizeBlocks(english, proseFr, site);
  expect(searchDocs(swBlocks, 'ndoo').map((b) => b.id)).toEqual(expect.arrayContaining(['terraform', 'upload-first-file']));
  expect(searchDocs(swBlocks, 'Create your account')).toEqual([]);
  expect(searchDocs(frBlocks, 'versionnage').map((b) => b.id)).toEqual(['delete-object']);
  expect(searchDocs(frBlocks, 'Matumizi')).toEqual([]);
  expect(searchDocs(frBlocks, 'Utilisation').map((b) => b.id)).toEqual(['sdk-javascript', 'sdk-python', 'sdk-go', 'sdk-php']);
  // Code is searchable in every language.
  expect(searchDocs(frBlocks, 'list-type=2').map((b) => b.id)).toEqual(['list-objects']);
});

beforeAll(() => setTestCatalogues({ sw, fr }));

describe.each([
  ['sw', sw, proseSw],
  ['fr', fr, proseFr],
] as const)('/%s/docs', (lang, catalogue, prose) => {
  const fetchMock = installFetchMock();
  jest.setTimeout(60_000);

  it('shows every tab’s blocks in its language, with no English block text, and finds them by their words', async () => {
    fetchMock.mockImplementation(() => fetchAnswer(500, 'down'));
    await Promise.all([loadPublicMessages(lang), loadPageTexts(lang)]);
    const route = `/${lang}/docs`;
    renderWithProviders(
      <Routes>
        <Route path={route} element={<DocsPage />} />
      </Routes>,
      { route },
    );
    await screen.findByRole('heading', { level: 1, name: catalogue.docs.title });
    const here = prose.blocks({ endpoint: brand.s3.endpoint, region: brand.s3.region });
    const englishTexts = new Set(
      allBlocks({ endpoint: brand.s3.endpoint, region: brand.s3.region })
        .filter((b) => here[b.id]!.title !== b.title)
        .flatMap((b) => [b.title, b.text, b.action?.label ?? '']),
    );
    for (const t of ['quickstart', 'api', 'sdks', 'integrations', 'faqs']) {
      fireEvent.click(screen.getByRole('tab', { name: catalogue.docs.tabs[t] }));
      await act(() => new Promise((r) => setTimeout(r, 10)));
      expect(visibleTexts().filter((x) => englishTexts.has(x))).toEqual([]);
    }
    fireEvent.click(screen.getByRole('tab', { name: catalogue.docs.tabs.quickstart }));
    expect(await screen.findByRole('heading', { level: 3, name: `${prose.ui.step(1)}${here['create-account']!.title}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: prose.ui.contactSupport })).toHaveAttribute('href', `/${lang}/support`);

    fireEvent.change(screen.getByRole('searchbox', { name: catalogue.docs.search }), { target: { value: lang === 'sw' ? 'kitu' : 'objet' } });
    expect(await screen.findByRole('heading', { level: 3, name: here['delete-object']!.title })).toBeInTheDocument();
  });
});
