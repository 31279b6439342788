import { Button, HStack } from '@chakra-ui/react';

/** A popup form's buttons: an optional way out (Cancel, Back) and its submit, busy while saving. */
export function FormActions({
  onLeave,
  leaveLabel = 'Cancel',
  submitLabel = 'Submit',
  busy = false,
  busyLabel = 'Submitting',
}: {
  onLeave?: () => void;
  leaveLabel?: string;
  submitLabel?: string;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <HStack gap="3">
      {onLeave && (
        <Button variant="outline" onClick={onLeave}>
          {leaveLabel}
        </Button>
      )}
      <Button type="submit" loading={busy} loadingText={busyLabel}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
