import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLanding } from '../../adapters/use-landing.ts';
import { useChrome } from './chrome-actor.tsx';

const roleHomes = {
  rep: { to: '/{-$landing}/agent-home', label: 'Rep Home' },
  group: { to: '/{-$landing}/group-home', label: 'Group Home' },
} as const;

/**
 * The session's role home from every page, as the chrome decides: Rep Home for a rep confirmed by
 * access code, Group Home for the group's administrator, signed in.
 */
export function RoleHomeLink({ onNavigate, ...button }: ButtonProps & { onNavigate?: () => void }) {
  const landing = useLanding();
  const { roleHomeLink } = useChrome();
  if (roleHomeLink === null) return null;
  const { to, label } = roleHomes[roleHomeLink];
  return (
    <Button asChild variant="outline" size="sm" {...button}>
      <Link to={to} params={{ landing }} onClick={onNavigate}>
        {label}
      </Link>
    </Button>
  );
}
