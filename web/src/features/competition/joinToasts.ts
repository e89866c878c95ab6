import { REGISTER_PATH } from '@/components/layout/nav';
import type { NotifyOptions } from '@/components/ui/toaster';
import { competitionT, type CompetitionT } from './competitionText';
import { competitionEn } from '@/i18n/locales/competition/en';

export interface JoinResult {
  user: { firstName: string };
  totalEntries: number;
  activeServices: number;
}

/** What the join call answers: the spec's fields for the signed-in customer themselves, else only success (the details go by e-mail). */
export interface JoinAnswer {
  user?: { firstName: string } | null;
  totalEntries?: number | null;
  activeServices?: number | null;
}

/** The answer to the signed-in customer joining as themselves: it carries their name and counts. */
export const isOwnJoin = (r: JoinAnswer): r is JoinResult => !!r.user && typeof r.totalEntries === 'number' && typeof r.activeServices === 'number';

const english = competitionT(competitionEn);

/**
 * The spec's welcome text, word for word in English: 'Welcome {name}! You have {n} entries across {n} services.'
 * Every toast here takes the page's `ct` (useCompetitionT()); English by default.
 */
export function welcomeText(r: JoinResult, ct: CompetitionT = english): string {
  return ct('welcome', { name: r.user.firstName, entries: ct('entries', { count: r.totalEntries }), services: ct('services', { count: r.activeServices }) });
}

/** Competition page: a successful join; a visitor's answer says nothing about the account (the details go by e-mail). */
export function joinSuccessToast(r: JoinAnswer, ct: CompetitionT = english): NotifyOptions {
  if (!isOwnJoin(r)) return { title: ct('joinReceived'), description: ct('joinNeutral') };
  return { title: ct('joinConfirmed'), description: welcomeText(r, ct) };
}

/** Competition page: a failed join, mapped by the server's (English) message (spec section 8). */
export function joinFailureToast(message: string, navigate: (to: string) => void, ct: CompetitionT = english): NotifyOptions {
  const m = message.toLowerCase();
  if (m.includes('not found') || m.includes('create an account')) {
    return {
      title: ct('accountRequired'),
      description: ct('accountRequiredText'),
      variant: 'destructive',
      action: { label: ct('signUp'), onClick: () => navigate(REGISTER_PATH) },
    };
  }
  if (m.includes('active cloud storage service')) {
    return {
      title: ct('serviceRequired'),
      description: ct('serviceRequiredText'),
      variant: 'destructive',
      action: { label: ct('getStarted'), onClick: () => navigate('/auth') },
    };
  }
  return { title: ct('entryFailed'), description: message, variant: 'destructive' };
}

/** Dashboard status card: a successful check (the card joins as the signed-in customer: the spec's answer). */
export function statusSuccessToast(r: JoinAnswer, ct: CompetitionT = english): NotifyOptions {
  if (!isOwnJoin(r)) return { title: ct('joinReceived'), description: ct('joinNeutral') };
  return { title: ct('statusConfirmed'), description: welcomeText(r, ct) };
}

/** Dashboard status card: a failed check (spec section 8); `shown` is the message in the page's language. */
export function statusFailureToast(message: string, navigate: (to: string) => void, ct: CompetitionT = english, shown = message): NotifyOptions {
  if (message.toLowerCase().includes('active cloud storage service')) {
    return {
      title: ct('serviceRequired'),
      description: ct('serviceRequiredTextDot'),
      variant: 'destructive',
      action: { label: ct('getStorage'), onClick: () => navigate('/dashboard/services') },
    };
  }
  return { title: ct('entryFailed'), description: shown, variant: 'destructive' };
}
