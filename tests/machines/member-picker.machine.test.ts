import { describe, expect, it } from 'vitest';
import { EMPTY, enrollerSignInMessages, type Empty, type Enroller } from '../../contract/index.ts';
import { createActor, waitFor } from 'xstate';
import { memberPickerMachine, type MemberPickerEvent } from '../../machines/member-picker/member-picker.machine.ts';
import { isInactivePlan, pageCount, pageOf, searchMembers } from '../../machines/member-picker/member-picker-rules.ts';
import type { EnrollerKind } from '../../machines/shared/enroller-choices.ts';
import { memoryStorage, storageActions, type StoredValues } from '../../machines/shared/storage.ts';
import { apiFailure, fixtures } from '../../model-tests/lib/fixtures.ts';
import { appActions, stubActors } from './support.ts';

const members = fixtures.currentMembers;

describe('member rows', () => {
  it('ACTIVE is the one active status, in any case', () => {
    expect(isInactivePlan('ACTIVE')).toBe(false);
    expect(isInactivePlan('active')).toBe(false);
    expect(isInactivePlan('TERMED')).toBe(true);
  });

  it('searches name, e-mail, dob, group and plan names, every word, ignoring case', () => {
    expect(searchMembers(members, '  ')).toHaveLength(7);
    expect(searchMembers(members, 'ben').map((m) => m.name)).toEqual(['Ben Ode']);
    expect(searchMembers(members, 'ACME co').map((m) => m.name)).toEqual(['Ana Diaz', 'Cy Park', 'Eli Stone', 'Gus Vale']);
    expect(searchMembers(members, 'vision').map((m) => m.name)).toEqual(['Ana Diaz', 'Dee Ray', 'Gus Vale']);
    expect(searchMembers(members, 'nobody')).toEqual([]);
  });

  it('pages five rows at a time, with at least one page', () => {
    expect(pageCount(7)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(members, 1).map((m) => m.name)).toEqual(['Fay Tran', 'Gus Vale']);
  });
});

interface PickerOptions {
  loadFails?: boolean;
  filterFails?: boolean;
  /** Who the session is signed in as; by default the page's own rep (5) or group (9). */
  signedIn?: Enroller | Empty;
  /** What sign-in-enroller answers; a wrong code when not given. */
  signsInAs?: Enroller;
  signOutFails?: boolean;
}

const owners = { rep: { kind: 'rep', id: 5, name: 'Jane Doe' }, group: { kind: 'group', id: 9, name: 'Acme Benefits' } } as const;

const open = async (kind: EnrollerKind, stored: StoredValues, options: PickerOptions = {}) => {
  const stubs = stubActors();
  const storage = memoryStorage(stored);
  const app = appActions();
  const down = apiFailure('Member not found', [], 422);
  const machine = memberPickerMachine.provide({
    actors: {
      getAgentMembers: options.loadFails ? stubs.rejects('getAgentMembers', down) : stubs.resolves('getAgentMembers', members),
      getGroupUsers: stubs.resolves('getGroupUsers', members.slice(0, 2)),
      addFilterForExistingUser: options.filterFails ? stubs.rejects('addFilterForExistingUser', down) : stubs.resolves('addFilterForExistingUser', fixtures.memberFilter),
      getEnrollerSession: stubs.resolves('getEnrollerSession', options.signedIn ?? owners[kind]),
      requestEnrollerCode: stubs.resolves('requestEnrollerCode', { message: enrollerSignInMessages.codeSent }),
      signInEnroller: options.signsInAs
        ? stubs.resolves('signInEnroller', options.signsInAs)
        : stubs.rejects('signInEnroller', apiFailure('The given data was invalid.', [{ target_element: 'code', error_message: enrollerSignInMessages.failed }], 422)),
      signOutEnroller: options.signOutFails
        ? stubs.rejects('signOutEnroller', apiFailure('Internal server error.', [], 500))
        : stubs.resolves('signOutEnroller', { message: enrollerSignInMessages.signedOut }),
    },
    actions: { ...storageActions(storage), navigate: app.actions.navigate },
  });
  const actor = createActor(machine, { input: { kind, stored } }).start();
  await waitFor(actor, (s) => !s.hasTag('loading'));
  const send = (event: MemberPickerEvent) => {
    actor.send(event);
    return actor.getSnapshot();
  };
  return { actor, send, storage, stubs, navigations: app.navigations };
};

const rep: StoredValues = { AGENT_ID: '5', agent_id: '5', eprocess: 'rep' };

describe('current-member picker', () => {
  it.each(['rep', 'group'] as const)('%s picker without an owner goes to /', async (kind) => {
    const picker = await open(kind, {});
    expect(picker.actor.getSnapshot().value).toBe('leaving');
    expect(picker.navigations).toEqual(['/']);
  });

  it("the rep's picker lists the rep's members; the group's the group's", async () => {
    const repPicker = await open('rep', rep);
    expect(repPicker.stubs.inputsOf('getAgentMembers')).toEqual([{ agent_id: '5' }]);
    expect(repPicker.actor.getSnapshot().context.members).toHaveLength(7);
    const groupPicker = await open('group', { group_id: '9', eprocess: 'group' });
    expect(groupPicker.stubs.inputsOf('getGroupUsers')).toEqual([{ group_id: '9' }]);
    expect(groupPicker.actor.getSnapshot().value).toBe('browsing');
  });

  it('a failed list goes to /404', async () => {
    const picker = await open('rep', rep, { loadFails: true });
    expect(picker.navigations).toEqual(['/404']);
  });

  it('pages only to pages that exist, and a search starts again at the first page', async () => {
    const picker = await open('rep', rep);
    expect(picker.send({ type: 'user.page', page: 1 }).context.page).toBe(1);
    expect(picker.send({ type: 'user.page', page: 2 }).context.page).toBe(1);
    expect(picker.send({ type: 'user.page', page: -1 }).context.page).toBe(1);
    expect(picker.send({ type: 'user.search', query: 'ben' }).context).toMatchObject({ query: 'ben', page: 0 });
    expect(picker.send({ type: 'user.page', page: 1 }).context.page).toBe(0);
  });

  it('computes the page the table shows: its rows, each plan active or not, the pages, and whether nothing matches', async () => {
    const picker = await open('rep', rep);
    const shown = () => picker.actor.getSnapshot().context;
    const names = () => shown().rows.map((row) => row.member.name);
    expect(names()).toEqual(['Ana Diaz', 'Ben Ode', 'Cy Park', 'Dee Ray', 'Eli Stone']);
    expect(shown()).toMatchObject({ pages: 2, noMatch: false });
    expect(shown().rows[0]!.plans.map(({ plan_name, inactive }) => [plan_name, inactive])).toEqual([
      ['Dental Plus', false],
      ['Vision Basic', true],
    ]);
    picker.send({ type: 'user.page', page: 1 });
    expect(names()).toEqual(['Fay Tran', 'Gus Vale']);
    picker.send({ type: 'user.search', query: 'vision' });
    expect(names()).toEqual(['Ana Diaz', 'Dee Ray', 'Gus Vale']);
    expect(shown()).toMatchObject({ page: 0, pages: 1, noMatch: false });
    picker.send({ type: 'user.search', query: 'nobody' });
    expect(shown()).toMatchObject({ rows: [], pages: 1, noMatch: true });
  });

  it("Enroll Now opens the tier modal for a listed member; no tier reads 'Please choose a tier'; Cancel closes it", async () => {
    const picker = await open('rep', rep);
    expect(picker.send({ type: 'user.enrollNow', userId: 999 }).value).toBe('browsing');
    const modal = picker.send({ type: 'user.enrollNow', userId: 34 });
    expect(modal.value).toBe('choosingTier');
    expect(modal.context.selected?.name).toBe('Dee Ray');
    expect(picker.send({ type: 'user.submitTier', tier: '' }).context.error).toBe('Please choose a tier');
    const closed = picker.send({ type: 'user.cancel' });
    expect(closed.value).toBe('browsing');
    expect(closed.context).toMatchObject({ selected: null, error: null });
  });

  it('a tier creates the temp enrollment, marks the current member and quotation, stores enroll_type existing-member, and opens /plans', async () => {
    const picker = await open('rep', { ...rep, open_type: 'agent' });
    picker.send({ type: 'user.enrollNow', userId: 31 });
    picker.send({ type: 'user.submitTier', tier: 'IS' });
    await waitFor(picker.actor, (s) => s.status === 'done');
    expect(picker.stubs.inputsOf('addFilterForExistingUser')).toEqual([
      { user_id: 31, tier: 'IS', eprocess: 'rep', agent_id: '5', group_id: 9, policy_id: 'POL31', open_type: 'agent' },
    ]);
    expect(picker.storage.values).toMatchObject({
      tempId: 'TE5C0FFEE',
      portal_id: '11',
      isCurrentMemberAvailable: 'true',
      isFilterDataSubmitted: 'true',
      'show-quotation': 'true',
      enroll_type: 'existing-member',
    });
    expect(picker.navigations).toEqual(['/plans']);
  });

  it('a rep who chose a group before picking a current member leaves with enroll_type existing-member, not new-group-member', async () => {
    const picker = await open('rep', { ...rep, group_id: '10', enroll_type: 'new-group-member' });
    picker.send({ type: 'user.enrollNow', userId: 31 });
    picker.send({ type: 'user.submitTier', tier: 'IO' });
    await waitFor(picker.actor, (s) => s.status === 'done');
    expect(picker.storage.values.enroll_type).toBe('existing-member');
  });

  it("the group's picker creates the enrollment under the group, as an existing member's", async () => {
    const picker = await open('group', { group_id: '9', eprocess: 'group', enroll_type: 'new-group-member' });
    picker.send({ type: 'user.enrollNow', userId: 32 });
    picker.send({ type: 'user.submitTier', tier: 'IO' });
    await waitFor(picker.actor, (s) => s.status === 'done');
    expect(picker.stubs.inputsOf('addFilterForExistingUser')).toEqual([{ user_id: 32, tier: 'IO', eprocess: 'group', group_id: '9', policy_id: 'POL32' }]);
    expect(picker.storage.values).toMatchObject({ tempId: 'TE5C0FFEE', enroll_type: 'existing-member', eprocess: 'group', isCurrentMemberAvailable: 'true' });
    expect(picker.navigations).toEqual(['/plans']);
  });

  it("the administrator who came straight from the group's landing leaves as the administrator (eprocess group), not the employee", async () => {
    const picker = await open('group', { group_id: '9', landing: 'acme', eprocess: 'applicant', enroll_type: 'new-group-member' });
    picker.send({ type: 'user.enrollNow', userId: 32 });
    picker.send({ type: 'user.submitTier', tier: 'IO' });
    await waitFor(picker.actor, (s) => s.status === 'done');
    expect(picker.storage.values).toMatchObject({ enroll_type: 'existing-member', eprocess: 'group' });
  });

  it("a refused enrollment shows the server's message in the tier modal", async () => {
    const picker = await open('rep', rep, { filterFails: true });
    picker.send({ type: 'user.enrollNow', userId: 31 });
    picker.send({ type: 'user.submitTier', tier: 'IO' });
    const snapshot = await waitFor(picker.actor, (s) => !s.hasTag('saving'));
    expect(snapshot.value).toBe('choosingTier');
    expect(snapshot.context.error).toBe('Member not found');
    // nothing stored: no enrollment was started
    expect(picker.storage.values).toEqual(rep);
  });
});

describe('sign-in before the member list', () => {
  it('a session not signed in as the page\'s rep asks for the e-mail, and loads no members', async () => {
    for (const signedIn of [EMPTY, owners.group, { kind: 'rep', id: 6, name: 'Nolan Andrews' } as const]) {
      const picker = await open('rep', rep, { signedIn });
      expect(picker.actor.getSnapshot().value).toEqual({ signingIn: 'askingEmail' });
      expect(picker.stubs.inputsOf('getAgentMembers')).toEqual([]);
    }
  });

  it('checks the e-mail at its field, sends the code, then checks the code at its field', async () => {
    const picker = await open('rep', rep, { signedIn: EMPTY });
    expect(picker.send({ type: 'user.requestCode', email: 'jane' }).context.emailError).toBe(enrollerSignInMessages.invalidEmail);
    expect(picker.send({ type: 'user.requestCode', email: '' }).context.emailError).toBe(enrollerSignInMessages.required);
    picker.send({ type: 'user.requestCode', email: ' jane.doe@example.com ' });
    const asking = await waitFor(picker.actor, (s) => s.matches({ signingIn: 'askingCode' }));
    expect(picker.stubs.inputsOf('requestEnrollerCode')).toEqual([{ email: 'jane.doe@example.com' }]);
    expect(asking.context).toMatchObject({ notice: enrollerSignInMessages.codeSent, emailError: null });
    expect(picker.send({ type: 'user.submitCode', code: '123' }).context.codeError).toBe(enrollerSignInMessages.codeFormat);
    picker.send({ type: 'user.submitCode', code: '1234-5678' });
    const refused = await waitFor(picker.actor, (s) => s.matches({ signingIn: 'askingCode' }) && s.context.codeError === enrollerSignInMessages.failed);
    expect(picker.stubs.inputsOf('signInEnroller')).toEqual([{ email: 'jane.doe@example.com', code: '12345678' }]);
    expect(refused.context.members).toEqual([]);
    expect(picker.send({ type: 'user.changeEmail' }).value).toEqual({ signingIn: 'askingEmail' });
  });

  it('the right code shows the list; a sign-in as someone else says so at the code', async () => {
    const picker = await open('group', { group_id: '9', eprocess: 'group' }, { signedIn: EMPTY, signsInAs: owners.group });
    picker.send({ type: 'user.requestCode', email: 'hr@acme-benefits.example.com' });
    await waitFor(picker.actor, (s) => s.matches({ signingIn: 'askingCode' }));
    picker.send({ type: 'user.submitCode', code: '12345678' });
    expect((await waitFor(picker.actor, (s) => s.matches('browsing'))).context.members).toHaveLength(2);
    const other = await open('rep', rep, { signedIn: EMPTY, signsInAs: owners.group });
    other.send({ type: 'user.requestCode', email: 'hr@acme-benefits.example.com' });
    await waitFor(other.actor, (s) => s.matches({ signingIn: 'askingCode' }));
    other.send({ type: 'user.submitCode', code: '12345678' });
    expect((await waitFor(other.actor, (s) => s.matches({ signingIn: 'askingCode' }) && s.context.codeError !== null)).context.codeError).toBe(enrollerSignInMessages.notThisSite);
  });

  it('a sign-in leaves none of the code step\'s messages behind', async () => {
    const picker = await open('rep', rep, { signedIn: EMPTY, signsInAs: owners.rep });
    picker.send({ type: 'user.requestCode', email: 'jane.doe@example.com' });
    await waitFor(picker.actor, (s) => s.matches({ signingIn: 'askingCode' }));
    picker.send({ type: 'user.submitCode', code: '1' });
    picker.send({ type: 'user.submitCode', code: '12345678' });
    const browsing = await waitFor(picker.actor, (s) => s.matches('browsing'));
    expect(browsing.context).toMatchObject({ notice: null, codeError: null, emailError: null });
  });
});

describe('sign-out', () => {
  it('ends the sign-in, forgets the members and the address, and asks for the e-mail again', async () => {
    const picker = await open('rep', rep, { signedIn: EMPTY, signsInAs: owners.rep });
    picker.send({ type: 'user.requestCode', email: 'jane.doe@example.com' });
    await waitFor(picker.actor, (s) => s.matches({ signingIn: 'askingCode' }));
    picker.send({ type: 'user.submitCode', code: '12345678' });
    await waitFor(picker.actor, (s) => s.matches('browsing'));
    picker.send({ type: 'user.search', query: 'ben' });
    expect(picker.send({ type: 'user.signOut' }).hasTag('signingOut')).toBe(true);
    const signedOut = await waitFor(picker.actor, (s) => s.matches({ signingIn: 'askingEmail' }));
    expect(picker.stubs.inputsOf('signOutEnroller')).toEqual([{}]);
    expect(signedOut.context).toMatchObject({ members: [], query: '', page: 0, email: '', notice: enrollerSignInMessages.signedOut, emailError: null, codeError: null });
    // the next try clears the notice
    expect(picker.send({ type: 'user.requestCode', email: 'jane' }).context).toMatchObject({ notice: null, emailError: enrollerSignInMessages.invalidEmail });
    expect(picker.navigations).toEqual([]);
  });

  it('a failed sign-out keeps the list and says so until the next search or page', async () => {
    const picker = await open('rep', rep, { signOutFails: true });
    picker.send({ type: 'user.signOut' });
    const failed = await waitFor(picker.actor, (s) => s.matches('browsing') && s.context.error !== null);
    expect(failed.context.error).toBe('Internal server error.');
    expect(failed.context.members).toHaveLength(7);
    expect(picker.send({ type: 'user.search', query: 'ben' }).context.error).toBeNull();
  });

  it('is offered only with the list', async () => {
    const picker = await open('rep', rep, { signedIn: EMPTY });
    expect(picker.send({ type: 'user.signOut' }).value).toEqual({ signingIn: 'askingEmail' });
    const browsing = await open('rep', rep);
    browsing.send({ type: 'user.enrollNow', userId: 31 });
    expect(browsing.send({ type: 'user.signOut' }).value).toBe('choosingTier');
    expect(browsing.stubs.inputsOf('signOutEnroller')).toEqual([]);
  });
});
