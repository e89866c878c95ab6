import { ApolloProvider } from '@apollo/client/react';
import { useChakraContext } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { installSystem } from '@/components/ui/theme';
import { appSystem } from '@/components/ui/theme-app';
import { apolloClient } from './apollo';

// Loading this module is the moment the app needs more than the static site: the full theme
// goes in at once, before any page below renders.
installSystem(appSystem);

/**
 * Layout route around every page beyond the static public site: it provides Apollo Client and the
 * app's full Chakra theme. Both load with the first such page, so the home page (outside it)
 * downloads neither (bench/bundle-size.ts; routes.test.ts checks the static pages need neither).
 */
export default function AppLayout() {
  // The root switches to the full theme in the same tick; never render a page with fewer recipes.
  if (useChakraContext() !== appSystem) return <PageSpinner />;
  return (
    <ApolloProvider client={apolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
