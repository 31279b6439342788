import { Center, Spinner } from '@chakra-ui/react';

/** A full-page spinner announced to assistive technology by its label. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Center minH="60vh" role="status" aria-label={label}>
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
    </Center>
  );
}
