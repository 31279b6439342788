import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLanding } from '../../adapters/use-landing.ts';
import { useChrome } from './chrome-actor.tsx';

/**
 * The session's role home from every page, as the chrome decides: Rep Home for a rep confirmed by
 * access code, Group Home for the group's administrator, signed in.
 */
export function RoleHomeLink() {
  const landing = useLanding();
  const { roleHomeLink } = useChrome();
  if (roleHomeLink === 'rep')
    return (
      <Button asChild variant="outline" size="sm">
        <Link to="/{-$landing}/agent-home" params={{ landing }}>
          Rep Home
        </Link>
      </Button>
    );
  if (roleHomeLink === 'group')
    return (
      <Button asChild variant="outline" size="sm">
        <Link to="/{-$landing}/group-home" params={{ landing }}>
          Group Home
        </Link>
      </Button>
    );
  return null;
}
