import { pageNotFoundMessage } from '../../../machines/session/session.machine.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

export default function NotFoundPage() {
  return <ErrorScreen title={pageNotFoundMessage}>The page you are looking for does not exist or has moved.</ErrorScreen>;
}
