import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { analyticsCatalogOf, catalogSource } from '../../src/studio/analytics/catalog.ts';

describe('the analytics catalogue (contract/analytics-catalog.ts)', () => {
  const catalog = analyticsCatalogOf(machineRegistry);

  it('lists every machine of the registry, its states and transitions as the studio keys them', async () => {
    // -u rewrites the file after a machine changes
    await expect(catalogSource(catalog)).toMatchFileSnapshot('../../contract/analytics-catalog.ts');
  });

  it('names the root first and initial children that are states of the machine', () => {
    const quote = catalog.quote!;
    expect(quote.states[0]).toBe('quote');
    for (const [parent, children] of Object.entries(quote.initial)) {
      expect(quote.states).toContain(parent);
      for (const child of children) expect(quote.states).toContain(child);
    }
    expect(quote.initial.quote).toHaveLength(1);
  });
});
