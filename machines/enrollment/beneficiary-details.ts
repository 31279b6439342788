import { beneficiaryFieldNames, relationshipNameOf, type Beneficiary } from '../../contract/index.ts';
import type { StepDetails } from './step-protocol.ts';

/** A beneficiary's title on review: 'Beneficiary 1: Luis Reyes'. */
export const beneficiaryTitle = (entry: Pick<Beneficiary, 'first_name' | 'last_name'>, index: number): string =>
  `Beneficiary ${index + 1}: ${[entry.first_name, entry.last_name].filter(Boolean).join(' ')}`;

/**
 * Review's View Details of Beneficiary Information (spec 3 §2.3): the list, each beneficiary titled
 * with its fields; the relationship by its name, the percentage with its sign (the SSN is masked
 * where it shows).
 */
export const beneficiaryStepDetails = (list: readonly Beneficiary[]): StepDetails => ({
  kind: 'list',
  items: list.map((entry, index) => ({
    title: beneficiaryTitle(entry, index),
    fields: beneficiaryFieldNames.map((field_name) => ({
      field_name,
      value:
        field_name === 'relationship'
          ? relationshipNameOf(entry.relationship)
          : field_name === 'beneficiary_percentage' && entry.beneficiary_percentage
            ? `${entry.beneficiary_percentage}%`
            : entry[field_name],
    })),
  })),
});
