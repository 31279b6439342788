import { dependentFieldNames, dependentGenders, relationshipLabels, type Dependent, type DependentRelationship } from '../../contract/index.ts';
import type { StepDetails } from './step-protocol.ts';

/** A dependent's relationship as the list names it: 'Spouse', 'Child' (the value itself otherwise). */
export const relationshipLabel = (relationship: string): string => relationshipLabels[relationship as DependentRelationship] ?? relationship;

/** A dependent's full name: first, middle and last. */
export const fullNameOf = (info: Pick<Dependent['primary_info'], 'first_name' | 'middle_name' | 'last_name'>): string =>
  [info.first_name, info.middle_name, info.last_name].filter(Boolean).join(' ');

/** A listed dependent's title (spec 3 §2.2: relationship#index plus full name): 'Spouse#1 Luis Reyes'. */
export const dependentTitle = (info: Dependent['primary_info'], index: number): string => `${relationshipLabel(info.relationship)}#${index + 1} ${fullNameOf(info)}`;

/** Review's View Details of Dependent Information: each dependent titled with its fields (gender and relationship by name). */
export const dependentStepDetails = (list: readonly Dependent[]): StepDetails => ({
  kind: 'list',
  items: list.map((dependent, index) => ({
    title: dependentTitle(dependent.primary_info, index),
    fields: dependentFieldNames
      .filter((field_name) => dependent.primary_info[field_name] !== '')
      .map((field_name) => ({
        field_name,
        value:
          field_name === 'relationship'
            ? relationshipLabel(dependent.primary_info.relationship)
            : field_name === 'gender'
              ? (dependentGenders[dependent.primary_info.gender as keyof typeof dependentGenders] ?? dependent.primary_info.gender)
              : dependent.primary_info[field_name],
      })),
  })),
});
