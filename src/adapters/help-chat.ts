import { helpChatCalls, helpChatMachine, type HelpChatInput } from '../../machines/help-chat/help-chat.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { apiActors } from './api-actors.ts';
import { localStorageAdapter } from './local-storage.ts';

/** The help chat's effects: assist/get and assist/add, storage (the device id) and logging. */
export const provideHelpChat = () =>
  helpChatMachine.provide({
    actors: apiActors(helpChatCalls),
    actions: {
      ...storageActions(localStorageAdapter),
      logFailure: (_args: unknown, { error }: { error: unknown }) => console.error(error),
    },
  });

/** The chat's input on this page: what is stored, the page address and a fresh device id in case none is stored. */
export const helpChatInput = (): HelpChatInput => ({
  stored: localStorageAdapter.read(),
  webUrl: window.location.href,
  newDeviceId: crypto.randomUUID(),
});
