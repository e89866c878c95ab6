import competition from '@/features/competition/i18n/fr';
import site from '@/features/public-site/i18n/fr';
import type { PublicMessages } from '@/i18n/public/messages';
import shell from '@/i18n/public/fr';

/**
 * French texts of every public page, assembled from each owner's part: the shell's (i18n/public), the
 * public site's and the competition's. One chunk, loaded only on /fr/… pages (router.tsx); a part
 * missing here fails `npm run typecheck`.
 */
const fr: PublicMessages = { ...shell, ...site, ...competition };
export default fr;
