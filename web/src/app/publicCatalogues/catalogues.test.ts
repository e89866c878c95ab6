import common from '@/i18n/public/en/common';
import home from '@/features/public-site/i18n/en/home';
import pricing from '@/features/public-site/i18n/en/pricing';
import products from '@/features/public-site/i18n/en/products';
import customers from '@/features/public-site/i18n/en/customers';
import security from '@/features/public-site/i18n/en/security';
import support from '@/features/public-site/i18n/en/support';
import docs from '@/features/public-site/i18n/en/docs';
import calculator from '@/features/public-site/i18n/en/calculator';
import ticket from '@/features/public-site/i18n/en/ticket';
import notFound from '@/i18n/public/en/notFound';
import promotions from '@/features/competition/i18n/en/promotions';
import fr from './fr';
import { langOfPath, localizePath, stripLang } from '@/i18n/public/lang';
import type { PublicMessages } from '@/i18n/public/messages';
import sw from './sw';
import { priceList } from '@contracts/pricing-engine';
import { CASE_STUDIES, CUSTOMER_STATS, INDUSTRIES } from '@/features/public-site/content/caseStudies';
import { TESTIMONIALS } from '@/features/public-site/content/customers';
import { PRODUCTS, TOOLKIT } from '@/features/public-site/content/products';
import { BUG_BOUNTY, CERTIFICATIONS, COMPLIANCE_ITEMS, SECURITY_FEATURES } from '@/features/public-site/content/trust';
import { switchTarget } from '@/i18n/public/LanguageSwitch';

/**
 * English, assembled from its per-part modules (the app imports each where it is used). The
 * shared content's English is the content modules themselves (content.ts): Kiswahili and French
 * must match each other there, and list as many entries as those modules.
 */
const en: Omit<PublicMessages, 'content'> = { common, home, pricing, products, customers, security, support, docs, calculator, ticket, notFound, promotions };
const withoutContent = ({ content: _content, ...rest }: PublicMessages) => rest;

/** Every key path of a catalogue, with each value's kind (and an array's length). */
function shape(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return [`${at}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${at}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => shape(v, at ? `${at}.${k}` : k));
  return [`${at}: ${typeof value}`];
}

/** Every text of a catalogue. */
const texts = (value: unknown): string[] => shape(value).filter((l) => l.endsWith(': string')).map((l) => l.slice(0, -': string'.length));

describe('the public site catalogues', () => {
  it.each([
    ['Kiswahili', sw],
    ['French', fr],
  ])('%s has exactly the keys of English (same arrays, same kinds of value)', (_name, catalogue) => {
    // Sorted: the assembled catalogue lists its parts by owner, English by page.
    expect(shape(withoutContent(catalogue)).sort()).toEqual(shape(en).sort());
  });

  it('Kiswahili and French translate the same shared content, entry for entry', () => {
    expect(shape(sw.content)).toEqual(shape(fr.content));
    expect(sw.content.products).toHaveLength(PRODUCTS.length);
    expect(sw.content.toolkit).toHaveLength(TOOLKIT.length);
    expect(sw.content.certifications).toHaveLength(CERTIFICATIONS.length);
    expect(sw.content.securityFeatures).toHaveLength(SECURITY_FEATURES.length);
    expect(sw.content.compliance).toHaveLength(COMPLIANCE_ITEMS.length);
    expect(sw.content.bugBounty).toHaveLength(BUG_BOUNTY.length);
    expect(sw.content.testimonials).toHaveLength(TESTIMONIALS.length);
    expect(sw.content.caseStudies).toHaveLength(CASE_STUDIES.length);
    expect(sw.content.industries).toHaveLength(INDUSTRIES.length);
    expect(sw.content.customerStats).toHaveLength(CUSTOMER_STATS.length);
    // Every product name and free allowance the pricing engine publishes has a translation.
    const english = priceList().flatMap((p) => [p.label, p.freeAllowance ?? '']).filter(Boolean);
    for (const c of [sw, fr]) expect(english.filter((t) => !c.content.priceTable.labels[t])).toEqual([]);
  });

  it.each([
    ['Kiswahili', sw],
    ['French', fr],
  ])('%s has no empty text', (_name, catalogue) => {
    const get = (path: string) => path.split(/\.|\[|\]\.?/).filter(Boolean).reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalogue);
    expect(texts(catalogue).filter((p) => !String(get(p)).trim())).toEqual([]);
  });

  it('translations differ from English (a copied English block would pass the key check)', () => {
    const flat = (c: Omit<PublicMessages, 'content'>) => JSON.stringify(c.common.columns) + JSON.stringify(c.common.nav) + JSON.stringify(c.home.why);
    expect(flat(sw)).not.toEqual(flat(en));
    expect(flat(fr)).not.toEqual(flat(en));
  });
});

describe('language paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/sw', 'sw', '/'],
    ['/sw/', 'sw', '/'],
    ['/fr/pricing', 'fr', '/pricing'],
    ['/swahili', 'en', '/swahili'],
    ['/auth', 'en', '/auth'],
  ])('%s is %s, the page %s', (path, lang, page) => {
    expect(langOfPath(path)).toBe(lang);
    expect(stripLang(path)).toBe(page);
  });

  it('prefixes the translated pages only, keeping query and hash', () => {
    expect(localizePath('/', 'sw')).toBe('/sw/');
    expect(localizePath('/pricing#calculator', 'fr')).toBe('/fr/pricing#calculator');
    expect(localizePath('/products?tab=edge-cdn', 'sw')).toBe('/sw/products?tab=edge-cdn');
    expect(localizePath('/sw/pricing', 'en')).toBe('/pricing');
    expect(localizePath('/auth?mode=register', 'sw')).toBe('/auth?mode=register');
    expect(localizePath('/about', 'fr')).toBe('/fr/about');
    expect(localizePath('/dashboard/settings', 'fr')).toBe('/dashboard/settings');
    expect(localizePath('#calculator', 'sw')).toBe('#calculator');
  });

  it('the switch goes to the same page in the other language, or to its home page', () => {
    expect(switchTarget('/pricing', '', 'sw')).toBe('/sw/pricing');
    expect(switchTarget('/sw/pricing', '?x=1', 'fr')).toBe('/fr/pricing?x=1');
    expect(switchTarget('/fr/', '', 'en')).toBe('/');
    expect(switchTarget('/about', '', 'sw')).toBe('/sw/about');
    expect(switchTarget('/fr/terms', '', 'en')).toBe('/terms');
    expect(switchTarget('/auth', '', 'sw')).toBe('/sw/');
    expect(switchTarget('/no/such/page', '', 'en')).toBe('/');
  });
});
