import { classifyStartRoute } from '../../machines/session/start-route.ts';

/**
 * Whether the URL opens a landing the server renders whole once start-up is decided: '/' or
 * '/home' of the host (a group host's '/' moves to '/home'), or of a rep's or group's landing name
 * (`/jane`, `/acme/home`, which on the main host move to the landing's own '/').
 */
export const opensLanding = (pathname: string, search: string): boolean => {
  const start = classifyStartRoute(pathname, search);
  return (start.kind === 'plain' || start.kind === 'landing') && (start.route === '' || start.route === 'home');
};
