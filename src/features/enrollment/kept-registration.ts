import { get, type FieldPath, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * A field's registration with its kept value as the element's own default: react-hook-form sets a
 * value through the element's ref once mounted, so a step rendered on the server would show the
 * field empty until its code ran.
 */
export const registeredWithKept = <T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>, options?: RegisterOptions<T, FieldPath<T>>) => ({
  ...form.register(name, options),
  defaultValue: get(form.formState.defaultValues, name) as string | undefined,
});
