/**
 * All-pairs (pairwise) selection: from every valid combination of the factors' values, a small set
 * of rows in which every pair of values (of two factors) that some valid combination holds appears
 * at least once. Greedy: each round takes the first combination (in the factors' order, so the
 * result is deterministic) covering the most pairs not yet covered.
 */
export type Factors = Readonly<Record<string, readonly string[]>>;
export type Row<F extends Factors> = { [K in keyof F]: F[K][number] };

/** Every combination of the factors' values, in order (the first factor varies slowest). */
export const combinations = <F extends Factors>(factors: F): Row<F>[] =>
  Object.entries(factors).reduce<Record<string, string>[]>(
    (rows, [name, values]) => rows.flatMap((row) => values.map((value) => ({ ...row, [name]: value }))),
    [{}],
  ) as Row<F>[];

/** The pairs a row holds, each as one key: `factor=value|factor=value` (factors in declaration order). */
export const pairsOf = (row: Readonly<Record<string, string>>): string[] => {
  const cells = Object.entries(row).map(([name, value]) => `${name}=${value}`);
  return cells.flatMap((cell, index) => cells.slice(index + 1).map((other) => `${cell}|${other}`));
};

export const allPairs = <F extends Factors>(valid: readonly Row<F>[]): Row<F>[] => {
  const uncovered = new Set(valid.flatMap(pairsOf));
  const chosen: Row<F>[] = [];
  while (uncovered.size > 0) {
    let best = valid[0]!;
    let bestGain = -1;
    for (const row of valid) {
      const gain = pairsOf(row).filter((pair) => uncovered.has(pair)).length;
      if (gain > bestGain) [best, bestGain] = [row, gain];
    }
    chosen.push(best);
    for (const pair of pairsOf(best)) uncovered.delete(pair);
  }
  return chosen;
};
