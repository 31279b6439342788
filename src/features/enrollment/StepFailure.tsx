import { Link, Text } from '@chakra-ui/react';
import { trustMessages } from '../../../contract/index.ts';

/**
 * A step's failure that names no field, as an alert. When another window changed the enrollment
 * (409), it offers a reload: a link to this very page, which opens the step with what was saved
 * there; until the user follows it, what they typed stays in the form.
 */
export const StepFailure = ({ failure }: { failure: string | null }) =>
  failure === null ? null : (
    <Text role="alert" color="fg.error">
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
