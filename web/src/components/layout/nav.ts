/** Where every "Start Free" call to action goes: /auth with the create-account form open. */
export const REGISTER_PATH = '/auth?mode=register';

/** Public navigation items (spec section 3: name, href, hasDropdown). */
export const publicNav = [
  { name: 'Products', href: '/products', hasDropdown: true },
  { name: 'Pricing', href: '/pricing', hasDropdown: false },
  { name: 'Docs', href: '/docs', hasDropdown: false },
  { name: 'Customers', href: '/customers', hasDropdown: false },
  { name: 'Security & Compliance', href: '/security', hasDropdown: false },
  { name: 'Support', href: '/support', hasDropdown: false },
  { name: 'Store & Score', href: '/promotions', hasDropdown: false },
] as const;

/** The Products dropdown: one entry per product tab. */
export const productMenu = [
  { name: 'Object Storage', href: '/products?tab=object-storage', description: 'S3-compatible buckets in Nairobi' },
  { name: 'Block Storage', href: '/products?tab=block-storage', description: 'NVMe SSD volumes, 1 GB to 16 TB' },
  { name: 'Snapshots & Backups', href: '/products?tab=snapshots', description: 'Immutable backups, 7 to 365 days' },
  { name: 'Edge CDN (Beta)', href: '/products?tab=edge-cdn', description: 'Nairobi, Mombasa and Lagos PoPs' },
] as const;

/** Layout rules (spec section 2): where the public header and footer are hidden. */
export const hidesPublicHeader = (path: string) =>
  path.startsWith('/dashboard') || path === '/adminlogin' || path.startsWith('/admin/') || path === '/admin';
export const hidesFooter = (path: string) => path.startsWith('/dashboard') || path.startsWith('/admin/') || path === '/admin';
