import { createContext, useContext } from 'react';

/**
 * English texts of the competition parts shared by the public /promotions page and the dashboard's
 * promotions page. The public page reads them here, without i18next; the dashboard's catalogues hold
 * the same texts as their `promoLive` section (competitionText.test.ts checks they agree), kept apart
 * so that no chunk is shared between the i18n module and these components (the home page's route map
 * would grow).
 */
export const promoLiveEn = {
  noPromotion: 'No promotion is running right now. New draws are announced here.',
  drawBadge_daily: 'daily draw',
  drawBadge_weekly: 'weekly draw',
  drawBadge_monthly: 'monthly draw',
  frequency: 'Frequency:',
  schedule_daily: 'Every day at 20:00 EAT',
  schedule_weekly: 'Every Sunday at 20:00 EAT',
  schedule_monthly: 'First Monday of the month at 20:00 EAT',
  eligibility: 'Eligibility:',
  maxEntries: 'Max entries:',
  maxEntriesValue: '{{max}} per customer per draw',
  inThisDraw: 'In this draw:',
  entries_one: '{{count}} entry',
  entries_other: '{{count}} entries',
  fromCustomers_one: 'from {{count}} customer',
  fromCustomers_other: 'from {{count}} customers',
  nextDrawAt: 'Next draw {{time}}',
  entriesPool: 'Current entries pool',
  nextDraw: 'Next draw',
  drawIn: '{{draw}} in',
  latestDraw: 'Latest draw',
  drawLabel_daily: 'Daily draw',
  drawLabel_weekly: 'Weekly draw',
  drawLabel_monthly: 'Monthly draw',
  whenEat: '{{time}}',
  drawnAt: 'Drawn {{time}} · result shortly',
  periodElapsed: 'Draw period elapsed',
  period: '{{name}}: period {{key}}',
  noPeriod: 'No active draw period',
  drawCompleted: 'Draw completed',
  notScheduled: 'Not scheduled',
  step: 'Step {{n}}',
  couldNotLoad: 'Could not load {{what}}',
  what_prizes: 'the prizes',
  what_live: 'the live competition',
  what_plans: 'the storage plans',
  what_winners: 'past winners',
  what_record: 'the draw record',
  checkConnection: 'Check your connection and try again.',
  retry: 'Retry',
  plan_monthly: 'monthly',
  plan_biannual: 'biannual',
  plan_annual: 'annual',
  popular: 'Popular',
  storageGb: '{{gb}} GB storage',
  entriesEveryDraw: '{{count}} entries in every draw',
  perk_entry: 'Automatic entry',
  perk_draws: 'Daily and monthly draws',
  perk_prizes: 'Data bundle prizes',
  elig_1: 'An active cloud storage service',
  elig_2: 'Account in good standing with no overdue payments',
  elig_3: 'A valid Kenyan mobile number',
  elig_4: 'Age 18 or over with a government ID',
  elig_5: 'KYC (Kenyan ID or passport with a selfie) before a prize is delivered',
  elig_6: 'Upgrading storage increases eligibility (more entries)',
  joinTitle: 'Join Competition',
  needLogin: 'You need to be logged in to check your competition status.',
  signInToJoin: 'Sign In to Join',
  noEmail: 'No e-mail on this account',
  standing: 'Your standing',
  entered: 'Entered',
  paymentOverdue: 'Payment overdue',
  notEligible: 'Not eligible yet',
  figEntries: 'Entries',
  figGb: 'GB stored',
  figServices: 'Services',
  entriesCountNote: 'Entries count what you actually store (as metered this draw period), not the size you provisioned.',
  staffNote: 'Administrator accounts do not take part in the draws.',
  pseudonym: 'Your name in published entry lists:',
  pseudonymHelp: 'Use it to find your range when you verify a draw.',
  bullet_service: 'Active cloud storage service required',
  bullet_auto: 'Automatic entry with storage subscription',
  bullet_draws: 'Daily and monthly data bundle draws',
  checking: 'Checking status...',
  checkStatus: 'Check My Competition Status',
  getService: 'Get Cloud Storage Service',
  emailNotFound: 'User email not found',
  entryFailed: 'Entry failed',
  overdueTitle_one: 'Entries paused: invoice {{list}} is overdue',
  overdueTitle_other: 'Entries paused: invoices {{list}} are overdue',
  overdueText: 'The rules require no overdue payments, so you are not in the draws until it is paid. Your entries come back as soon as we record your payment.',
  payFromBilling: 'Pay it from Billing',
  verifyTitle: 'Verify a draw yourself',
  verifyHelp: 'Choose a past winner. Your browser recomputes SHA-256 from the stored inputs with the Web Crypto API and checks the winning index. Nothing is taken on trust.',
  noWinners: 'No winners yet. Be the first!',
  pastWinner: 'Past winner',
  selectWinner: 'Select a winner…',
  loadingWinners: 'Loading past winners…',
  verifying: 'Verifying...',
  verifyInBrowser: 'Verify in my browser',
  checkBlock: 'Check the block on a public explorer',
  noBeacon: 'No Bitcoin beacon was reachable for this draw: stored random bytes were used, recorded as such.',
};

type PromoLiveText = keyof typeof promoLiveEn;
/** A text of the shared competition parts: its key, or a plural's base ('entries' for entries_one / entries_other). */
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : never;
export type CompetitionTextKey = PromoLiveText | PluralBase<PromoLiveText>;
export type CompetitionT = (key: CompetitionTextKey, params?: Record<string, string | number>) => string;

/** English, without i18next (the public /promotions page): `{{param}}`s filled in, `_one` / `_other` by `count`. */
const english: CompetitionT = (key, params = {}) => {
  const k = (key in promoLiveEn ? key : `${key}_${params.count === 1 ? 'one' : 'other'}`) as PromoLiveText;
  return promoLiveEn[k].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
};

/** The dashboard's promotions page provides its catalogue's `promoLive` section here; elsewhere the texts are English. */
export const CompetitionTextContext = createContext<CompetitionT>(english);

/** `ct('noPromotion')`, `ct('entries', { count })`: the competition parts' texts in the page's language. */
export const useCompetitionT = () => useContext(CompetitionTextContext);
