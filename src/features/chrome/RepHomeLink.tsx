import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { useLanding } from '../../adapters/use-landing.ts';

/** A rep (confirmed by access code) reaches the rep home from every page of the rep's site. */
export function RepHomeLink() {
  const landing = useLanding();
  const stored = useStoredSession();
  if (stored.eprocess !== 'rep' || !stored.AGENT_ID) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/{-$landing}/agent-home" params={{ landing }}>
        Rep Home
      </Link>
    </Button>
  );
}
