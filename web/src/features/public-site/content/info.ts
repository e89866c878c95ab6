import { REGISTER_PATH } from '@/components/layout/nav';
import { brand } from '@/config/brand';
import type { InfoPath } from '@/i18n/public/lang';

/** Short company and legal pages linked from the footer. */
export interface InfoContent {
  title: string;
  description: string;
  lead: string;
  sections: { heading: string; body: string }[];
  cta?: { label: string; to: string };
}

/** The visible texts of the /status page's live check (support/LiveStatus.tsx). */
export interface LiveStatusTexts {
  service: string;
  checking: string;
  up: string;
  down: string;
  answered: (ms: number, time: string) => string;
  fromNetwork: (time: string) => string;
}

/**
 * An information page in Kiswahili or French (content/info.sw.ts, content/info.fr.ts): the texts
 * only, as many sections as the English page; the CTA's link stays the English page's. A legal
 * page may add `note` (the English version prevails).
 */
export interface InfoText {
  title: string;
  description: string;
  lead: string;
  sections: { heading: string; body: string }[];
  cta?: string;
  note?: string;
}

/** One language's translation of every information page, and of the live status check. */
export interface InfoTranslation {
  pages: Record<InfoPath, InfoText>;
  liveStatus: LiveStatusTexts;
}

const c = brand.contact;

export const INFO_PAGES: Record<InfoPath, InfoContent> = {
  '/about': {
    title: `About ${brand.name}`,
    description: `${brand.name} is a Nairobi-built cloud storage provider serving developers and businesses across East Africa.`,
    lead: `${brand.name} builds cloud infrastructure in Nairobi for African businesses: S3-compatible object storage, block SSD, snapshots and an edge CDN, priced in Kenyan shillings.`,
    sections: [
      { heading: 'Why we exist', body: 'Too much African data travels to Europe and the US and back. Keeping it local makes applications faster, keeps regulators happy and keeps bills in the currency customers earn.' },
      { heading: 'Where we are', body: `Our head office is at ${c.address}. Our storage runs in Nairobi with a second region in Dar es Salaam and CDN points of presence in Nairobi, Mombasa and Lagos (Beta).` },
      { heading: 'How we work', body: 'Every customer gets 24x7 support from human L2 engineers. We publish our prices, our SLA and the status of our security audits.' },
    ],
    cta: { label: 'Start Free', to: REGISTER_PATH },
  },
  '/careers': {
    title: 'Careers',
    description: `Work at ${brand.name}: build cloud infrastructure for Africa from Nairobi.`,
    lead: 'We are a team of engineers, operators and support specialists building the cloud that Africa deserves — from Nairobi.',
    sections: [
      { heading: 'Who we look for', body: 'Storage and distributed-systems engineers, site reliability engineers, L2 support engineers who enjoy solving problems at 3 AM, and people who can explain the cloud in plain language.' },
      { heading: 'How to apply', body: `Send your CV and a short note about something you built to ${c.careersEmail}. We reply to every application within two weeks.` },
    ],
    cta: { label: `E-mail ${c.careersEmail}`, to: `mailto:${c.careersEmail}` },
  },
  '/blog': {
    title: 'Blog',
    description: `Engineering notes, guides and product news from ${brand.name}.`,
    lead: 'Guides and engineering notes from the team. Start with the most-read guides below.',
    sections: [
      { heading: 'Move from another S3 provider in a weekend', body: 'Copy buckets with rclone, verify them, then switch your application endpoint — step by step in the migration guide.' },
      { heading: 'Backups that ransomware cannot delete', body: 'How immutable snapshots kept 7, 30 or 365 days protect you even when an attacker has your keys.' },
      { heading: 'Infrastructure as code with Terraform and Pulumi', body: 'Manage buckets with the tools you already use by pointing the AWS provider at our endpoint.' },
    ],
    cta: { label: 'Read the guides', to: '/docs?tab=integrations' },
  },
  '/press': {
    title: 'Press',
    description: `Press information and media contacts for ${brand.name}.`,
    lead: `${brand.name} is a Kenyan cloud infrastructure provider offering S3-compatible storage, block storage, backups and an edge CDN, with data kept in Africa and prices in Kenyan shillings.`,
    sections: [
      { heading: 'Media contact', body: `For interviews, figures and images write to ${c.pressEmail} or call ${c.phone}.` },
      { heading: 'Facts', body: '2,000+ businesses; latency under 20 ms in Nairobi; 99.99% monthly SLA; regions in Nairobi and Dar es Salaam; CDN points of presence in Nairobi, Mombasa and Lagos (Beta).' },
    ],
    cta: { label: `E-mail ${c.pressEmail}`, to: `mailto:${c.pressEmail}` },
  },
  '/status': {
    title: 'System Status',
    description: `Live status of the ${brand.name} portal and how we report incidents.`,
    lead: 'The check below is made live from your browser to our API. Incidents affecting storage are announced here, by e-mail to affected customers, and in the community chat.',
    sections: [
      { heading: 'Our commitment', body: 'A 99.99% monthly uptime SLA for storage APIs with a 30x service credit when we miss it. Credits are applied to your next invoice automatically.' },
      { heading: 'Report a problem', body: `If something looks wrong, call ${c.phone} (answered in under 2 minutes) or open an urgent ticket.` },
    ],
    cta: { label: 'Open an urgent ticket', to: '/support?category=technical#ticket' },
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: `How ${brand.name} collects, uses and protects personal data under the Kenya Data Protection Act, GDPR and POPIA.`,
    lead: `${brand.name} processes personal data in line with the Kenya Data Protection Act, 2019, the EU GDPR and South Africa's POPIA.`,
    sections: [
      { heading: 'What we collect', body: 'Account details (name, e-mail, phone, username), billing records, support tickets and security logs (sign-ins, IP addresses). We do not read the contents of your buckets or volumes.' },
      { heading: 'Why and how long', body: 'To provide and bill the service, keep accounts secure and answer support requests. Account data is kept while your account is open; invoices are kept as tax law requires.' },
      { heading: 'Your rights', body: `You can access, correct, export or delete your data from the dashboard or by writing to ${c.privacyEmail}.` },
    ],
    cta: { label: `Contact ${c.privacyEmail}`, to: `mailto:${c.privacyEmail}` },
  },
  '/terms': {
    title: 'Terms of Service',
    description: `The terms under which ${brand.name} provides its cloud services.`,
    lead: `These terms govern your use of ${brand.name}. By creating an account you agree to them.`,
    sections: [
      { heading: 'The service', body: 'We provide object storage, block storage, snapshots and an edge CDN (Beta features are provided as is). The free tier includes 10 GB of object storage forever.' },
      { heading: 'Billing', body: 'Usage above free allowances is billed monthly in Kenyan shillings at the published prices; invoices are due 14 days after the invoice date.' },
      { heading: 'Availability', body: 'We commit to 99.99% monthly uptime for storage APIs; if we miss it, you receive a service credit of 30x the downtime.' },
      { heading: 'Acceptable use', body: 'Do not store unlawful content, attack other systems or resell the service without agreement. We may suspend accounts that put other customers at risk.' },
    ],
  },
  '/dpa': {
    title: 'Data Processing Agreement',
    description: `${brand.name}'s data processing terms for customers who store personal data.`,
    lead: `When you store personal data with ${brand.name}, we act as your processor under this agreement.`,
    sections: [
      { heading: 'Processing only on your instructions', body: 'We process customer data only to provide the service and never for our own purposes.' },
      { heading: 'Location', body: 'Data stays in the region you choose: Kenya only (Nairobi) or multi-region Africa (Nairobi and Dar es Salaam).' },
      { heading: 'Security', body: 'AES-256 encryption at rest, TLS 1.3 in transit, role-based access, audit logging, and SOC 2 Type II and ISO 27001 audits in progress (expected Q4 2025).' },
      { heading: 'Breach notification', body: `We notify affected customers without undue delay and within 72 hours. Questions: ${c.privacyEmail}.` },
    ],
    cta: { label: 'Request a signed copy', to: '/support?category=security&subject=Signed%20DPA#ticket' },
  },
};

export const LIVE_STATUS_EN: LiveStatusTexts = {
  service: 'Portal API',
  checking: 'Checking…',
  up: 'Operational',
  down: 'Unreachable',
  answered: (ms, time) => `answered in ${ms} ms at ${time}`,
  fromNetwork: (time) => `from your network at ${time}`,
};
