import { PRICES } from '@contracts/prices';
import { formatKsh as ksh } from '@contracts/money'; // not @/lib/format: its date helpers would ride along to the home page
import type { IconName } from '../components/icons';

export const PRODUCT_TABS = ['object-storage', 'block-storage', 'snapshots', 'edge-cdn'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export interface Product {
  tab: ProductTab;
  name: string;
  icon: IconName;
  badge?: string;
  summary: string;
  description: string;
  price: string;
  features: string[];
  specs: { label: string; value: string }[];
  cta: { label: string; signedIn: string; signedOut: string };
}

/** The four products (Products page tabs, home snapshot cards, header dropdown). */
export const PRODUCTS: Product[] = [
  {
    tab: 'object-storage',
    name: 'Object Storage',
    icon: 'bucket',
    summary: 'S3-compatible buckets in Nairobi for files, media, backups and data lakes.',
    description:
      'Store any amount of data in S3-compatible buckets hosted in Nairobi. Use the AWS SDKs, CLI and tools you already know — just point them at our endpoint. Keep data in Kenya only, or replicate across Nairobi and Dar es Salaam.',
    price: `${ksh(PRICES.storageCentsPerGbMonth)} per GB-month · ${PRICES.storageFreeGb} GB free forever`,
    features: [
      'Full S3 API: multipart upload, presigned URLs, versioning, bucket policies',
      'Local egress inside Kenya is free and unlimited',
      'Encrypted with AES-256 at rest and TLS 1.3 in transit',
      'Data residency: Kenya only, or multi-region Nairobi + Dar es Salaam',
    ],
    specs: [
      { label: 'Latency from Nairobi', value: 'under 20 ms' },
      { label: 'Write speed', value: '2x faster writes than overseas regions' },
      { label: 'Free tier', value: '10 GB forever, no credit card' },
      { label: 'Regional egress (East Africa)', value: 'KSh 0.40/GB after 50 GB free each month' },
    ],
    cta: { label: 'Get S3 Credentials', signedIn: '/dashboard/security', signedOut: '/auth' },
  },
  {
    tab: 'block-storage',
    name: 'Block Storage',
    icon: 'disk',
    summary: 'NVMe SSD volumes from 1 GB to 16 TB for databases and VMs.',
    description:
      'Attach fast, replicated SSD volumes to your workloads. Every volume gets a guaranteed IOPS baseline that scales with its size and can burst for busy periods.',
    price: `${ksh(PRICES.blockCentsPerGbMonth)} per GB-month`,
    features: ['Volumes from 1 GB to 16 TB', '3 IOPS per GB baseline, burst to 3,000 IOPS', 'Resize online without downtime', 'Snapshots on demand or on a schedule'],
    specs: [
      { label: 'Volume size', value: '1 GB – 16 TB' },
      { label: 'Performance', value: '3 IOPS/GB baseline, burst to 3,000' },
      { label: 'Replication', value: 'Three copies inside the Nairobi region' },
      { label: 'Free tier', value: 'None — pay per GB-month' },
    ],
    cta: { label: 'Create Volume', signedIn: '/dashboard/services', signedOut: '/auth' },
  },
  {
    tab: 'snapshots',
    name: 'Snapshots & Backups',
    icon: 'snapshot',
    summary: 'Immutable backups kept 7, 30 or 365 days, taken daily at 3:00 AM UTC.',
    description:
      'Protect volumes and buckets with automatic daily snapshots and immutable backups that nobody — not even an attacker with your keys — can delete before their retention ends.',
    price: `${ksh(PRICES.snapshotCentsPerGbMonth)} per GB-month`,
    features: ['Immutable retention of 7, 30 or 365 days', 'Daily snapshots at 3:00 AM UTC', 'Recovery point objective (RPO) 1 hour', 'Recovery time objective (RTO) 4 hours'],
    specs: [
      { label: 'Schedule', value: 'Daily at 3:00 AM UTC, or on demand' },
      { label: 'Retention', value: '7, 30 or 365 days (immutable)' },
      { label: 'RPO / RTO', value: '1 hour / 4 hours' },
      { label: 'Restore', value: 'To a new volume or bucket in minutes' },
    ],
    cta: { label: 'Configure Backups', signedIn: '/dashboard/services', signedOut: '/auth' },
  },
  {
    tab: 'edge-cdn',
    name: 'Edge CDN',
    icon: 'globe',
    badge: 'Beta',
    summary: 'Deliver content from points of presence in Nairobi, Mombasa and Lagos.',
    description:
      'Serve images, video and static sites from the edge, close to your users. The beta runs points of presence in Nairobi, Mombasa and Lagos, with your buckets as the origin.',
    price: `${ksh(PRICES.cdnCentsPerGb)} per GB · 1 TB free per month during beta`,
    features: ['Points of presence: Nairobi, Mombasa, Lagos (Beta)', 'Bucket origins with automatic cache purge', 'Free TLS certificates on your own domain', 'HTTP/2 and HTTP/3 delivery'],
    specs: [
      { label: 'Points of presence', value: 'Nairobi, Mombasa, Lagos (Beta)' },
      { label: 'Price', value: 'KSh 0.12 per GB delivered' },
      { label: 'Beta allowance', value: '1 TB free every month' },
      { label: 'Origins', value: 'Mawingu buckets or any HTTPS origin' },
    ],
    cta: { label: 'Join Beta Program', signedIn: '/support?category=feature&subject=Edge%20CDN%20beta#ticket', signedOut: '/support?category=feature&subject=Edge%20CDN%20beta#ticket' },
  },
];

/** Developer toolkit (spec section 1): CLI, infrastructure as code, web console, SDKs. */
export const TOOLKIT: { name: string; icon: IconName; text: string; to: string }[] = [
  { name: 'Command-line tool', icon: 'terminal', text: 'Use the AWS CLI or rclone with our endpoint: list, sync and copy from any terminal.', to: '/docs?tab=integrations#cli' },
  { name: 'Infrastructure as code', icon: 'layers', text: 'Terraform and Pulumi through the standard AWS providers with a custom endpoint.', to: '/docs?tab=integrations' },
  { name: 'Web console', icon: 'bolt', text: 'Create services, manage API keys and watch usage and bills in the dashboard.', to: '/auth' },
  { name: 'SDKs', icon: 'code', text: 'JavaScript, Python, Go and PHP through the official AWS S3 SDKs.', to: '/docs?tab=sdks' },
];
