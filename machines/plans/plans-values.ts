import type { Category } from '../../contract/index.ts';

/** Toggles `category` in the selection, keeping the left-side order. */
export const toggled = (available: readonly Category[], selected: readonly Category[], category: Category): Category[] =>
  available.filter((candidate) => (candidate === category ? !selected.includes(candidate) : selected.includes(candidate)));

/**
 * The selection the plans page starts with: the `type` query category when offered, else the
 * quote's own choice among the offered ones (empty when it chose none of them: no plans).
 */
export const initialSelection = (available: readonly Category[], quoted: readonly Category[], requested: Category | null): Category[] =>
  requested !== null && available.includes(requested) ? [requested] : [...quoted];
