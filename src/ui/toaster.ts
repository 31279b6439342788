import { createToaster } from '@chakra-ui/react';

/** The app's one toast store; `<AppToaster>` renders what is queued here. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });
