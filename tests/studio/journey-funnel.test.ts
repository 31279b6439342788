import { describe, expect, it } from 'vitest';
import { DWELL_BUCKETS_MS, dwellBucketOf, type MachineCounts } from '../../contract/analytics.ts';
import { chartHeatOf, medianOfHistogram, shareOf, sourceOfTransition } from '../../src/studio/analytics/funnel.ts';

const histogramOf = (samples: number[]) => {
  const histogram = DWELL_BUCKETS_MS.map(() => 0);
  for (const ms of samples) histogram[dwellBucketOf(ms)]! += 1;
  return histogram;
};

describe('dwell buckets and medians (src/studio/analytics/funnel.ts)', () => {
  it('puts a time in the bucket whose bound it reaches, the last one open-ended', () => {
    expect([0, 249, 250, 999, 1_000, 3_599_999, 3_600_000, 86_400_000].map(dwellBucketOf)).toEqual([0, 0, 1, 2, 3, 20, 21, 21]);
  });

  it('reads the median from a histogram, interpolated inside its bucket', () => {
    expect(medianOfHistogram(histogramOf([]))).toBeNull();
    // one sample of 1.5 s: half of it lies in the 1-2 s bucket, at its middle
    expect(medianOfHistogram(histogramOf([1_500]))).toBe(1_500);
    // four samples: two in 1-2 s, two in 10-15 s; the median is the top of the 1-2 s bucket
    expect(medianOfHistogram(histogramOf([1_100, 1_900, 11_000, 14_000]))).toBe(2_000);
    // three of five in 5-7.5 s: half of 5 is 2.5, the 5-7.5 s bucket starts at rank 1 and holds 3
    expect(medianOfHistogram(histogramOf([400, 5_100, 6_000, 7_000, 50_000]))).toBeCloseTo(5_000 + (2_500 * 1.5) / 3);
    // past the last bound: that bound
    expect(medianOfHistogram(histogramOf([4_000_000, 5_000_000]))).toBe(3_600_000);
  });

  it('keeps shares between 0 and 1', () => {
    expect([shareOf(1, 4), shareOf(3, 0), shareOf(5, 4)]).toEqual([0.25, 0, 1]);
  });
});

const counts: MachineCounts = {
  machine: 'quote',
  from: '2026-11-01',
  to: '2026-11-25',
  states: [
    { id: 'quote', visits: 120, sessions: 100, dropOffs: 30, dwell: histogramOf([]) },
    { id: 'quote.editing', visits: 150, sessions: 100, dropOffs: 20, dwell: histogramOf([2_500, 2_600, 9_000]) },
    { id: 'quote.done', visits: 60, sessions: 60, dropOffs: 10, dwell: histogramOf([]) },
  ],
  transitions: [
    { key: 'quote.editing —user.submit[0]→ quote.done', taken: 70, sessions: 60 },
    { key: 'quote.editing —user.cancel[0]→ (self)', taken: 5, sessions: 5 },
    { key: 'quote.gone —user.back[0]→ quote.editing', taken: 1, sessions: 1 },
  ],
};

describe('the heat map of a machine', () => {
  it('names a transition by its source state', () => {
    expect(sourceOfTransition('planDetail.offer.pricing —xstate.done.actor.getPricing[0]→ planDetail.offer.ready')).toBe('planDetail.offer.pricing');
  });

  it('gives states their visits, drop-offs and median time, the root left out, and transitions their share of the source state sessions', () => {
    expect(chartHeatOf(counts)).toEqual({
      states: {
        'quote.editing': { visits: 150, dropOffs: 20, medianMs: 2_000 + (1_000 * 1.5) / 2 },
        'quote.done': { visits: 60, dropOffs: 10, medianMs: null },
      },
      transitions: {
        'quote.editing —user.submit[0]→ quote.done': { share: 0.6 },
        'quote.editing —user.cancel[0]→ (self)': { share: 0.05 },
        // a source with no counted sessions: no share
        'quote.gone —user.back[0]→ quote.editing': { share: 0 },
      },
    });
  });
});
