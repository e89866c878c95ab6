import { HStack, Text } from '@chakra-ui/react';
import { brand } from '@/config/brand';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path d="M20 42h26a9 9 0 0 0 0-18 13 13 0 0 0-25 3 8 8 0 0 0-1 15z" fill="#fff" />
      </svg>
      <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap" color={inverted ? 'white' : 'fg'}>
        {brand.name}
      </Text>
    </HStack>
  );
}
