import { setCatalogueLoader, type PublicMessages } from '@/i18n/public/messages';

/**
 * For a feature's component tests on /sw… and /fr… pages: the Kiswahili and French catalogues
 * hold only the parts given (the app assembles every owner's parts: app/publicCatalogues). A page
 * reads only its own parts, so a part it needs and was not given shows as a failed test.
 */
export function setTestCatalogues(parts: Record<'sw' | 'fr', Partial<PublicMessages>>) {
  setCatalogueLoader(async (lang) => ({ default: parts[lang] as PublicMessages }));
}
