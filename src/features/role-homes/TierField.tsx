import { tierLabels } from '../../../contract/index.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from './ChoiceFields.tsx';

const tierOptions = Object.entries(tierLabels) as [string, string][];

/** The Choose Tier dropdown of the member home and the current-member tier modal. */
export function TierField({ registered, error, label = 'Choose Tier' }: { registered: UseFormRegisterReturn; error?: string | null; label?: string }) {
  return <SelectField label={label} options={tierOptions} error={error} registered={registered} />;
}
