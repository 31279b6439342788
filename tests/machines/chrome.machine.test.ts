import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chromeMachine, connectChrome, type ChromeInput } from '../../machines/chrome/index.ts';
import { memoryStorage, storageActions, type StoredValues } from '../../machines/shared/storage.ts';

const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0';
const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15';

const startChrome = (input: Partial<ChromeInput> = {}) => {
  const storage = memoryStorage(input.stored ?? {});
  const reloadedAt: string[] = [];
  const machine = chromeMachine.provide({
    actions: { ...storageActions(storage), navigateAndReload: (_, { to }) => void reloadedAt.push(to) },
  });
  const actor = createActor(machine, { input: { stored: storage.read(), onMainHost: true, userAgent: windows, branding: null, ...input } }).start();
  return { actor, storage, reloadedAt, props: () => connectChrome(actor.getSnapshot()) };
};

const group: StoredValues = { group_id: '1000', portal_id: '12' };

describe('chrome machine', () => {
  it("shows a rep's landing always, a group's on the main host only when the visitor came as a group (spec 1 §6)", () => {
    expect(startChrome({ stored: { open_type: 'agent', agent_id: '701', group_id: '1000' } }).props().landingShown).toEqual({ kind: 'agent', id: '701' });
    expect(startChrome({ stored: { ...group, open_type: 'user' } }).props().landingShown).toBeNull();
    expect(startChrome({ stored: { ...group, open_type: 'group' } }).props().landingShown).toEqual({ kind: 'group', id: '1000' });
    expect(startChrome({ stored: { ...group, open_type: 'user' }, onMainHost: false }).props().landingShown).toEqual({ kind: 'group', id: '1000' });
    expect(startChrome({ stored: {} }).props()).toMatchObject({ landingShown: null, aboutOwner: null });
  });

  it('decides again when the session is written', () => {
    const chrome = startChrome();
    expect(chrome.props()).toMatchObject({ landingShown: null, groupMenu: false });
    chrome.actor.send({ type: 'session.changed', stored: { ...group, open_type: 'group' } });
    expect(chrome.props()).toMatchObject({ landingShown: { kind: 'group', id: '1000' }, aboutOwner: { kind: 'group', id: '1000' }, groupMenu: true });
  });

  it('reads the menu of a group site from the group, any other from the common menu', () => {
    expect(startChrome({ stored: { ...group, open_type: 'group' } }).props().groupMenu).toBe(true);
    expect(startChrome({ stored: { ...group, open_type: 'agent' } }).props().groupMenu).toBe(false);
    expect(startChrome({ stored: { open_type: 'group' } }).props().groupMenu).toBe(false);
  });

  it("shows the dashboard icons only when the site flag is 'false', and the quote's variant once the branding is read", () => {
    const chrome = startChrome();
    expect(chrome.props()).toMatchObject({ dashboardIcons: false, quoteVariant: null });
    chrome.actor.send({ type: 'branding.loaded', branding: { hide_dashboard_icons: 'false', quote_style: 'wizard' } });
    expect(chrome.props()).toMatchObject({ dashboardIcons: true, quoteVariant: 'wizard' });
    chrome.actor.send({ type: 'branding.loaded', branding: { hide_dashboard_icons: 'true' } });
    expect(chrome.props()).toMatchObject({ dashboardIcons: false, quoteVariant: 'form' });
  });

  it('hides the Play badge on Apple or Mac devices (spec 1 §2)', () => {
    expect(startChrome({ userAgent: windows }).props().playBadge).toBe(true);
    expect(startChrome({ userAgent: mac }).props().playBadge).toBe(false);
  });

  it("names IC 'Member + 1 Child' in every tier list while a premier plan is in the cart, 'Member + Children' otherwise (spec 1 §3, spec 3 §5)", () => {
    const chrome = startChrome();
    expect(chrome.props().tierLabels).toEqual({ IO: 'Member Only', IS: 'Member + Spouse', IC: 'Member + Children', IF: 'Family' });
    chrome.actor.send({ type: 'cart.premierChecked', premier: true });
    expect(chrome.props().tierLabels).toEqual({ IO: 'Member Only', IS: 'Member + Spouse', IC: 'Member + 1 Child', IF: 'Family' });
    chrome.actor.send({ type: 'cart.premierChecked', premier: false });
    expect(chrome.props().tierLabels.IC).toBe('Member + Children');
  });

  it('Not my site asks first: Cancel keeps the session, Leave clears it and reloads at /', () => {
    const chrome = startChrome({ stored: { ...group, open_type: 'group', tempId: 'T1' } });
    chrome.actor.send({ type: 'user.notMySite' });
    expect(chrome.props().confirmingLeave).toBe(true);
    expect(chrome.storage.values.tempId).toBe('T1');
    chrome.actor.send({ type: 'user.cancel' });
    expect(chrome.props().confirmingLeave).toBe(false);
    expect(chrome.reloadedAt).toEqual([]);
    chrome.actor.send({ type: 'user.notMySite' });
    chrome.actor.send({ type: 'user.leave' });
    expect(chrome.props()).toMatchObject({ confirmingLeave: false, leaving: true });
    expect(chrome.storage.values).toEqual({});
    expect(chrome.reloadedAt).toEqual(['/']);
  });

  // spec 1 §2 "Home breadcrumb target"
  it.each([
    ['a stored referral', '/referrals?rid=R42', { referral: 'R42', open_type: 'user' }, true],
    ['an open type', '/', { open_type: 'group', eprocess: 'group', group_id: '2556' }, false],
    ['a rep', '/agent-home', { eprocess: 'rep' }, false],
    ['an applicant', '/member-home', { eprocess: 'applicant' }, false],
    ['a group on the main host', '/', { eprocess: 'group' }, true],
    ['a group elsewhere', '/group-home', { eprocess: 'group' }, false],
    ['nobody', '/', {}, false],
  ])('Home of %s leads to %s', (_, home, stored: StoredValues, onMainHost) => {
    expect(startChrome({ stored, onMainHost }).props()).toMatchObject({ home, groupAdministratorHome: null });
  });

  it("gives the shopping pages' breadcrumbs: Home, Current Member while a member list is there, Plans; the cart's Plan Details (spec 1 §2)", () => {
    expect(startChrome({ stored: { eprocess: 'applicant' } }).props()).toMatchObject({
      shoppingCrumbs: [['Home', '/member-home'], ['Plans', '/plans']],
      lastPlanCrumbs: [],
    });
    const rep = startChrome({ stored: { eprocess: 'rep', isCurrentMemberAvailable: 'true', planId: '121', planName: 'Smile Dental Plus' } });
    expect(rep.props()).toMatchObject({
      shoppingCrumbs: [['Home', '/agent-home'], ['Current Member', '/agent-select-member'], ['Plans', '/plans']],
      lastPlanCrumbs: [['Plan Details', '/plan/121/Smile%20Dental%20Plus']],
    });
    // a write the session makes (the member list left behind) reaches the crumbs at once
    rep.actor.send({ type: 'session.changed', stored: { eprocess: 'group', isCurrentMemberAvailable: 'true' } });
    expect(rep.props().shoppingCrumbs).toEqual([['Home', '/'], ['Current Member', '/group-select-member'], ['Plans', '/plans']]);
  });

  // issue 27 §2: group administrators reach their home
  describe("the role home: Rep Home for a rep, Group Home for the group's administrator signed in", () => {
    const acmeSession: StoredValues = { group_id: '2556', open_type: 'group', eprocess: 'group', landing: 'acme' };
    const acmeAdministrator = { kind: 'group', id: 2556, name: 'Acme Benefits' } as const;

    it('offers Rep Home to a rep confirmed by access code, and nothing to a visitor of the rep\'s landing', () => {
      expect(startChrome({ stored: { AGENT_ID: '701', eprocess: 'rep' } }).props()).toMatchObject({ roleHomeLink: 'rep', readsEnrollerSession: false });
      expect(startChrome({ stored: { agent_id: '701', open_type: 'agent' } }).props()).toMatchObject({ roleHomeLink: null, readsEnrollerSession: false });
    });

    it("asks who is signed in for a group session; its administrator gets Group Home, and Home and Return to homepage lead to the group home", () => {
      const chrome = startChrome({ stored: acmeSession });
      expect(chrome.props()).toMatchObject({ roleHomeLink: null, readsEnrollerSession: true, home: '/', groupAdministratorHome: null });
      chrome.actor.send({ type: 'enroller.known', enroller: acmeAdministrator });
      expect(chrome.props()).toMatchObject({ roleHomeLink: 'group', readsEnrollerSession: true, home: '/group-home', groupAdministratorHome: '/group-home' });
      // signed out
      chrome.actor.send({ type: 'enroller.known', enroller: null });
      expect(chrome.props()).toMatchObject({ roleHomeLink: null, home: '/', groupAdministratorHome: null });
    });

    it("offers nothing to another group's administrator, to a rep signed in, or to an employee of the group", () => {
      const chrome = startChrome({ stored: acmeSession });
      chrome.actor.send({ type: 'enroller.known', enroller: { ...acmeAdministrator, id: 2512 } });
      expect(chrome.props().roleHomeLink).toBeNull();
      chrome.actor.send({ type: 'enroller.known', enroller: { kind: 'rep', id: 2556, name: 'Jane Doe' } });
      expect(chrome.props().roleHomeLink).toBeNull();
      chrome.actor.send({ type: 'session.changed', stored: { ...acmeSession, eprocess: 'applicant' } });
      chrome.actor.send({ type: 'enroller.known', enroller: acmeAdministrator });
      expect(chrome.props()).toMatchObject({ roleHomeLink: null, readsEnrollerSession: false, home: '/' });
    });
  });
});
