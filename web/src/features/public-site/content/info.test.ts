import { INFO_PATHS, LOCALIZED_PATHS } from '@/i18n/public/lang';
import { infoPaths } from '../routes';
import { INFO_PAGES, LIVE_STATUS_EN, type InfoTranslation } from './info';
import infoFr from './info.fr';
import infoSw from './info.sw';

/** Every text of a value (strings, and what functions return for sample arguments). */
const texts = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : typeof v === 'function' ? [String((v as (...a: unknown[]) => unknown)(42, '12:00:00'))] : v && typeof v === 'object' ? Object.values(v).flatMap(texts) : [];

const LEGAL = ['/privacy', '/terms', '/dpa'];

describe('the information pages in Kiswahili and French', () => {
  it('cover every information page, and those pages are translated pages of the site', () => {
    expect(Object.keys(INFO_PAGES).sort()).toEqual([...INFO_PATHS].sort());
    expect(infoPaths).toEqual([...INFO_PATHS]);
    for (const p of INFO_PATHS) expect(LOCALIZED_PATHS).toContain(p);
    for (const t of [infoSw, infoFr]) expect(Object.keys(t.pages).sort()).toEqual([...INFO_PATHS].sort());
  });

  it.each([
    ['Kiswahili', infoSw],
    ['French', infoFr],
  ])('%s: every page has the same number of sections as English, a CTA label where English has a CTA', (_name, t: InfoTranslation) => {
    const shape = (p: { sections: unknown[]; cta?: unknown }) => ({ sections: p.sections.length, cta: Boolean(p.cta) });
    for (const path of INFO_PATHS) expect({ path, ...shape(t.pages[path]) }).toEqual({ path, ...shape(INFO_PAGES[path]) });
  });

  it.each([
    ['Kiswahili', infoSw],
    ['French', infoFr],
  ])('%s: no empty text, none copied from English, a "the English version prevails" line on the legal pages only', (_name, t: InfoTranslation) => {
    for (const path of INFO_PATHS) {
      const page = t.pages[path];
      expect({ path, empty: texts(page).filter((s) => !s.trim()) }).toEqual({ path, empty: [] });
      const english = INFO_PAGES[path];
      // A blog's title may be the same word; its lead and sections may not.
      const same = [page.lead === english.lead, ...page.sections.flatMap((s, i) => [s.heading === english.sections[i]!.heading, s.body === english.sections[i]!.body])];
      expect({ path, copied: same.filter(Boolean).length }).toEqual({ path, copied: 0 });
      expect({ path, note: Boolean(page.note) }).toEqual({ path, note: LEGAL.includes(path) });
    }
    const live = texts(t.liveStatus);
    expect(live.filter((s) => texts(LIVE_STATUS_EN).includes(s) || !s.trim())).toEqual([]);
  });

  it('Kiswahili and French differ from each other', () => {
    for (const path of INFO_PATHS) expect(infoSw.pages[path].lead).not.toBe(infoFr.pages[path].lead);
  });
});
