import { fromPromise } from 'xstate';
import type { EndpointName, RequestOf, ResultOf } from '../../contract/index.ts';
import { queryClient } from '../api/query-client.ts';
import { call } from './api-call.ts';

/**
 * Like `apiActor`, for reads worth caching: answered from TanStack Query's cache while fresh.
 * (Its own module: start-up must not pull TanStack Query into the first load.)
 */
export const cachedApiActor = <N extends EndpointName>(name: N) =>
  fromPromise<ResultOf<N>, RequestOf<N>>(({ input }) =>
    queryClient.fetchQuery({ queryKey: ['api', name, input], queryFn: ({ signal }) => call(name, input, { signal }) }),
  );
