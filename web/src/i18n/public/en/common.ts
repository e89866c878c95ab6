/**
 * English texts of the public header, footer and drawer (the source of the Kiswahili and French
 * catalogues' shape: ../messages.ts). Loaded on every page, so keep it lean.
 */
export default {
  skip: 'Skip to content',
  home: 'home',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** Header navigation, keyed by path (spec section 2, Public header). */
  nav: {
    '/products': 'Products',
    '/pricing': 'Pricing',
    '/docs': 'Docs',
    '/customers': 'Customers',
    '/security': 'Security & Compliance',
    '/support': 'Support',
    '/promotions': 'Store & Score',
  } as Record<string, string>,
  allProducts: 'All products',
  /** The Products dropdown, one per product tab: name and description. */
  productMenu: [
    ['Object Storage', 'S3-compatible buckets in Nairobi'],
    ['Block Storage', 'NVMe SSD volumes, 1 GB to 16 TB'],
    ['Snapshots & Backups', 'Immutable backups, 7 to 365 days'],
    ['Edge CDN (Beta)', 'Nairobi, Mombasa and Lagos PoPs'],
  ],
  signIn: 'Sign In',
  startFree: 'Start Free',
  dashboard: 'Dashboard',
  signOut: 'Sign Out',
  checkingSignIn: 'Checking sign-in',
  language: 'Language',
  tagline: 'African cloud storage, built in Nairobi',
  community: 'Join our developer community chat ↗',
  /** Footer columns: a title and its links' labels (their paths: Footer.tsx). */
  columns: [
    { title: 'Products', links: ['Object Storage', 'Block Storage', 'Snapshots & Backups', 'Edge CDN (Beta)', 'Pricing'] },
    { title: 'Developers', links: ['Documentation', 'API Reference', 'SDKs', 'Status'] },
    { title: 'Company', links: ['About', 'Customers', 'Careers', 'Blog', 'Press'] },
    { title: 'Legal & Trust', links: ['Security & Compliance', 'Privacy Policy', 'Terms of Service', 'Data Processing Agreement'] },
  ],
  legal: 'Ltd. Data stored in Kenya. All prices in Kenyan shillings (KSh).',
};
