import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  /** Remove body padding (tables that run edge to edge). */
  flush?: boolean;
}

/** A titled card holding one block of a page (a chart, a table, a list); a region named by its title. */
export function SectionCard({ title, description, actions, children, flush }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg" minW="0" h="full" size={{ base: 'sm', md: 'md' }}>
      <Card.Header pb="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <div>
            <Heading as="h2" size="md" id={headingId}>
              {title}
            </Heading>
            {description && (
              <Text fontSize="sm" color="fg.muted" mt="0.5">
                {description}
              </Text>
            )}
          </div>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body pt="0" px={flush ? '0' : undefined} pb={flush ? '2' : undefined}>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
