import type { AnyRouter } from '@tanstack/react-router';
import { enrollerHomeCalls, enrollerHomeMachine } from '../../machines/enroller-home/enroller-home.machine.ts';
import { memberHomeCalls, memberHomeMachine } from '../../machines/member-home/member-home.machine.ts';
import { memberPickerCalls, memberPickerMachine } from '../../machines/member-picker/member-picker.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { apiActors } from './api-actors.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';

/** The app actions the role pages use: storage and navigation under the current landing. */
const appActions = (router: AnyRouter) => ({ ...storageActions(localStorageAdapter), ...navigationActions(router) });

export const provideEnrollerHome = (router: AnyRouter) =>
  enrollerHomeMachine.provide({ actors: apiActors(enrollerHomeCalls), actions: appActions(router) });

export const provideMemberHome = (router: AnyRouter) =>
  memberHomeMachine.provide({ actors: apiActors(memberHomeCalls), actions: appActions(router) });

export const provideMemberPicker = (router: AnyRouter) =>
  memberPickerMachine.provide({ actors: apiActors(memberPickerCalls), actions: appActions(router) });
