/** Brand configuration (spec section 3: name, tagline, description, colors) and public contact points. */
export const brand = {
  name: 'Mawingu Cloud',
  tagline: 'African cloud storage, built in Nairobi',
  description:
    'S3-compatible object storage, block SSD storage, snapshots and backups, and an edge CDN in East Africa — priced in Kenyan shillings.',
  colors: { primary: 'teal', accent: 'orange' },
  contact: {
    email: 'hello@mawingu.cloud',
    supportEmail: 'support@mawingu.cloud',
    salesEmail: 'sales@mawingu.cloud',
    securityEmail: 'security@mawingu.cloud',
    privacyEmail: 'privacy@mawingu.cloud',
    pressEmail: 'press@mawingu.cloud',
    careersEmail: 'careers@mawingu.cloud',
    phone: '+254 20 765 4321',
    address: 'Mawingu House, 4th Floor, Waiyaki Way, Westlands, Nairobi, Kenya',
    community: 'https://discord.gg/mawingu-cloud',
  },
  /** The S3-compatible endpoint developers point their SDKs at (Nairobi region nbo1). */
  s3: {
    endpoint: 'https://s3.nbo1.mawingu.cloud',
    region: 'nbo1',
    secondaryRegion: 'dar1',
  },
} as const;
