import { describe, expect, it } from 'vitest';
import { landingShown } from '../../src/adapters/site-queries.ts';

// Whose landing details the pages show (spec 1 §6): group and member banner details are hidden on
// the main host unless the open type is group; a rep's landing shows its rep everywhere.
describe('landingShown', () => {
  const group = { group_id: '1000' };
  it('hides a group’s details on the main host unless the visitor came as a group', () => {
    expect(landingShown({ ...group, open_type: 'user' }, () => true)).toBeNull();
    expect(landingShown(group, () => true)).toBeNull();
    expect(landingShown({ ...group, open_type: 'group' }, () => true)).toEqual({ kind: 'group', id: '1000' });
  });
  it('shows a group’s details on its own host whatever the open type', () => {
    expect(landingShown({ ...group, open_type: 'user' }, () => false)).toEqual({ kind: 'group', id: '1000' });
  });
  it('shows a rep’s landing on any host', () => {
    expect(landingShown({ agent_id: '701', group_id: '1000', open_type: 'agent' }, () => true)).toEqual({ kind: 'agent', id: '701' });
  });
  it('shows none where no one owns the landing', () => {
    expect(landingShown({}, () => true)).toBeNull();
    expect(landingShown({ open_type: 'group' }, () => false)).toBeNull();
  });
});
