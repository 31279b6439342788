import type { UseFormRegisterReturn } from 'react-hook-form';
import { useChrome } from '../chrome/chrome-actor.tsx';
import { SelectField } from './ChoiceFields.tsx';

/** The Choose Tier dropdown of the member home and the current-member tier modal. */
export function TierField({ registered, error, label = 'Choose Tier' }: { registered: UseFormRegisterReturn; error?: string | null; label?: string }) {
  // the chrome names IC by whether a premier plan is in the cart (spec 3 §5)
  const tierOptions = Object.entries(useChrome().tierLabels);
  return <SelectField label={label} options={tierOptions} error={error} registered={registered} />;
}
