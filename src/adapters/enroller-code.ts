import { enrollerCodeMachine } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { apiActor } from './api-actors.ts';
import { localStorageAdapter } from './local-storage.ts';

/** The Enter Enroller Code popup's effects: save-enroller-code and the stored enrollerCode. */
export const provideEnrollerCode = () =>
  enrollerCodeMachine.provide({
    actors: { saveEnrollerCode: apiActor('saveEnrollerCode') },
    actions: { ...storageActions(localStorageAdapter), logFailure: (_args: unknown, { error }: { error: unknown }) => console.error(error) },
  });
