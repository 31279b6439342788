import type { SnapshotFrom } from 'xstate';
import type { RecommendedPlan } from '../../contract/index.ts';
import { inCarouselWindow, stripColumns, stripMovesAt, type StripBreakpoint } from './recommendation-rules.ts';
import type { recommendationsMachine } from './recommendations.machine.ts';

export { stripColumns, type StripBreakpoint };

/** At each of the page's breakpoints (the strip's 1, 2, 3 or 5 columns), a yes or no. */
export type AtBreakpoints = Record<StripBreakpoint, boolean>;

/**
 * What the strip's carousel shows, for every width at once: the page's CSS picks the columns for the
 * screen, so the server's HTML (every plan in it) fits any screen and nothing moves as it hydrates.
 */
export interface StripCarousel {
  /** Every plan, with the breakpoints it shows at: those whose columns reach it from the window's first plan. */
  plans: { plan: RecommendedPlan; shownAt: AtBreakpoints }[];
  /** Where not every plan fits: Previous and Next show there. */
  movesAt: AtBreakpoints;
  /** At an end the button stays (aria-disabled), so a keyboard's focus stays on it. */
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/** The carousel of a strip's snapshot (`showing.carousel`): its window by breakpoint, and whether Previous and Next can move it. */
export const connectCarousel = (snapshot: SnapshotFrom<typeof recommendationsMachine>): StripCarousel => {
  const { recs, start } = snapshot.context;
  const shownAt = (index: number): AtBreakpoints => ({
    base: inCarouselWindow(index, start, stripColumns.base),
    sm: inCarouselWindow(index, start, stripColumns.sm),
    md: inCarouselWindow(index, start, stripColumns.md),
    xl: inCarouselWindow(index, start, stripColumns.xl),
  });
  return {
    plans: recs.map((plan, index) => ({ plan, shownAt: shownAt(index) })),
    movesAt: stripMovesAt(recs.length),
    previousDisabled: !snapshot.can({ type: 'user.previous' }),
    nextDisabled: !snapshot.can({ type: 'user.next' }),
  };
};
