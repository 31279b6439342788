/**
 * The chart's pane at a 1440x900 browser window, in CSS pixels (its client size: the studio's
 * machine list, the side panel and the header taken off). tests/e2e/studio.spec.ts checks the
 * real pane is this size, so the layout test below measures what the analyst sees.
 */
export const PANE_1440x900 = { width: 740, height: 658 };
