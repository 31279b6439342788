/**
 * The maths of the chart's view: where the drawing sits in the viewport and at what scale.
 * A point of the drawing (x, y) shows at (view.x + x * view.scale, view.y + y * view.scale).
 */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 3;
/** One step of +/-, the buttons and the keyboard. */
export const ZOOM_STEP = 1.25;
/** How far an arrow key moves the drawing, in screen pixels. */
export const PAN_STEP = 80;
const FIT_MARGIN = 16;
const FOLLOW_MARGIN = 48;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The smallest text a chart opens or focuses with, in screen pixels. */
export const READABLE_TEXT_PX = 10;
/** The size of every line of the chart's text, in chart units (FONT_SIZE, layout.ts). */
export const CHART_TEXT_PX = 20;
/** The scale at which the chart's text is READABLE_TEXT_PX on screen. */
export const READABLE_SCALE = READABLE_TEXT_PX / CHART_TEXT_PX;
/** The most a fit enlarges a chart: its text at the page's own 14 px (a small chart opens at 70%; Actual size and + go on). */
export const FIT_MAX_SCALE = 14 / CHART_TEXT_PX;

/** The whole drawing in the viewport, centred; never enlarged beyond FIT_MAX_SCALE. */
export const fit = (content: Size, viewport: Size, margin = FIT_MARGIN): View => {
  const room = { width: Math.max(1, viewport.width - 2 * margin), height: Math.max(1, viewport.height - 2 * margin) };
  const scale = clampScale(Math.min(FIT_MAX_SCALE, room.width / Math.max(1, content.width), room.height / Math.max(1, content.height)));
  return { scale, x: (viewport.width - content.width * scale) / 2, y: (viewport.height - content.height * scale) / 2 };
};

/** Zoomed by `factor`, the drawing's point under `at` (viewport pixels) staying under it. */
export const zoomAt = (view: View, factor: number, at: { x: number; y: number }): View => {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
};

/** At `scale`, the centre of the viewport staying where it is (Actual size, the +/- buttons). */
export const zoomTo = (view: View, scale: number, viewport: Size): View =>
  zoomAt(view, clampScale(scale) / view.scale, { x: viewport.width / 2, y: viewport.height / 2 });

export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });

/** The part of the drawing the viewport shows, in the drawing's coordinates (the minimap's frame). */
export const visibleRect = (view: View, viewport: Size): Rect => ({
  x: -view.x / view.scale,
  y: -view.y / view.scale,
  width: viewport.width / view.scale,
  height: viewport.height / view.scale,
});

/** `rect` (drawing coordinates) in the middle of the viewport, the scale kept. */
export const centreOn = (view: View, rect: Rect, viewport: Size): View => ({
  ...view,
  x: viewport.width / 2 - (rect.x + rect.width / 2) * view.scale,
  y: viewport.height / 2 - (rect.y + rect.height / 2) * view.scale,
});

/** Whether `rect` (drawing coordinates) shows whole in the viewport, `margin` pixels inside its edges. */
export const inView = (view: View, rect: Rect, viewport: Size, margin = 0): boolean => {
  const left = view.x + rect.x * view.scale;
  const top = view.y + rect.y * view.scale;
  return left >= margin && top >= margin && left + rect.width * view.scale <= viewport.width - margin && top + rect.height * view.scale <= viewport.height - margin;
};

/**
 * The view that keeps `rect` in sight: unchanged while it shows whole, else moved as little as
 * needed to bring it `margin` inside the edges; a rect larger than the viewport is centred.
 */
export const follow = (view: View, rect: Rect, viewport: Size, margin = FOLLOW_MARGIN): View => {
  if (inView(view, rect, viewport, margin)) return view;
  const axis = (offset: number, start: number, length: number, room: number) => {
    const from = offset + start * view.scale;
    const size = length * view.scale;
    if (size > room - 2 * margin) return room / 2 - (start + length / 2) * view.scale;
    if (from < margin) return offset + (margin - from);
    if (from + size > room - margin) return offset - (from + size - (room - margin));
    return offset;
  };
  return { ...view, x: axis(view.x, rect.x, rect.width, viewport.width), y: axis(view.y, rect.y, rect.height, viewport.height) };
};

/** The smallest rect holding all of `rects` (null for none). */
export const union = (rects: readonly Rect[]): Rect | null => {
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.width));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
};

/** Whether the drawing at this view spills out of the viewport (the minimap is shown then). */
export const overflows = (view: View, content: Size, viewport: Size): boolean =>
  !inView(view, { x: 0, y: 0, ...content }, viewport);

/** The view after a click on the minimap at drawing point `at`: that point centred. */
export const centreOnPoint = (view: View, at: { x: number; y: number }, viewport: Size): View => centreOn(view, { ...at, width: 0, height: 0 }, viewport);

/** A chosen state centred and readable: zoomed in up to READABLE_SCALE, or out until it fits whole. */
export const focusOn = (view: View, rect: Rect, viewport: Size): View => {
  const scale = Math.min(Math.max(view.scale, READABLE_SCALE), fit(rect, viewport, FOLLOW_MARGIN).scale);
  return centreOn({ ...view, scale }, rect, viewport);
};

/**
 * How a chart opens: fitted whole when that keeps its text readable (a scale of at least
 * `minScale`); otherwise at `minScale`, its top in view and centred on `start` (the machine's
 * first state, at the top of a top-down chart), the minimap and Fit showing the rest.
 */
export const openingView = (content: Size, viewport: Size, start: Rect, minScale = READABLE_SCALE): View => {
  const whole = fit(content, viewport);
  if (whole.scale >= minScale) return whole;
  const centred = centreOn({ x: 0, y: 0, scale: minScale }, start, viewport);
  const leftmost = viewport.width - FIT_MARGIN - content.width * minScale;
  return { scale: minScale, x: Math.min(FIT_MARGIN, Math.max(leftmost, centred.x)), y: FIT_MARGIN };
};

/** The smallest scale a whole chart is shown at when fitted (issue 26: never below 50% at 1440x900, its text 10 px or more). */
export const MIN_FIT_SCALE = Math.max(0.5, READABLE_SCALE);

/**
 * Whether a pane shows a chart with its arrows labelled: when that drawing fits whole at
 * MIN_FIT_SCALE or more; else bare (their words on hover), far smaller. `labels` is the analyst's choice.
 */
export const showsArrowLabels = (labelled: Size, viewport: Size, labels?: boolean): boolean => labels ?? fit(labelled, viewport).scale >= MIN_FIT_SCALE;
