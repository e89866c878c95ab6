import type { ContentText } from './content';
import type calculator from './en/calculator';
import type customers from './en/customers';
import type docs from './en/docs';
import type home from './en/home';
import type pricing from './en/pricing';
import type products from './en/products';
import type security from './en/security';
import type support from './en/support';
import type ticket from './en/ticket';

/**
 * The public site's parts of the public catalogues (i18n/public/messages.ts), one per page or
 * component family, each typed by its English module. Kiswahili and French: ./sw.ts, ./fr.ts.
 */
export interface SiteMessages {
  home: typeof home;
  pricing: typeof pricing;
  products: typeof products;
  customers: typeof customers;
  security: typeof security;
  support: typeof support;
  docs: typeof docs;
  /** The pricing calculator and full estimate (pricing/*.tsx). */
  calculator: typeof calculator;
  /** The ticket form (support/TicketForm.tsx). */
  ticket: typeof ticket;
  /** Translations of the shared content modules (no English part: ./content.ts). */
  content: ContentText;
}

// Adds these parts to the shared catalogue's type, so `useMessages('home', en)` is typed.
declare module '@/i18n/public/messages' {
  interface PublicMessages extends SiteMessages {}
}
