/** Security and compliance facts (spec sections 1, 4 and 9). */
export type CertStatus = 'Active' | 'In Progress';

export interface Certification {
  name: string;
  status: CertStatus;
  /** Percent complete (100 for active). */
  completion: number;
  description: string;
  expected?: string;
}

export const CERTIFICATIONS: Certification[] = [
  { name: 'SOC 2 Type II', status: 'In Progress', completion: 75, expected: 'Q4 2025', description: 'Independent audit of our security, availability and confidentiality controls over a twelve-month window.' },
  { name: 'ISO 27001', status: 'In Progress', completion: 70, expected: 'Q4 2025', description: 'Certification of our information security management system across people, processes and technology.' },
  { name: 'GDPR', status: 'Active', completion: 100, description: 'Data processing agreements, data subject rights and EU transfer safeguards for European customers.' },
  { name: 'POPIA', status: 'Active', completion: 100, description: 'Alignment with South Africa’s Protection of Personal Information Act for customers serving South Africa.' },
];

export const COMPLIANCE_ITEMS: { title: string; text: string }[] = [
  { title: 'Kenya Data Protection Act, 2019', text: 'Registered with the Office of the Data Protection Commissioner as a data processor; Kenya-only storage keeps personal data in the country.' },
  { title: 'Data residency choice', text: 'Choose Kenya only (Nairobi), or multi-region Africa with replicas in Nairobi and Dar es Salaam. Data never leaves the region you choose.' },
  { title: 'Encryption everywhere', text: 'AES-256 encryption at rest for every object, volume and backup; TLS 1.3 for every connection in transit.' },
  { title: 'Access control', text: 'Role-based access, multi-factor authentication, single sign-on and scoped API keys (read, write, delete).' },
  { title: 'Audit logging', text: 'Every sign-in, key change and administrative action is logged with time, actor and IP address.' },
  { title: 'Business continuity', text: 'RPO of 1 hour and RTO of 4 hours; data-centre CCTV retained for 90 days.' },
];

export const SECURITY_FEATURES: { title: string; text: string }[] = [
  { title: 'AES-256 at rest', text: 'Every object, volume and snapshot is encrypted before it touches disk.' },
  { title: 'TLS 1.3 in transit', text: 'Modern encryption for every API call, upload and download.' },
  { title: '99.99% SLA', text: 'A monthly uptime commitment with a 30x service credit if we miss it.' },
  { title: 'Data stays in Africa', text: 'Kenya only, or multi-region Nairobi + Dar es Salaam — your choice.' },
];

export const BUG_BOUNTY: { severity: string; reward: string }[] = [
  { severity: 'Critical', reward: '$5,000 – $10,000' },
  { severity: 'High', reward: '$1,000 – $5,000' },
  { severity: 'Medium or low', reward: '$100 – $1,000' },
];
