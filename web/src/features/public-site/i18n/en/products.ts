/** English texts of the products page (ProductsPage.tsx); the products themselves: content/products.ts. */
export default {
  metaTitle: 'Products',
  metaDescription: 'S3-compatible object storage, NVMe block storage, immutable snapshots and an edge CDN beta, hosted in Nairobi and priced in KSh.',
  eyebrow: 'Products',
  title: 'Storage for every workload',
  subtitle: 'Object storage, block SSD, snapshots and backups, and an edge CDN — built in Nairobi, compatible with the tools you already use.',
  toolkitEyebrow: 'Developer toolkit',
  toolkitTitle: 'Works with the tools you already know',
  toolkitSubtitle: 'Command-line tool, infrastructure as code, a web console and SDKs for JavaScript, Python, Go and PHP.',
  ctaTitle: 'Build on African infrastructure today',
  ctaText: '10 GB of object storage free forever. No credit card, no dollar exposure.',
  getStarted: 'Get Started Free',
  viewDocs: 'View Documentation',
  estimate: 'Estimate your bill →',
};
