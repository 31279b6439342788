import { fromPromise } from 'xstate';

/** How a stubbed call ends. */
export type Outcome<T> = { answer: T } | { error: unknown };

/**
 * Stub actors for machine unit tests: each records the input it was invoked with. Output and
 * input types come from the machine's declared actor (`NoInfer`), so a stub cannot answer what the
 * actor may not.
 */
export const stubActors = () => {
  const calls: Array<{ actor: string; input: unknown }> = [];
  const settle = <T, I>(actor: string, outcome: Outcome<T>) =>
    fromPromise<T, I>(async ({ input }) => {
      calls.push({ actor, input });
      if ('error' in outcome) throw outcome.error;
      return outcome.answer;
    });
  return {
    calls,
    /** Inputs `actor` was invoked with, in order. */
    inputsOf: (actor: string) => calls.filter((call) => call.actor === actor).map((call) => call.input),
    /** Answers `answer`, or rejects with `error`. */
    settles: <T, I>(actor: string, outcome: Outcome<NoInfer<T>>) => settle<T, I>(actor, outcome),
    resolves: <T, I>(actor: string, answer: NoInfer<T>) => settle<T, I>(actor, { answer }),
    rejects: <T, I>(actor: string, error: unknown) => settle<T, I>(actor, { error }),
    /** Never settles: the machine stays in the invoking state. */
    pending: <T, I>(actor: string) =>
      fromPromise<T, I>(({ input }) => {
        calls.push({ actor, input });
        return new Promise<T>(() => {});
      }),
  };
};

/** Records `navigate` targets and the carts started empty, and counts the other app actions. */
export const appActions = () => {
  const navigations: string[] = [];
  const emptyCarts: string[] = [];
  const counts = { refreshMenuAndCart: 0 };
  return {
    navigations,
    emptyCarts,
    counts,
    actions: {
      navigate: (_: unknown, { to }: { to: string }) => {
        navigations.push(to);
      },
      refreshMenuAndCart: () => {
        counts.refreshMenuAndCart += 1;
      },
      refreshMenuWithEmptyCart: (_: unknown, { tempId }: { tempId: string }) => {
        emptyCarts.push(tempId);
      },
    },
  };
};
