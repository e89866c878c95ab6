import type promotions from './en/promotions';

/** The competition's part of the public catalogues (i18n/public/messages.ts): the public /promotions page. */
export interface CompetitionPublicMessages {
  promotions: typeof promotions;
}

// Adds this part to the shared catalogue's type, so `useMessages('promotions', en)` is typed.
declare module '@/i18n/public/messages' {
  interface PublicMessages extends CompetitionPublicMessages {}
}
