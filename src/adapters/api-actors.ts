import { fromPromise } from 'xstate';
import type { EndpointName, RequestOf, ResultOf } from '../../contract/index.ts';
import type { CallOptions } from '../api/client.ts';
import { call } from './api-call.ts';

/** An actor that makes one API call with its input as the request; `notify` raises the helper's toasts. */
export const apiActor = <N extends EndpointName>(name: N, { notify }: Pick<CallOptions, 'notify'> = {}) =>
  fromPromise<ResultOf<N>, RequestOf<N>>(({ input, signal }) => call(name, input, { signal, notify }));

/** One `apiActor` per endpoint name: machines name their actors after the endpoints they call. */
export const apiActors = <const Names extends readonly EndpointName[]>(names: Names) =>
  Object.fromEntries(names.map((name) => [name, apiActor(name)])) as unknown as {
    [N in Names[number]]: ReturnType<typeof apiActor<N>>;
  };
