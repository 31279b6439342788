import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTierLabels } from '../../adapters/tier-labels.ts';
import { SelectField } from './ChoiceFields.tsx';

/** The Choose Tier dropdown of the member home and the current-member tier modal. */
export function TierField({ registered, error, label = 'Choose Tier' }: { registered: UseFormRegisterReturn; error?: string | null; label?: string }) {
  // IC reads 'Member + 1 Child' while a premier plan is in the cart (spec 3 §5)
  const tierOptions = Object.entries(useTierLabels());
  return <SelectField label={label} options={tierOptions} error={error} registered={registered} />;
}
