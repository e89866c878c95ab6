import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner() {
  return (
    <Center minH="50vh" role="status" aria-label="Loading">
      <Spinner size="lg" color="teal.600" />
    </Center>
  );
}
