import { getRouteApi } from '@tanstack/react-router';
import { ErrorScreen } from './ErrorScreen.tsx';

const route = getRouteApi('/landing-config-error/$enrollType');

/** An access code whose landing url is empty lands here (spec 1 §8). */
export default function LandingConfigErrorPage() {
  const { enrollType } = route.useParams();
  return (
    <ErrorScreen title="Landing page not configured">
      The landing url is not configured for this {enrollType} enroll type. Please contact your administrator.
    </ErrorScreen>
  );
}
