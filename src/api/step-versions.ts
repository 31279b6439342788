import { stepTagsOf } from '../../contract/index.ts';

/**
 * The step versions this browser tab loaded (contract/step-versions.ts), per enrollment: the entity
 * tags the step loads and saves answer. Saves send them back in If-Match, so a save made from a
 * version another window has replaced is refused (409) instead of overwriting it.
 */
export const stepVersionMemory = () => {
  const tags = new Map<string, Map<string, string>>();
  return {
    remember(enrollmentId: string, etag: string) {
      for (const [step] of stepTagsOf(etag)) {
        if (!tags.has(enrollmentId)) tags.set(enrollmentId, new Map());
        tags.get(enrollmentId)!.set(step, etag);
      }
    },
    /** Every version known, by enrollment: what a page rendered on the server hands to the browser's memory (`remember` each). */
    known(): Record<string, string[]> {
      return Object.fromEntries([...tags].map(([enrollmentId, steps]) => [enrollmentId, [...new Set(steps.values())]]));
    },
    /** The If-Match value for a call on the enrollment; undefined before any step of it loaded. */
    ifMatch(enrollmentId: string): string | undefined {
      const known = tags.get(enrollmentId);
      return known && known.size > 0 ? [...known.values()].join(', ') : undefined;
    },
  };
};

export type StepVersionMemory = ReturnType<typeof stepVersionMemory>;
