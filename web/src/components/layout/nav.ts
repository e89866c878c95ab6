import common from '@/i18n/public/en/common';

/** Where every "Start Free" call to action goes: /auth with the create-account form open. */
export const REGISTER_PATH = '/auth?mode=register';

/**
 * Public navigation items (spec section 3: name, href, hasDropdown). The names are the English
 * ones; the header shows its language's (features/public-site/i18n, `common.nav[href]`).
 */
export const publicNav = ['/products', '/pricing', '/docs', '/customers', '/security', '/support', '/promotions'].map((href) => ({
  name: common.nav[href]!,
  href,
  hasDropdown: href === '/products',
}));

/** The Products dropdown: one entry per product tab (names and descriptions: `common.productMenu`). */
export const productMenuPaths = ['/products?tab=object-storage', '/products?tab=block-storage', '/products?tab=snapshots', '/products?tab=edge-cdn'];

/** Layout rules (spec section 2): where the public header and footer are hidden. */
export const hidesPublicHeader = (path: string) =>
  path.startsWith('/dashboard') || path === '/adminlogin' || path.startsWith('/admin/') || path === '/admin';
export const hidesFooter = (path: string) => path.startsWith('/dashboard') || path.startsWith('/admin/') || path === '/admin';
