import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RRLink } from 'react-router-dom';

/** A Chakra-styled link that navigates client-side. */
export function RouterLink({ to, children, ...rest }: LinkProps & { to: string }) {
  return (
    <ChakraLink asChild {...rest}>
      <RRLink to={to}>{children}</RRLink>
    </ChakraLink>
  );
}
