import { fromPromise } from 'xstate';
import type { EndpointName, RequestOf, ResultOf } from '../../contract/index.ts';

/**
 * Placeholders for the side effects a machine names but the app implements. A machine declares
 * its actors and actions with these in `setup`, so their input, output and params are typed
 * there; the app (or a test) swaps in the real ones with `machine.provide({ actors, actions })`.
 * Forgetting one fails loudly instead of silently doing nothing.
 */
export const notProvidedActor = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`actor "${name}" not provided`)));

export const notProvidedAction =
  <Params = undefined>(name: string) =>
  (_args: unknown, _params: Params): void => {
    throw new Error(`action "${name}" not provided`);
  };

/** An actor that makes one call of the endpoint table: typed by the contract row it names. */
export const endpointActor = <N extends EndpointName>(endpoint: N, name: string = endpoint) =>
  notProvidedActor<ResultOf<N>, RequestOf<N>>(name);

/** One actor per endpoint, each named after the row it calls. */
export const endpointActors = <const Names extends readonly EndpointName[]>(names: Names) =>
  Object.fromEntries(names.map((name) => [name, endpointActor(name)])) as unknown as {
    [N in Names[number]]: ReturnType<typeof endpointActor<N>>;
  };
