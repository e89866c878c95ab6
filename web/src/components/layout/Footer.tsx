import { Box, Grid, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { Logo } from './Logo';

const columns = [
  {
    title: 'Products',
    links: [
      { label: 'Object Storage', to: '/products?tab=object-storage' },
      { label: 'Block Storage', to: '/products?tab=block-storage' },
      { label: 'Snapshots & Backups', to: '/products?tab=snapshots' },
      { label: 'Edge CDN (Beta)', to: '/products?tab=edge-cdn' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'Documentation', to: '/docs' },
      { label: 'API Reference', to: '/docs?tab=api' },
      { label: 'SDKs', to: '/docs?tab=sdks' },
      { label: 'Status', to: '/status' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Customers', to: '/customers' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/blog' },
      { label: 'Press', to: '/press' },
    ],
  },
  {
    title: 'Legal & Trust',
    links: [
      { label: 'Security & Compliance', to: '/security' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Data Processing Agreement', to: '/dpa' },
    ],
  },
];

/** Footer with contact details, the Nairobi address and the community link (hidden on /dashboard). */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Grid maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="12" gap="8" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr repeat(4, 1fr)' }}>
        <Stack gap="3">
          <Logo inverted />
          <Text fontSize="sm">{brand.tagline}</Text>
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
            Join our developer community chat ↗
          </ChakraLink>
        </Stack>
        {columns.map((col) => (
          <Stack key={col.title} gap="2" as="nav" aria-label={col.title}>
            <Text fontWeight="semibold" color="white" fontSize="sm">
              {col.title}
            </Text>
            {col.links.map((l) => (
              <ChakraLink key={l.to} asChild fontSize="sm" color="gray.300" _hover={{ color: 'white' }}>
                <Link to={l.to}>{l.label}</Link>
              </ChakraLink>
            ))}
          </Stack>
        ))}
      </Grid>
      {/* The year is the build's in pre-rendered HTML; across New Year the browser's may differ. */}
      <Box borderTopWidth="1px" borderColor="gray.700" py="4" px="6" textAlign="center" fontSize="xs" color="gray.400" suppressHydrationWarning>
        © {new Date().getFullYear()} {brand.name} Ltd. Data stored in Kenya. All prices in Kenyan shillings (KSh).
      </Box>
    </Box>
  );
}
