/**
 * English texts of the public /promotions page (features/competition/PromotionsPage.tsx) and of the
 * parts only it shows (live dashboard, draw history, latest draw, trust card, details tabs). Imported
 * only by that page's modules, never by the home page. The competition parts it shares with the
 * dashboard have their texts in i18n/locales/competition (one copy per language, features/competition/liveTexts.ts).
 */
export default {
  metaTitle: 'Store & Score competition',
  metaDescription: (brand: string) => `Win data bundles with ${brand}: every 2 GB of cloud storage is an entry, drawn fairly and verifiably.`,
  badge: 'Store & Score',
  title: 'Store your data. Win data bundles. Check the draw yourself.',
  subtitle: (brand: string) =>
    `Every ${brand} customer with an active cloud storage service is entered automatically. Winners are picked with a public SHA-256 method anyone can recompute.`,
  confirmEntry: 'Confirm my entry',
  howPicked: 'How winners are picked',
  trust: ['SHA-256 + Bitcoin block', 'Drawn once per period', 'Verify any winner'],
  howItWorks: 'How it works',
  steps: [
    { title: 'Store with us', text: 'Run any active cloud storage service: a plan or a custom bucket.' },
    { title: 'Get entries automatically', text: 'Every 2 GB of active storage is 1 entry in every draw, up to 500 entries.' },
    { title: 'Fair, public draws', text: 'Daily, weekly and monthly draws use SHA-256 over a Bitcoin block hash nobody controls.' },
    { title: 'Win and verify', text: 'Winners hear by e-mail, SMS and WhatsApp within 5 minutes. Anyone can check the result.' },
  ],
  detailsLabel: 'Competition details',
  details: 'The details',
  moreStorage: 'More storage, more entries',
  moreStorageText: 'Pick the storage you need in Kenyan shillings. Every 2 GB you keep active is another chance in every draw.',
  seePricing: 'See pricing',
  // LiveDashboard.tsx
  liveTitle: 'Live competition',
  prize: 'Prize:',
  lastWinners: 'Last 3 winners',
  commitment: 'Entry list commitment for this period (SHA-256):',
  downloadRules: 'Download Competition Rules (PDF)',
  // BeaconNotice.tsx
  onHold: 'Draws are on hold',
  onHoldText: 'No public randomness beacon is configured, so committed draws wait until one is. Entry lists are still frozen and committed on time.',
  serverRandomness: 'Draws use server randomness',
  serverRandomnessText:
    'No public Bitcoin beacon is configured on this server. Each draw uses random bytes drawn after its entry list was committed, and is labelled “local fallback”; you can recompute it, but not check where its randomness came from.',
  // DrawHistory.tsx
  latestDraws: 'Latest draws',
  showAllDraws: (n: number) => `Show all ${n}`,
  noDraws: 'No draws yet',
  status: { pending: 'Committed', complete: 'Drawn', void: 'Not drawn' },
  winner: (name: string) => `Winner: ${name}`,
  waitingBlock: (height: string) => `Entry list frozen; waiting for Bitcoin block ${height}`,
  waitingTime: 'Entry list frozen; waiting for the draw time',
  drawTime: (time: string) => `draw time ${time}`,
  commitmentLabel: 'Commitment',
  commitmentOver: (entries: string, time: string) => `over ${entries} entries, published ${time}`,
  // LatestDrawCard.tsx
  latestDraw: 'Latest draw',
  wins: 'wins',
  checkResult: 'Check this result yourself ↓',
  // TrustCard.tsx
  trustTitle: 'Why you can trust the draw',
  trustPoints: [
    { title: 'Outside randomness', text: 'Each draw uses a Bitcoin block hash that nobody, including us, can choose.' },
    { title: 'Entries fixed in advance', text: 'The entry list is fingerprinted with SHA-256 before the period closes.' },
    { title: 'Open arithmetic', text: 'Every input is published, so any winner can be recomputed.' },
  ],
  verifyPast: 'Verify a past draw →',
  // CompetitionTabs.tsx
  tabs: { prizes: 'Prizes', eligibility: 'Eligibility', compliance: 'Compliance', 'storage-plans': 'Storage Plans' },
  whoCanTakePart: 'Who can take part',
  compliance: [
    { title: 'Verifiable draws', text: 'Every winner comes with the inputs of its draw; anyone can recompute the SHA-256 hash and the winning index.' },
    { title: 'No re-rolls', text: 'Each draw period is drawn exactly once; the stored result is returned on every later request.' },
    { title: 'Committed entry lists', text: 'A SHA-256 commitment of the frozen entry list is published before the period closes.' },
    { title: 'Data protection', text: 'Winners are shown by first name and last initial only; e-mail addresses and phone numbers are never published.' },
    { title: 'KYC before delivery', text: 'Prizes are delivered after identity checks (Kenyan ID or passport with a selfie), to the registered mobile number.' },
    { title: 'Audit trail', text: 'Administrative actions on promotions and winners are recorded in the audit log.' },
  ],
  getStarted: 'Get started',
  entriesTable: 'Entries per draw: every 2 GB of active storage is 1 entry, up to 500',
  colStorage: 'Active storage',
  colEntries: 'Entries',
  colValue: 'Entry value per month',
  tbOrMore: '1 TB or more',
  gb: (n: number) => `${n} GB`,
};
