import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Shows the machine's field messages (server and zip-lookup errors) at their fields. */
export const useMachineErrors = <T extends FieldValues>(errors: Readonly<Partial<Record<string, string>>>, setError: UseFormSetError<T>) => {
  useEffect(() => {
    for (const [field, message] of Object.entries(errors)) {
      if (message) setError(field as Path<T>, { type: 'server', message });
    }
  }, [errors, setError]);
};
