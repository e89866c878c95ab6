import { Box, Grid, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import en from '@/i18n/public/en/common';
import { localizePath } from '@/i18n/public/lang';
import { LanguageLinks } from '@/i18n/public/LanguageSwitch';
import { useMessages, usePublicLang } from '@/i18n/public/messages';
import { Logo } from './Logo';

/** Each footer column's link paths (their labels: `common.columns`). */
const columns = [
  ['/products?tab=object-storage', '/products?tab=block-storage', '/products?tab=snapshots', '/products?tab=edge-cdn', '/pricing'],
  ['/docs', '/docs?tab=api', '/docs?tab=sdks', '/status'],
  ['/about', '/customers', '/careers', '/blog', '/press'],
  ['/security', '/privacy', '/terms', '/dpa'],
];

/** Footer with contact details, the Nairobi address, the community link and the language links (hidden on /dashboard). */
export function Footer() {
  const m = useMessages('common', en);
  const lang = usePublicLang();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Grid maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="12" gap="8" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr repeat(4, 1fr)' }}>
        <Stack gap="3">
          <Logo inverted />
          <Text fontSize="sm">{m.tagline}</Text>
          <Text fontSize="sm" as="address" fontStyle="normal">
            {brand.contact.address}
          </Text>
          <Text fontSize="sm">
            <ChakraLink href={`tel:${brand.contact.phone.replace(/\s/g, '')}`} color="gray.100">
              {brand.contact.phone}
            </ChakraLink>
            {' · '}
            <ChakraLink href={`mailto:${brand.contact.email}`} color="gray.100">
              {brand.contact.email}
            </ChakraLink>
          </Text>
          <ChakraLink href={brand.contact.community} target="_blank" rel="noopener noreferrer" color="teal.300" fontSize="sm">
            {m.community}
          </ChakraLink>
          <LanguageLinks />
        </Stack>
        {m.columns.map((col, c) => (
          <Stack key={col.title} gap="2" as="nav" aria-label={col.title}>
            <Text fontWeight="semibold" color="white" fontSize="sm">
              {col.title}
            </Text>
            {col.links.map((label, i) => (
              <ChakraLink key={label} asChild fontSize="sm" color="gray.300" _hover={{ color: 'white' }}>
                <Link to={localizePath(columns[c]![i]!, lang)}>{label}</Link>
              </ChakraLink>
            ))}
          </Stack>
        ))}
      </Grid>
      {/* The year is the build's in pre-rendered HTML; across New Year the browser's may differ. */}
      <Box borderTopWidth="1px" borderColor="gray.700" py="4" px="6" textAlign="center" fontSize="xs" color="gray.400" suppressHydrationWarning>
        © {new Date().getFullYear()} {brand.name} {m.legal}
      </Box>
    </Box>
  );
}
