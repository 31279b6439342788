import { accessCodeCalls, accessCodeMachine } from '../../machines/access-code/access-code.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { apiActors } from './api-actors.ts';
import { localStorageAdapter } from './local-storage.ts';
import { reloadActions } from './reload.ts';

/** The access-code modals' effects: the two validation calls, storage and the reload. */
export const provideAccessCode = () =>
  accessCodeMachine.provide({
    actors: apiActors(accessCodeCalls),
    actions: { ...storageActions(localStorageAdapter), ...reloadActions() },
  });
