import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import type { Category } from '../../contract/index.ts';
import { getQuoteMessage, noPlansMessage, plansMachine, type PlansInput } from '../../machines/plans/plans.machine.ts';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { apiFailure, fixtures, validQuote } from '../../model-tests/lib/fixtures.ts';
import { appActions, stubActors, type Outcome } from './support.ts';

const scope = { eprocess: 'group', group_id: 9, open_type: 'group' } as const;
const site = { eprocess: 'group', group_id: 9, portal_id: 11, open_type: 'group' } as const;

interface Outcomes {
  summary?: Outcome<typeof fixtures.filterInfo>;
  categories?: Outcome<typeof fixtures.categories>;
  plans?: Outcome<typeof fixtures.plans>;
  menuPlans?: Outcome<typeof fixtures.menuPlans>;
}

type PlansSnapshot = SnapshotFrom<typeof plansMachine>;
const listingRests = (s: PlansSnapshot) =>
  s.matches({ quoted: { listing: { ready: 'showing' } } }) || s.matches({ quoted: { listing: { ready: 'empty' } } });
const summaryRests = (s: PlansSnapshot) => s.matches({ quoted: { filter: 'summary' } }) || s.matches({ quoted: { filter: 'summaryUnavailable' } });
const quotedRests = (s: PlansSnapshot) => listingRests(s) && summaryRests(s);
const withoutQuoteRests = (s: PlansSnapshot) => s.matches({ menu: 'showing' }) || s.matches({ menu: 'empty' }) || s.matches('needsQuote');

const startPlans = (input: PlansInput, outcomes: Outcomes = {}) => {
  const stubs = stubActors();
  const app = appActions();
  const machine = plansMachine.provide({
    actors: {
      loadFilterSummary: stubs.settles('loadFilterSummary', outcomes.summary ?? { answer: fixtures.filterInfo }),
      loadCategories: stubs.settles('loadCategories', outcomes.categories ?? { answer: fixtures.categories }),
      loadPlans: stubs.settles('loadPlans', outcomes.plans ?? { answer: fixtures.plans }),
      loadMenuPlans: stubs.settles('loadMenuPlans', outcomes.menuPlans ?? { answer: fixtures.menuPlans }),
      // the real quote form, answering its calls, as the Edit popup
      quote: quoteMachine.provide({
        actors: {
          validateZipCode: stubs.resolves('validateZipCode', fixtures.zip),
          updateFilter: stubs.resolves('updateFilter', fixtures.updatedFilter),
        },
        actions: app.actions,
      }),
    },
    actions: app.actions,
  });
  return { actor: createActor(machine, { input }).start(), stubs, app };
};

/** The plans page with a quote taken (tempId TE1), come to rest. */
const openPlans = async (category: Category | null = null, outcomes: Outcomes = {}) => {
  const plans = startPlans({ tempId: 'TE1', scope, site, category }, outcomes);
  const rested = () => waitFor(plans.actor, quotedRests);
  await rested();
  return { ...plans, rested };
};

/** The plans page before any quote (the header menu's link), come to rest. */
const openWithoutQuote = async (category: Category | null, outcomes: Outcomes = {}) => {
  const plans = startPlans({ tempId: null, scope, site, category }, outcomes);
  await waitFor(plans.actor, withoutQuoteRests);
  return plans;
};

describe('plans: with or without a quote', () => {
  it('with a tempId lists by the quote, whatever the type query param', async () => {
    const { actor, stubs } = await openPlans('dental');
    expect(actor.getSnapshot().value).toEqual({ quoted: { filter: 'summary', listing: { ready: 'showing' } } });
    expect(actor.getSnapshot().hasTag('offersQuote')).toBe(false);
    expect(stubs.inputsOf('loadMenuPlans')).toEqual([]);
  });

  it("without a tempId lists the menu category's plans for the session scope and offers a quote", async () => {
    const { actor, stubs } = await openWithoutQuote('dental');
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ menu: 'showing' });
    expect(snapshot.hasTag('offersQuote')).toBe(true);
    expect(stubs.inputsOf('loadMenuPlans')).toEqual([{ ...site, category: 'dental' }]);
    expect(stubs.calls.map((call) => call.actor)).toEqual(['loadMenuPlans']);
    expect(snapshot.context).toMatchObject({ plans: fixtures.menuPlans, summary: null, categories: [], selected: [] });
  });

  it.each([
    ['no plans', { answer: fixtures.noMenuPlans }],
    ['a failed menu call', { error: apiFailure('Server error', [], 500) }],
  ])("without a tempId shows 'No Plans are available for your selection' for %s", async (_, menuPlans) => {
    const { actor } = await openWithoutQuote('dental', { menuPlans });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ menu: 'empty' });
    expect(snapshot.getMeta()['plans.menu.empty']).toEqual({ title: 'No plans', message: noPlansMessage });
    expect(snapshot.hasTag('offersQuote')).toBe(true);
  });

  it('with neither a tempId nor a category asks for a quote and calls nothing', async () => {
    const { actor, stubs } = await openWithoutQuote(null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('needsQuote');
    expect(snapshot.getMeta()['plans.needsQuote']).toEqual({ title: 'Get a quote', message: 'Get a quote to see the plans for you.' });
    expect(getQuoteMessage).toBe('Get a quote to see the plans for you.');
    expect(snapshot.hasTag('offersQuote')).toBe(true);
    expect(stubs.calls).toEqual([]);
  });

  it('without a quote the category multi-select and the Edit popup do nothing', async () => {
    const { actor } = await openWithoutQuote('dental');
    actor.send({ type: 'user.toggleCategory', category: 'dental' });
    actor.send({ type: 'user.editFilter' });
    expect(actor.getSnapshot().value).toEqual({ menu: 'showing' });
  });
});

describe('plans: loading', () => {
  it("loads the filter summary, the left-side categories and the quote's own listing side by side (issue 14: one round trip)", async () => {
    const { actor, stubs } = startPlans({ tempId: 'TE1', scope, site, category: null });
    // all three asked for at once, before any has answered, the listing's first (a browser sends six at a time)
    expect(stubs.calls.map((call) => call.actor)).toEqual(['loadCategories', 'loadPlans', 'loadFilterSummary']);
    await waitFor(actor, quotedRests);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toEqual({ quoted: { filter: 'summary', listing: { ready: 'showing' } } });
    expect(stubs.inputsOf('loadFilterSummary')).toEqual([{ enrollment_id: 'TE1', column: 'filter_info' }]);
    expect(stubs.inputsOf('loadCategories')).toEqual([{ enrollment_id: 'TE1' }]);
    // no categories asked: the server lists the quote's own, which the left side selects
    expect(stubs.inputsOf('loadPlans')).toEqual([{ enrollment_id: 'TE1', categories: '' }]);
    expect(context.selected).toEqual(['dental', 'vision', 'medical']);
    // the plan not sold to this visitor after those on sale (issue 28 item 7)
    expect(context.plans.map((plan) => plan.plan_name)).toEqual(['Dental Plus', 'Vision Basic', 'Coastal Dental']);
    expect(context.summary).toMatchObject({ zip: '10001', gender: '1', tier: 'IS', dob: '01/15/1980', is_smoker: '0' });
  });

  it('selects the category of the type query param when it is offered', async () => {
    const { stubs } = await openPlans('vision');
    expect(stubs.inputsOf('loadPlans')).toEqual([{ enrollment_id: 'TE1', categories: 'vision' }]);
  });

  it('starts with the categories the quote chose', async () => {
    const categories = { answer: { result: { categories: fixtures.categories.result.categories, selected: ['vision' as const] } } };
    const { actor, stubs } = await openPlans(null, { categories });
    expect(actor.getSnapshot().context.selected).toEqual(['vision']);
    // the first listing, of the quote's own categories, is that selection's: read once
    expect(stubs.inputsOf('loadPlans')).toEqual([{ enrollment_id: 'TE1', categories: '' }]);
  });

  it('starts with nothing selected when the quote chose only categories the site does not offer', async () => {
    const categories = { answer: { result: { categories: fixtures.categories.result.categories, selected: [] } } };
    const { actor, stubs } = await openPlans(null, { categories, plans: { answer: fixtures.noPlans } });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    // no categories asked: the server lists the filter's own categories
    expect(stubs.inputsOf('loadPlans')).toEqual([{ enrollment_id: 'TE1', categories: '' }]);
    expect(actor.getSnapshot().matches({ quoted: { listing: { ready: 'empty' } } })).toBe(true);
  });

  it('an empty listing with categories left out offers them all: Show all plans lists every offered category', async () => {
    const categories = { answer: { result: { categories: fixtures.categories.result.categories, selected: [] } } };
    const { actor, stubs } = await openPlans(null, { categories, plans: { answer: fixtures.noPlans } });
    expect(actor.getSnapshot().can({ type: 'user.showAllCategories' })).toBe(true);
    actor.send({ type: 'user.showAllCategories' });
    expect(actor.getSnapshot().context.selected).toEqual(fixtures.categories.result.categories);
    expect(stubs.inputsOf('loadPlans').at(-1)).toEqual({ enrollment_id: 'TE1', categories: 'dental,vision,medical' });
  });

  it('an empty listing of every offered category has nothing more to show', async () => {
    const { actor } = await openPlans(null, { plans: { answer: fixtures.noPlans } });
    expect(actor.getSnapshot().matches({ quoted: { listing: { ready: 'empty' } } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.showAllCategories' })).toBe(false);
  });

  it('ignores a type query param that is not offered: the selection is listed after the first listing', async () => {
    const { actor, stubs } = await openPlans('pet');
    expect(stubs.inputsOf('loadPlans')).toEqual([
      { enrollment_id: 'TE1', categories: 'pet' },
      { enrollment_id: 'TE1', categories: 'dental,vision,medical' },
    ]);
    expect(actor.getSnapshot().context.selected).toEqual(['dental', 'vision', 'medical']);
  });

  it.each([
    ['no plans', { answer: fixtures.noPlans }],
    ['a failed plans call', { error: apiFailure('Server error', [], 500) }],
  ])("shows 'No Plans are available for your selection' for %s", async (_, plans) => {
    const { actor } = await openPlans(null, { plans });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ quoted: { listing: { ready: 'empty' } } })).toBe(true);
    expect(snapshot.getMeta()['plans.quoted.listing.ready.empty']).toMatchObject({ title: 'No plans', message: 'No Plans are available for your selection' });
    expect(noPlansMessage).toBe('No Plans are available for your selection');
  });

  it('without the left-side categories still lists the plans of every category', async () => {
    const { actor, stubs } = await openPlans(null, { categories: { error: apiFailure('Server error', [], 500) } });
    expect(stubs.inputsOf('loadPlans')).toEqual([{ enrollment_id: 'TE1', categories: '' }]);
    expect(actor.getSnapshot().matches({ quoted: { listing: { ready: 'showing' } } })).toBe(true);
  });

  it('without the summary hides it and offers no Edit', async () => {
    const { actor } = await openPlans(null, { summary: { error: apiFailure('Server error', [], 500) } });
    actor.send({ type: 'user.editFilter' });
    expect(actor.getSnapshot().matches({ quoted: { filter: 'summaryUnavailable' } })).toBe(true);
  });
});

describe('plans: category multi-select', () => {
  it('unselecting a category reloads the plans of the others, in left-side order', async () => {
    const plans = await openPlans();
    plans.actor.send({ type: 'user.toggleCategory', category: 'vision' });
    await plans.rested();
    plans.actor.send({ type: 'user.toggleCategory', category: 'vision' });
    await plans.rested();
    expect(plans.stubs.inputsOf('loadPlans').slice(1)).toEqual([
      { enrollment_id: 'TE1', categories: 'dental,medical' },
      { enrollment_id: 'TE1', categories: 'dental,vision,medical' },
    ]);
  });

  it('removing the last selected category resets to all categories', async () => {
    const plans = await openPlans('dental');
    plans.actor.send({ type: 'user.toggleCategory', category: 'dental' });
    await plans.rested();
    expect(plans.actor.getSnapshot().context.selected).toEqual(['dental', 'vision', 'medical']);
    expect(plans.stubs.inputsOf('loadPlans').at(-1)).toEqual({ enrollment_id: 'TE1', categories: 'dental,vision,medical' });
  });

  it('a category the left side does not offer changes nothing', async () => {
    const plans = await openPlans();
    plans.actor.send({ type: 'user.toggleCategory', category: 'pet' });
    expect(plans.stubs.inputsOf('loadPlans')).toHaveLength(1);
    expect(plans.actor.getSnapshot().context.selected).toEqual(['dental', 'vision', 'medical']);
  });
});

describe('plans: Edit popup', () => {
  it('opens the quote form on this tempId, starting from the saved filter', async () => {
    const plans = await openPlans();
    plans.actor.send({ type: 'user.editFilter' });
    expect(plans.actor.getSnapshot().matches({ quoted: { filter: 'editing' } })).toBe(true);
    expect(plans.actor.getSnapshot().hasTag('editingFilter')).toBe(true);
    const popup = plans.actor.getSnapshot().children.editQuote?.getSnapshot();
    // the saved filter has a smoker value ('0'): the form shows the smoker radio
    expect(popup?.value).toEqual({ form: 'withSmoker' });
    expect(popup?.context).toMatchObject({
      variant: 'form',
      scope,
      tempId: 'TE1',
      draft: { zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IS', categories: ['dental', 'vision'], coverage: null, is_smoker: '0' },
      afterSave: 'close',
    });
  });

  it('user.cancelEdit closes it without reloading', async () => {
    const plans = await openPlans();
    plans.actor.send({ type: 'user.editFilter' });
    plans.actor.send({ type: 'user.cancelEdit' });
    expect(plans.actor.getSnapshot().matches({ quoted: { filter: 'summary' } })).toBe(true);
    expect(plans.stubs.inputsOf('loadFilterSummary')).toHaveLength(1);
    expect(plans.app.counts.refreshMenuAndCart).toBe(0);
  });

  it('a saved filter reloads summary and plans and refreshes menu and cart', async () => {
    const plans = await openPlans();
    plans.actor.send({ type: 'user.editFilter' });
    plans.actor.getSnapshot().children.editQuote?.send({ type: 'user.submit', values: { ...validQuote, tier: 'IF' } });
    await waitFor(plans.actor, (s) => s.matches({ quoted: { filter: 'loadingSummary' } }));
    await plans.rested();
    expect(plans.stubs.inputsOf('updateFilter')).toEqual([expect.objectContaining({ tempId: 'TE1', tier: 'IF' })]);
    expect(plans.app.navigations).toEqual([]);
    expect(plans.stubs.inputsOf('loadFilterSummary')).toHaveLength(2);
    expect(plans.stubs.inputsOf('loadPlans')).toHaveLength(2);
    expect(plans.stubs.inputsOf('loadCategories')).toHaveLength(1);
    expect(plans.app.counts.refreshMenuAndCart).toBe(1);
  });
});
