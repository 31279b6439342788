import { describe, expect, it } from 'vitest';
import { formatTargets, targetLines, type MeasuredPage } from '../../scripts/bench/targets.ts';

const page = (name: string, figures: Partial<MeasuredPage['figures']> = {}): MeasuredPage => ({
  name,
  figures: { score: 95, fcp: 1200, lcp: 2000, tbt: 150, cls: 0, ...figures },
});
const fourPages = [page('landing'), page('/plans'), page('plan detail'), page('wizard step')];
const byTarget = (lines: ReturnType<typeof targetLines>) => Object.fromEntries(lines.map((line) => [line.target, line]));

describe("issue 25's target lines", () => {
  it('meets every target when every page and flow is within it', () => {
    const lines = targetLines({ pages: fourPages, landingScripts: { storefront: 130, bare: 100 }, flows: [{ name: 'quote', slowest: 200 }], hotRead: { listing: 40_000, sameReply: 50_000 } });
    expect(lines.map((line) => line.met)).toEqual([true, true, true, true, true, true, true]);
  });

  it('misses a page target when a single page misses it, and names each page with its figure', () => {
    const lines = byTarget(targetLines({ pages: [...fourPages.slice(0, 3), page('wizard step', { score: 89, lcp: 2501, tbt: 201, cls: 0.051 })] }));
    expect(lines['Lighthouse performance ≥ 90']).toEqual({ target: 'Lighthouse performance ≥ 90', figures: 'landing 95, /plans 95, plan detail 95, wizard step 89', met: false });
    expect(lines['LCP ≤ 2.50 s']!.met).toBe(false);
    expect(lines['LCP ≤ 2.50 s']!.figures).toContain('wizard step 2.50 s');
    expect(lines['TBT ≤ 200 ms']!.met).toBe(false);
    expect(lines['CLS ≤ 0.05']!.met).toBe(false);
    expect(lines['CLS ≤ 0.05']!.figures).toContain('wizard step 0.051');
  });

  it('holds the bounds themselves as met', () => {
    const lines = targetLines({ pages: [page('landing', { score: 90, lcp: 2500, tbt: 200, cls: 0.05 })], flows: [{ name: 'wizard', slowest: 200 }] });
    expect(lines.filter((line) => line.met !== null).every((line) => line.met)).toBe(true);
  });

  it('judges the landing JavaScript by its ratio to the bare page', () => {
    const [, , , , within] = targetLines({ landingScripts: { storefront: 1.3 * 125_000, bare: 125_000 } });
    const [, , , , over] = targetLines({ landingScripts: { storefront: 239 * 1024, bare: 125.2 * 1024 } });
    expect(within!.met).toBe(true);
    expect(over).toMatchObject({ met: false, figures: '1.91 × (239.0 KB against 125.2 KB gzip)' });
  });

  it('misses the interactions target when one flow is slower than 200 ms', () => {
    const lines = byTarget(targetLines({ flows: [{ name: 'quote', slowest: 152 }, { name: 'wizard', slowest: 201 }] }));
    expect(lines['interactions ≤ 200 ms at 4× CPU']).toMatchObject({ met: false, figures: 'quote 152 ms, wizard 201 ms' });
  });

  it('judges the hot read by its ratio to a bare handler sending the same reply', () => {
    const hotRead = (listing: number, sameReply: number) => byTarget(targetLines({ hotRead: { listing, sameReply } }))['hot read ≥ 0.75 × a bare handler sending the same reply']!;
    expect(hotRead(30_000, 40_000).met).toBe(true);
    expect(hotRead(10_594, 14_300)).toEqual({
      target: 'hot read ≥ 0.75 × a bare handler sending the same reply',
      figures: '0.74 × (10,594 against 14,300 req/s)',
      met: false,
    });
    expect(hotRead(Number.NaN, 40_000).met).toBe(false);
    expect(hotRead(30_000, 0).met).toBe(false);
  });

  it('says a target was not measured when its section did not run, and never calls a lost figure met', () => {
    const lines = targetLines({ pages: [page('landing', { lcp: Number.NaN })] });
    expect(byTarget(lines)['LCP ≤ 2.50 s']!.met).toBe(false);
    expect(lines.slice(4).map((line) => line.met)).toEqual([null, null, null]);
    expect(formatTargets(lines).at(-1)).toBe('  n/a     hot read ≥ 0.75 × a bare handler sending the same reply: not measured (its section did not run)');
    expect(formatTargets(lines)[0]).toBe('  met     Lighthouse performance ≥ 90: landing 95');
  });
});
