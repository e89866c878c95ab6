import { HStack, Link as ChakraLink, type StackProps } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import en from './en/common';
import { LANG_NAMES, langOfPath, LOCALIZED_PATHS, localizePath, PUBLIC_LANGS, rememberLang, stripLang, type PublicLang } from './lang';
import { useMessages } from './messages';

/**
 * Where the switch leads from `pathname` (+ query and hash) in `lang`: the same page in that
 * language; from any other page (/about…, a 404 — whose pre-rendered HTML cannot know its path),
 * that language's home page.
 */
export function switchTarget(pathname: string, rest: string, lang: PublicLang): string {
  const page = stripLang(pathname);
  return localizePath(LOCALIZED_PATHS.includes(page) ? page + rest : '/', lang);
}

/**
 * Remembers the language of any switch link the visitor clicks (a capture listener on the
 * document, installed by the root layout): it also catches a click in the footer before that
 * lazily hydrated part has hydrated.
 */
export function useRememberLanguageChoice() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[hreflang]');
      const lang = link?.getAttribute('hreflang');
      if (lang && (PUBLIC_LANGS as readonly string[]).includes(lang)) rememberLang(lang as PublicLang);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}

/**
 * The language switch: a labelled list of links (the header shows each language's code, the
 * footer its name). Links work before the page hydrates and without JavaScript, crawlers follow
 * them, and one tap on a phone is enough; a click also remembers the choice for the next visit to /
 * (useRememberLanguageChoice).
 */
export function LanguageLinks({ compact, ...rest }: { compact?: boolean } & Omit<StackProps, 'children'>) {
  // The query (a products tab…) carries over; not the hash, which the pre-rendered links cannot know.
  const { pathname, search } = useLocation();
  const current = useMessages('common', en);
  const lang = langOfPath(pathname);
  return (
    <HStack as="nav" aria-label={current.language} gap={compact ? '0' : '3'} fontSize="sm" flexWrap={compact ? 'nowrap' : 'wrap'} flexShrink={0} data-testid={compact ? 'language-switch' : undefined} {...rest}>
      {PUBLIC_LANGS.map((l) => (
        <ChakraLink
          key={l}
          asChild
          px={compact ? '1.5' : undefined}
          py={compact ? '1' : undefined}
          borderRadius="sm"
          fontWeight={l === lang ? 'bold' : undefined}
          color={compact ? (l === lang ? 'teal.800' : 'fg.muted') : l === lang ? 'white' : 'gray.300'}
          textDecoration={l === lang ? 'underline' : undefined}
        >
          <Link
            to={switchTarget(pathname, search, l)}
            lang={l}
            hrefLang={l}
            aria-current={l === lang ? 'true' : undefined}
          >
            {compact ? (
              <>
                {l.toUpperCase()}
                {/* The accessible name keeps the visible code first (WCAG 2.5.3) and adds the name. */}
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}> {LANG_NAMES[l]}</span>
              </>
            ) : (
              LANG_NAMES[l]
            )}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
