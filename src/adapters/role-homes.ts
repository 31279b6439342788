import type { AnyRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import type { RequestOf, ResultOf } from '../../contract/index.ts';
import { enrollerHomeCalls, enrollerHomeMachine } from '../../machines/enroller-home/enroller-home.machine.ts';
import { memberHomeCalls, memberHomeMachine } from '../../machines/member-home/member-home.machine.ts';
import { memberPickerCalls, memberPickerMachine } from '../../machines/member-picker/member-picker.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActors } from './api-actors.ts';
import { call } from './api-call.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';
import { siteQueries } from './site-queries.ts';

/** The app actions the role pages use: storage and navigation under the current landing. */
const appActions = (router: AnyRouter) => ({ ...storageActions(localStorageAdapter), ...navigationActions(router) });

export const provideEnrollerHome = (router: AnyRouter) =>
  enrollerHomeMachine.provide({ actors: apiActors(enrollerHomeCalls), actions: appActions(router) });

export const provideMemberHome = (router: AnyRouter) =>
  memberHomeMachine.provide({ actors: apiActors(memberHomeCalls), actions: appActions(router) });

type SignInCall = 'signInEnroller' | 'signOutEnroller';

/** A sign-in or sign-out that, once answered, has the chrome read who is signed in again (its Group Home link). */
const signInActor = <N extends SignInCall>(name: N) =>
  fromPromise<ResultOf<N>, RequestOf<N>>(async ({ input, signal }) => {
    const result = await call(name, input, { signal });
    void queryClient.invalidateQueries({ queryKey: siteQueries.enrollerSession().queryKey });
    return result;
  });

export const provideMemberPicker = (router: AnyRouter) =>
  memberPickerMachine.provide({
    actors: { ...apiActors(memberPickerCalls), signInEnroller: signInActor('signInEnroller'), signOutEnroller: signInActor('signOutEnroller') },
    actions: appActions(router),
  });
