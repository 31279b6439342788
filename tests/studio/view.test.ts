import { describe, expect, it } from 'vitest';
import { FONT_SIZE } from '../../src/studio/layout.ts';
import { centreOn, fit, FIT_MAX_SCALE, MIN_FIT_SCALE, showsArrowLabels, focusOn, follow, inView, MAX_SCALE, MIN_SCALE, openingView, overflows, READABLE_SCALE, READABLE_TEXT_PX, panBy, union, visibleRect, zoomAt, zoomTo, type View } from '../../src/studio/view.ts';

const viewport = { width: 800, height: 600 };
/** Where a drawing point shows on screen at a view. */
const onScreen = (view: View, point: { x: number; y: number }) => ({ x: view.x + point.x * view.scale, y: view.y + point.y * view.scale });

describe('the view maths of the chart', () => {
  it('fits a large drawing whole and centred, and enlarges a small one only until its text is 14 px', () => {
    const large = fit({ width: 4000, height: 1000 }, viewport);
    expect(large.scale).toBeCloseTo(768 / 4000);
    expect(inView(large, { x: 0, y: 0, width: 4000, height: 1000 }, viewport, 15.9)).toBe(true);
    expect(large.y).toBeCloseTo((600 - 1000 * large.scale) / 2);
    const small = fit({ width: 200, height: 100 }, viewport);
    expect(small).toEqual({ scale: FIT_MAX_SCALE, x: (800 - 200 * FIT_MAX_SCALE) / 2, y: (600 - 100 * FIT_MAX_SCALE) / 2 });
    expect(FONT_SIZE * FIT_MAX_SCALE).toBe(14);
    expect(overflows(small, { width: 200, height: 100 }, viewport)).toBe(false);
    expect(overflows({ ...small, scale: 5 }, { width: 200, height: 100 }, viewport)).toBe(true);
  });

  it('zooms around a point: the drawing point under it stays under it, within the scale bounds', () => {
    const view: View = { x: 40, y: -120, scale: 0.5 };
    const at = { x: 300, y: 200 };
    const under = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
    const zoomed = zoomAt(view, 1.6, at);
    expect(zoomed.scale).toBeCloseTo(0.8);
    expect(onScreen(zoomed, under).x).toBeCloseTo(at.x);
    expect(onScreen(zoomed, under).y).toBeCloseTo(at.y);
    expect(zoomAt(view, 100, at).scale).toBe(MAX_SCALE);
    expect(zoomAt(view, 0.0001, at).scale).toBe(MIN_SCALE);
    expect(zoomTo(view, 1, viewport).scale).toBe(1);
  });

  it('pans, and frames the visible part for the minimap', () => {
    const view = panBy({ x: 10, y: 20, scale: 2 }, -50, 30);
    expect(view).toEqual({ x: -40, y: 50, scale: 2 });
    expect(visibleRect(view, viewport)).toEqual({ x: 20, y: -25, width: 400, height: 300 });
  });

  it('centres a rect, and focuses a chosen state at a readable scale or whole', () => {
    const rect = { x: 1000, y: 500, width: 100, height: 40 };
    const centred = centreOn({ x: 0, y: 0, scale: 0.5 }, rect, viewport);
    expect(onScreen(centred, { x: 1050, y: 520 })).toEqual({ x: 400, y: 300 });
    expect(focusOn({ x: 0, y: 0, scale: 0.1 }, rect, viewport).scale).toBe(READABLE_SCALE);
    expect(focusOn({ x: 0, y: 0, scale: 1.5 }, rect, viewport).scale).toBe(FIT_MAX_SCALE);
    const huge = focusOn({ x: 0, y: 0, scale: 1 }, { x: 0, y: 0, width: 2000, height: 400 }, viewport);
    expect(inView(huge, { x: 0, y: 0, width: 2000, height: 400 }, viewport)).toBe(true);
  });

  it('follows a state: no move while it shows, the least move to bring it in, centred when larger than the view', () => {
    const view: View = { x: 0, y: 0, scale: 1 };
    const shown = { x: 100, y: 100, width: 100, height: 50 };
    expect(follow(view, shown, viewport)).toBe(view);
    const right = follow(view, { x: 1000, y: 100, width: 100, height: 50 }, viewport);
    expect(right).toEqual({ x: 800 - 48 - 1100, y: 0, scale: 1 });
    expect(inView(right, { x: 1000, y: 100, width: 100, height: 50 }, viewport, 47.9)).toBe(true);
    const above = follow({ x: 0, y: -500, scale: 1 }, shown, viewport);
    expect(above.y).toBe(-500 + (48 - (-400)));
    const wide = follow(view, { x: 0, y: 0, width: 2000, height: 100 }, viewport);
    expect(wide.x).toBe(400 - 1000);
  });

  it('unites rects', () => {
    expect(union([])).toBeNull();
    expect(union([{ x: 0, y: 10, width: 5, height: 5 }, { x: 20, y: 0, width: 5, height: 5 }])).toEqual({ x: 0, y: 0, width: 25, height: 15 });
  });
});

describe('how a chart opens', () => {
  it("reads at READABLE_SCALE: the chart's text at least READABLE_TEXT_PX on screen", () => {
    expect(FONT_SIZE * READABLE_SCALE).toBeGreaterThanOrEqual(READABLE_TEXT_PX);
  });

  const viewport = { width: 1000, height: 600 };
  it('fitted whole when its text stays readable at that scale', () => {
    const content = { width: 1500, height: 500 };
    expect(openingView(content, viewport, { x: 10, y: 10, width: 100, height: 40 }, 0.6)).toEqual(fit(content, viewport));
  });

  it('else at the readable scale, from the top, centred on the first state without showing past the edges', () => {
    const content = { width: 6000, height: 1000 };
    const start = { x: 3000, y: 20, width: 200, height: 40 };
    const view = openingView(content, viewport, start, 0.91);
    expect(view.scale).toBe(0.91);
    expect(view.y).toBeGreaterThan(0);
    expect(inView(view, start, viewport)).toBe(true);
    expect(view.x + (start.x + start.width / 2) * view.scale).toBeCloseTo(viewport.width / 2, 5);
    // a first state at the far left: the chart's left edge stays at the view's
    const atLeft = openingView(content, viewport, { ...start, x: 0 }, 0.91);
    expect(atLeft.x).toBeGreaterThan(0);
    expect(atLeft.x).toBeLessThan(20);
    // at the far right: its right edge stays at the view's
    const atRight = openingView(content, viewport, { ...start, x: 5800 }, 0.91);
    expect(atRight.x + content.width * 0.91).toBeGreaterThan(viewport.width - 20);
    expect(atRight.x + content.width * 0.91).toBeLessThan(viewport.width);
  });

  it('labels the arrows when the labelled chart fits at 50% or more, unless the analyst chose', () => {
    const fits = { width: 2 * (viewport.width - 32), height: 1000 };
    const tooLarge = { width: 2 * (viewport.width - 32) + 2, height: 1000 };
    expect(fit(fits, viewport).scale).toBe(MIN_FIT_SCALE);
    expect(showsArrowLabels(fits, viewport)).toBe(true);
    expect(showsArrowLabels(tooLarge, viewport)).toBe(false);
    expect(showsArrowLabels(tooLarge, viewport, true)).toBe(true);
    expect(showsArrowLabels(fits, viewport, false)).toBe(false);
  });
});
