import { Link, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { trustMessages } from '../../../contract/index.ts';

/**
 * A step's failure that names no field, as an alert. When another window changed the enrollment
 * (409), it offers a reload: a link to this very page, which opens the step with what was saved
 * there; until the user follows it, what they typed stays in the form. With `takeFocus` (a refused
 * save, shown at Next) focus moves to it when it shows, so a keyboard user lands on it.
 */
export const StepFailure = ({ failure, takeFocus = false }: { failure: string | null; takeFocus?: boolean }) => {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus && failure !== null) ref.current?.focus();
  }, [takeFocus, failure]);
  return failure === null ? null : (
    <Text ref={ref} role="alert" color="fg.error" tabIndex={takeFocus ? -1 : undefined} focusRing="outside">
      {failure}
      {failure === trustMessages.changedElsewhere && (
        <>
          {' '}
          <Link href={window.location.href} color="fg.error" textDecoration="underline">
            Reload
          </Link>
        </>
      )}
    </Text>
  );
};
