import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; key: string };

/**
 * A page that throws while rendering (or whose code fails to download, as after a deploy) shows
 * this message instead of a blank screen; the header and footer stay, and going to another page
 * clears it. The error goes to the console, never to the visitor.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error) {
    console.error('Page failed to render', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const stale = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(this.state.error.message);
    return (
      <Stack maxW="xl" mx="auto" px="6" py="24" gap="4" textAlign="center" align="center" role="alert">
        <Heading as="h1" size="xl">
          {stale ? 'A new version is available' : 'Something went wrong'}
        </Heading>
        <Text color="fg.muted">{stale ? 'Reload the page to get the latest version of the portal.' : 'This page could not be shown. Reload to try again; if it keeps happening, contact support.'}</Text>
        <Button colorPalette="teal" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Stack>
    );
  }
}
