import { chakra, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
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

/** The header's switch: a labelled native select (one tap on a phone), navigates on change. */
export function LanguageSelect() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const current = useMessages('common', en);
  const lang = langOfPath(pathname);
  return (
    <chakra.select
      aria-label={current.language}
      data-testid="language-select"
      value={lang}
      onChange={(e) => {
        const next = e.target.value as PublicLang;
        rememberLang(next);
        navigate(switchTarget(pathname, search + hash, next));
      }}
      h="8"
      px="2"
      fontSize="sm"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      cursor="pointer"
      flexShrink={0}
    >
      {PUBLIC_LANGS.map((l) => (
        <option key={l} value={l} lang={l}>
          {LANG_NAMES[l]}
        </option>
      ))}
    </chakra.select>
  );
}

/** The footer's switch: plain links (they work before the footer hydrates, and crawlers follow them). */
export function LanguageLinks() {
  const { pathname } = useLocation();
  const current = useMessages('common', en);
  const lang = langOfPath(pathname);
  return (
    <HStack as="nav" aria-label={current.language} gap="3" fontSize="sm" flexWrap="wrap">
      {PUBLIC_LANGS.map((l) => (
        <ChakraLink key={l} asChild color={l === lang ? 'white' : 'gray.300'} fontWeight={l === lang ? 'semibold' : undefined} _hover={{ color: 'white' }}>
          <Link to={switchTarget(pathname, '', l)} lang={l} hrefLang={l} aria-current={l === lang ? 'true' : undefined} onClick={() => rememberLang(l)}>
            {LANG_NAMES[l]}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
