import { brand } from '@/config/brand';
import { formatDate, formatDateTime, formatKsh } from '@/lib/format';
import { DRAW_FREQUENCY, GB_PER_ENTRY, MAX_ENTRIES_PER_PERIOD } from './entries';

export interface RulesSection {
  heading: string;
  items: string[];
}

export interface RulesPromotion {
  name: string;
  drawType: string;
  prizeDescription: string;
  prizeValue: number;
  startDate: string;
  endDate: string;
  nextDrawAt?: string | null;
}

/** Stated eligibility (spec section 5). */
export const ELIGIBILITY = [
  'An active cloud storage service',
  'Account in good standing with no overdue payments',
  'A valid Kenyan mobile number',
  'Age 18 or over with a government ID',
  'KYC (Kenyan ID or passport with a selfie) before a prize is delivered',
  'Upgrading storage increases eligibility (more entries)',
];

const ksh = (shillings: number) => formatKsh(shillings * 100, { whole: true });

/** The competition rules: one text used by the on-screen rules and the downloadable PDF. */
export function competitionRules(promotions: RulesPromotion[]): RulesSection[] {
  const draws =
    promotions.length === 0
      ? ['No promotion is running right now. New draws are announced on this page.']
      : promotions.map(
          (p) =>
            `${p.name} (${p.drawType}): ${p.prizeDescription}, value ${ksh(p.prizeValue)}. ${DRAW_FREQUENCY[p.drawType] ?? ''}; runs from ${formatDate(p.startDate)} to ${formatDate(p.endDate)}.` +
            (p.nextDrawAt ? ` Next draw: ${formatDateTime(p.nextDrawAt)} EAT.` : ''),
        );
  return [
    { heading: '1. Organiser', items: [`Store & Score (Bundle Up) is run by ${brand.name}, ${brand.contact.address}. Questions: ${brand.contact.email}.`] },
    { heading: '2. Who can take part', items: ELIGIBILITY },
    {
      heading: '3. Entries',
      items: [
        `Customers with an active cloud storage service are entered automatically; joining on the competition page confirms it.`,
        `Every ${GB_PER_ENTRY} GB of active storage equals 1 entry, with at most ${MAX_ENTRIES_PER_PERIOD} entries per customer per draw period: min(floor(GB / ${GB_PER_ENTRY}), ${MAX_ENTRIES_PER_PERIOD}).`,
        'Active storage is the data you actually store in your active services, as metered by the platform during the draw period up to its cut-off (the latest hourly figure of each service). The size you provisioned does not count by itself: a new service counts once it holds data.',
        'Examples: storing 100 GB gives 50 entries, 500 GB gives 250, 1 TB or more gives 500. Disabled or suspended services do not count.',
      ],
    },
    { heading: '4. Draws and prizes', items: [...draws, 'Draw times are in East Africa Time (Africa/Nairobi). Each period is drawn exactly once.'] },
    {
      heading: '5. How the winner is selected',
      items: [
        'Commit, then reveal. 15 minutes before a scheduled draw (or when an administrator runs one) the entry list is frozen and a SHA-256 commitment of it is published, together with the Bitcoin block that will decide the draw: a block a few blocks above the chain tip at that moment, which does not exist yet.',
        'When that block is mined, generatedHash = SHA-256 of the text "{competitionId}:{btcBlockHash}:{timestamp}", where competitionId is the promotion id, btcBlockHash the hash of that block and timestamp the draw time fixed at the commitment (ISO-8601 UTC).',
        'The hash, read as a 256-bit number, modulo the total entries gives the winning entry index. Each participant holds a consecutive range of entry indexes; the range containing the index wins.',
        'Entry lists are published with a pseudonym for each customer instead of their name; your dashboard shows yours so you can find your range.',
        'If a period\'s entry list was not frozen before its cut-off (for example the service was down), that period is not drawn and is published as void with the reason.',
        'Every input and output is stored and published so that anyone can recompute the result. Nobody, including staff, can re-run a period or draw the same time window twice.',
      ],
    },
    {
      heading: '6. Winners and delivery',
      items: [
        'Winners are notified by e-mail, SMS and WhatsApp within 5 minutes of the draw.',
        'Data bundles are delivered to the mobile number registered on the account after KYC.',
        'Public winner lists show the first name and the initial of the last name only.',
      ],
    },
    { heading: '7. Your data', items: ['Entry data is used only to run the competition and deliver prizes, and is kept in Kenya in line with the Data Protection Act, 2019.'] },
  ];
}
