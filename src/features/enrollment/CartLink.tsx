import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from '@tanstack/react-router';

/** A link back to the cart, under the visitor's landing. */
export function CartLink({ children }: { children: string }) {
  const { landing } = useParams({ strict: false });
  return (
    <Link asChild variant="underline">
      <RouterLink to="/{-$landing}/cart" params={{ landing }}>
        {children}
      </RouterLink>
    </Link>
  );
}
