import { createContext, useContext, useEffect } from 'react';
import { brand } from '@/config/brand';

export interface PageMeta {
  title?: string;
  description?: string;
}

/**
 * Set by the build-time renderer (entry-server.tsx) to collect the page's title and description
 * for the pre-rendered <head>; absent in the browser, where the effect below sets them.
 */
export const PageMetaContext = createContext<PageMeta | null>(null);

/** Per-page title and meta description. */
export function usePageMeta(title: string, description?: string) {
  const fullTitle = title ? `${title} | ${brand.name}` : brand.name;
  const collected = useContext(PageMetaContext);
  if (collected) {
    collected.title = fullTitle;
    if (description) collected.description = description;
  }
  useEffect(() => {
    document.title = fullTitle;
    if (description) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.appendChild(tag);
      }
      tag.content = description;
    }
  }, [fullTitle, description]);
}
