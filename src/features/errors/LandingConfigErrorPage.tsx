import { getRouteApi } from '@tanstack/react-router';
import { landingConfigErrorMessages } from '../../../machines/access-code/access-code.machine.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

const route = getRouteApi('/landing-config-error/$enrollType');

/** An access code whose landing url is empty lands here: an 'OOPS!' page (spec 1 §8, spec 3 §2.9, §8). */
export default function LandingConfigErrorPage() {
  const { enrollType } = route.useParams();
  return <ErrorScreen title={landingConfigErrorMessages.title}>{landingConfigErrorMessages.notConfigured(enrollType)}</ErrorScreen>;
}
