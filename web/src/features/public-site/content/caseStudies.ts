/**
 * The customers page's stories, industries and figures (marketing content; spec section 3:
 * case-study fields). Apart from the testimonials (customers.ts), which the home page shows too:
 * the home page does not download these.
 */
export interface CaseStudy {
  company: string;
  industry: string;
  challenge: string;
  solution: string;
  results: { costSavings: string; performanceGain: string; additionalBenefit: string };
  quote: string;
  author: string;
}

export const CASE_STUDIES: CaseStudy[] = [
  {
    company: 'PesaFlow Payments',
    industry: 'Fintech',
    challenge: 'Seven years of transaction records had to stay in Kenya under the Data Protection Act, but the overseas bucket they lived in was slow and billed in dollars.',
    solution: 'Migrated 40 TB to Kenya-only object storage with immutable 365-day backups, using the same S3 SDK code with a new endpoint.',
    results: { costSavings: '38% lower storage bill', performanceGain: '9x faster reads (180 ms → 20 ms)', additionalBenefit: 'Passed the regulator’s data residency audit first time' },
    quote: 'The migration took a weekend. The compliance conversation took five minutes.',
    author: 'Wanjiru Kamau, CTO, PesaFlow Payments',
  },
  {
    company: 'Soko Mtandao',
    industry: 'E-commerce',
    challenge: 'Product pages loaded slowly outside Nairobi and egress charges spiked every sale season.',
    solution: 'Moved 2 million product images to object storage behind the Edge CDN beta, serving from Nairobi and Mombasa.',
    results: { costSavings: '52% lower delivery costs', performanceGain: '2.4x faster page loads on mobile', additionalBenefit: 'No egress charges for traffic inside Kenya' },
    quote: 'Black Friday was our biggest day ever and our storage bill did not move.',
    author: 'Baraka Otieno, Head of Engineering, Soko Mtandao',
  },
  {
    company: 'Afya Bora Clinics',
    industry: 'Healthcare',
    challenge: 'Patient imaging across 14 clinics was backed up to tapes that took days to restore.',
    solution: 'Block storage for the imaging database plus daily snapshots and immutable 30-day backups, replicated between Nairobi and Dar es Salaam.',
    results: { costSavings: '30% lower than the tape contract', performanceGain: 'Restores in 4 hours instead of 3 days', additionalBenefit: '24x7 support from human L2 engineers' },
    quote: 'When a server failed at 2 AM, an engineer answered in under two minutes and we were back before the morning shift.',
    author: 'Dr. Amina Hassan, Director of IT, Afya Bora Clinics',
  },
];

export const INDUSTRIES: { name: string; count: number }[] = [
  { name: 'Fintech & banking', count: 420 },
  { name: 'E-commerce & retail', count: 380 },
  { name: 'Media & entertainment', count: 310 },
  { name: 'Healthcare', count: 240 },
  { name: 'Education', count: 260 },
  { name: 'Government & NGOs', count: 190 },
  { name: 'Agritech & logistics', count: 230 },
];

export const CUSTOMER_STATS = [
  { value: '2,000+', label: 'businesses build on Mawingu' },
  { value: '< 20 ms', label: 'latency across Nairobi' },
  { value: '99.99%', label: 'monthly uptime SLA' },
  { value: '< 2 min', label: 'phone answer, 24x7' },
];
