/** Support page content: knowledge base categories (article counts per spec), docs links, community. */
export const KB_CATEGORIES: { title: string; articles: number; text: string; to: string }[] = [
  { title: 'Getting Started', articles: 12, text: 'Accounts, your first bucket, API keys and the free tier.', to: '/docs?tab=quickstart' },
  { title: 'Object Storage', articles: 25, text: 'Buckets, uploads, presigned URLs, versioning and public access.', to: '/docs?tab=api' },
  { title: 'Block Storage', articles: 18, text: 'Volumes, IOPS, resizing and attaching to your servers.', to: '/products?tab=block-storage' },
  { title: 'Billing & Payments', articles: 8, text: 'Invoices in KSh, free allowances and how usage is metered.', to: '/pricing' },
  { title: 'Security & Access', articles: 22, text: 'Two-factor sign-in, API key permissions, encryption and audit logs.', to: '/security' },
  { title: 'Troubleshooting', articles: 15, text: 'Signature errors, timeouts, CORS and slow uploads.', to: '/docs?tab=faqs' },
];

export const DOC_LINKS: { title: string; text: string; to: string }[] = [
  { title: 'Quick start', text: 'From sign-up to your first upload in four steps.', to: '/docs?tab=quickstart' },
  { title: 'Storage API reference', text: 'PUT, GET, DELETE and list objects with AWS Signature Version 4.', to: '/docs?tab=api' },
  { title: 'SDKs', text: 'JavaScript, Python, Go and PHP examples against our endpoint.', to: '/docs?tab=sdks' },
  { title: 'Integrations', text: 'Terraform, Pulumi, WordPress, backup tools and the CLI.', to: '/docs?tab=integrations' },
];

export const RESPONSE_TIMES: { channel: string; time: string }[] = [
  { channel: 'Phone', time: 'answered in under 2 minutes' },
  { channel: 'Chat', time: 'first reply in under 5 minutes' },
  { channel: 'E-mail and tickets', time: 'first reply in under 30 minutes' },
];
