import { ErrorScreen } from './ErrorScreen.tsx';

export default function NotFoundPage() {
  return <ErrorScreen title="OOPS! Page not found">The page you are looking for does not exist or has moved.</ErrorScreen>;
}
