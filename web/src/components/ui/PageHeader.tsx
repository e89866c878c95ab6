import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons or selectors shown on the right (wrap under the title on narrow screens). */
  actions?: ReactNode;
}

/** Title, description and actions at the top of a console page. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex mb="6" gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} justify="space-between">
      <Box minW="0">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {description && (
          <Text mt="1" color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Box>
      {actions && (
        <Flex gap="2" wrap="wrap" align="center" flexShrink={0}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
