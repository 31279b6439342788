import { useCallback, useSyncExternalStore } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A field's message, read without the form's `formState`: reading `formState.errors` in any field
 * subscribes the form's owner to every change of its errors, so a Submit, Next or re-validated
 * keystroke re-rendered every field of the form (issue 25, interactions at 4× CPU). Here only
 * the field whose message changed re-renders.
 */
export const useFieldMessage = <Values extends FieldValues>({ subscribe, getFieldState }: UseFormReturn<Values>, name: Path<Values>): string | undefined => {
  // the form's methods keep their identity across its renders (the FormProvider's value changes with its state)
  const onChange = useCallback((changed: () => void) => subscribe({ formState: { errors: true }, callback: changed }), [subscribe]);
  const message = () => {
    const text = getFieldState(name).error?.message;
    return typeof text === 'string' ? text : undefined;
  };
  return useSyncExternalStore(onChange, message, message);
};

/** The same messages at the same fields: a Submit or Next that clears them to a new empty record re-renders nothing. */
export const sameMessages = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  a === b || (Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, message]) => b[name] === message));
