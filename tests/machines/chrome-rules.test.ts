import { describe, expect, it } from 'vitest';
import { brandingAsksForWizard, brandingShowsDashboardIcons, isAppleDevice, isGroupSite, landingOwner, showsGroupLanding } from '../../machines/chrome/chrome-rules.ts';

// Whose landing details the pages show (spec 1 §6): group details are hidden on the main host
// unless the open type is group; a rep's landing shows its rep everywhere.
describe('chrome rules', () => {
  const group = { group_id: '1000' };
  it('hides a group’s details on the main host unless the visitor came as a group', () => {
    expect(showsGroupLanding({ ...group, open_type: 'user' }, true)).toBe(false);
    expect(showsGroupLanding(group, true)).toBe(false);
    expect(showsGroupLanding({ ...group, open_type: 'group' }, true)).toBe(true);
    expect(showsGroupLanding({ ...group, open_type: 'user' }, false)).toBe(true);
    expect(showsGroupLanding({ open_type: 'group' }, false)).toBe(false);
  });

  it('owns a landing by the rep of an agent landing, else the stored group', () => {
    expect(landingOwner({ agent_id: '701', group_id: '1000', open_type: 'agent' })).toEqual({ kind: 'agent', id: '701' });
    expect(landingOwner({ agent_id: '701', group_id: '1000', open_type: 'user' })).toEqual({ kind: 'group', id: '1000' });
    expect(landingOwner({})).toBeNull();
  });

  it('reads the group menu only on a group site with a group', () => {
    expect(isGroupSite({ ...group, open_type: 'group' })).toBe(true);
    expect(isGroupSite({ ...group, open_type: 'agent' })).toBe(false);
    expect(isGroupSite({ open_type: 'group' })).toBe(false);
  });

  it("shows the dashboard icons only for the flag 'false', the wizard only for quote_style wizard", () => {
    expect(brandingShowsDashboardIcons({ hide_dashboard_icons: 'false' })).toBe(true);
    expect(brandingShowsDashboardIcons({ hide_dashboard_icons: 'true' })).toBe(false);
    expect(brandingShowsDashboardIcons({})).toBe(false);
    expect(brandingAsksForWizard({ quote_style: 'wizard' })).toBe(true);
    expect(brandingAsksForWizard({ quote_style: 'form' })).toBe(false);
  });

  it('hides the Play badge on Apple devices only', () => {
    expect(isAppleDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
});
