import { Text } from '@chakra-ui/react';

/**
 * The message of a form as a whole (useSchemaForm's `formError`: a failed call that names no
 * field), under the fields; announced when it appears. Nothing while there is none.
 */
export function FormError({ message }: { message: string | undefined | null }) {
  if (!message) return null;
  return (
    <Text color="red.600" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}
