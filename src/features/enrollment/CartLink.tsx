import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useLanding } from '../../adapters/use-landing.ts';

/** A link back to the cart, under the visitor's landing. */
export function CartLink({ children }: { children: string }) {
  const landing = useLanding();
  return (
    <Link asChild variant="underline">
      <RouterLink to="/{-$landing}/cart" params={{ landing }}>
        {children}
      </RouterLink>
    </Link>
  );
}
