import { MAX_QUOTE_GB, REGION_LABELS } from '@contracts/pricing';
import { groupDigits } from '@contracts/digits';

const max = groupDigits(MAX_QUOTE_GB);

/**
 * English texts of the pricing calculator, the full estimate and the estimate table
 * (../../pricing/*): imported by the pricing page's components only, never by the home page.
 */
export default {
  formLabel: 'Pricing calculator',
  usageTitle: 'Your monthly usage',
  storageLabel: 'Object storage (GB)',
  storageHelper: 'First 10 GB free forever',
  egressLabel: 'Egress / data transfer out (GB)',
  regionLabel: 'Region',
  regions: { ...REGION_LABELS },
  calculating: 'Calculating...',
  calculate: 'Calculate Monthly Cost',
  failed: 'The estimate could not be calculated. Please try again.',
  withdrawn: 'Correct the highlighted figure to see an estimate: the previous price no longer applies.',
  idle: 'Enter your expected storage and traffic, choose a region and press Calculate Monthly Cost. Prices come straight from our billing engine.',
  stale: 'Figures changed: press Calculate Monthly Cost to update this price.',
  estimated: 'Estimated monthly cost (excl. VAT)',
  currency: 'Currency:',
  storage: 'Storage',
  egress: 'Egress',
  lineUsage: (used: string, free: string, billable: string) => `${used} used · ${free} free · ${billable} billable`,

  fullTitle: 'Full estimate',
  fullText: 'Add block SSD volumes, snapshots, edge CDN delivery and premium support to the storage and egress above for a line-by-line monthly bill.',
  blockLabel: 'Block SSD storage (GB)',
  blockHelper: 'Volumes from 1 GB to 16 TB',
  snapshotLabel: 'Snapshots & backups (GB)',
  cdnLabel: 'Edge CDN delivery (GB)',
  cdnHelper: '1 TB free per month in beta',
  premium: (price: string) => `Add premium support (${price} per month)`,
  fixAbove: (error: string) => `Fix the calculator above first: ${error}`,
  getEstimate: 'Get Full Estimate',
  estimateWithdrawn: 'Correct the highlighted figure to see the estimate again: the previous total no longer applies.',
  estimateStale: 'Figures changed: press Get Full Estimate to update this estimate.',
  estimateCaption: (vatPercent: number) => `Monthly estimate; VAT at ${vatPercent}% is added on the invoice.`,

  tableLabel: 'Estimate by product',
  tableCurrency: (currency: string) => `Currency: ${currency}.`,
  columns: ['Item', 'Usage', 'Free', 'Billable', 'Price', 'Cost'],
  totalExclVat: 'Monthly total (excl. VAT)',
  vat: (percent: number) => `VAT (${percent}%)`,
  totalInclVat: 'Monthly total (incl. VAT)',
  /** How quantities are written (Intl). */
  numberLocale: 'en-KE',
  gb: (amount: string) => `${amount} GB`,
  months: (amount: string, count: number) => `${amount} month${count === 1 ? '' : 's'}`,

  /**
   * The shared zod contract's messages (@contracts/pricing), which the browser's checks and the
   * server's answers both carry in English: each exactly as the contract writes it (a test checks
   * that), so a Kiswahili or French page shows its own text for it (localizeMessage.ts).
   */
  validation: {
    storageNumber: 'Storage must be a number',
    storageNegative: 'Storage cannot be negative',
    storageMax: `Storage must be at most ${max} GB`,
    egressNumber: 'Egress must be a number',
    egressNegative: 'Egress cannot be negative',
    egressMax: `Egress must be at most ${max} GB`,
    blockNumber: 'Block storage must be a number',
    blockNegative: 'Block storage cannot be negative',
    blockMax: `Block storage must be at most ${max} GB`,
    blockRange: 'Block storage volumes are 1 GB to 16 TB (16,000 GB)',
    snapshotNumber: 'Snapshots must be a number',
    snapshotNegative: 'Snapshots cannot be negative',
    snapshotMax: `Snapshots must be at most ${max} GB`,
    cdnNumber: 'CDN delivery must be a number',
    cdnNegative: 'CDN delivery cannot be negative',
    cdnMax: `CDN delivery must be at most ${max} GB`,
    region: 'Region must be one of kenya, east-africa, africa',
    premium: 'Premium support must be true or false',
    tooManyAttempts: 'Too many attempts. Please try again later.',
  },
};
