import type { CaseStudy } from '../content/caseStudies';
import type { CertStatus } from '../content/trust';
import { useMessages, usePublicLang } from '@/i18n/public/messages';

/**
 * Kiswahili and French texts of the shared content modules (../content/*.ts: products, trust,
 * customers, and the price list the pricing engine names in English). Those modules stay the
 * English source and keep the non-text fields (icons, tabs, links, figures); a translation lists
 * the same entries in the same order with their texts only.
 */
export interface ContentText {
  products: { name: string; badge?: string; summary: string; price: string; description: string; features: string[]; specs: { label: string; value: string }[]; ctaLabel: string }[];
  toolkit: { name: string; text: string }[];
  securityFeatures: { title: string; text: string }[];
  compliance: { title: string; text: string }[];
  bugBounty: { severity: string }[];
  certifications: { description: string }[];
  certStatus: Record<CertStatus, string>;
  expected: (quarter: string) => string;
  testimonials: { role: string; quote: string }[];
  caseStudies: Omit<CaseStudy, 'company'>[];
  industries: { name: string }[];
  customerStats: { label: string }[];
  priceTable: {
    caption: string;
    label: string;
    product: string;
    price: string;
    free: string;
    freePrice: string;
    /** Per unit of the engine ('GB-month', 'GB', 'month'). */
    units: Record<string, string>;
    /** The engine's English product labels and free allowances → this language. */
    labels: Record<string, string>;
  };
}

/** The content texts of the page's language, or undefined on an English page (use the content modules). */
export function useContentText(): ContentText | undefined {
  const lang = usePublicLang();
  // useMessages with no English part: undefined only ever returns for English.
  const m = useMessages('content', undefined as unknown as ContentText);
  return lang === 'en' ? undefined : m;
}

/** `english` entries with the translated fields of `texts` laid over them, index by index. */
export const overlay = <T extends object, U extends object>(english: T[], texts: U[] | undefined): (T & Partial<U>)[] =>
  texts ? english.map((e, i) => ({ ...e, ...texts[i] })) : english;
