import {
  countOf,
  dependentListMessage,
  dependentMessages,
  MAX_DEPENDENTS,
  type DependentRelationship,
  type DependentTier,
} from '../../contract/index.ts';
import type { NextAvailability } from './step-protocol.ts';

/**
 * The dependents' tier rules (spec 3 §4.1, §5, §9) as plain functions; the dependents step's
 * guards are these. The list's words are the contract's (the server judges the same list).
 */

/** The premier IF spouse question's answer: not answered yet, Yes or No. */
export type SpouseAnswer = 'none' | 'yes' | 'no';

/** What the rules read of the step. */
export interface DependentFacts {
  tier: DependentTier;
  /** A premier (L713) plan is in the cart (get-more-requirement). */
  premier: boolean;
  existingMember: boolean;
  spouseAnswer: SpouseAnswer;
  list: readonly { relationship: string }[];
}

export const isPremierIf = (facts: Pick<DependentFacts, 'tier' | 'premier'>): boolean => facts.premier && facts.tier === 'IF';
export const hasSpouseListed = (facts: Pick<DependentFacts, 'list'>): boolean => countOf(facts.list, 'spouse') > 0;

/** Premier IF asks 'Will you be Enrolling your spouse ?' until it is answered (re-opened: unanswered again). */
export const asksSpouseQuestion = (facts: DependentFacts): boolean => isPremierIf(facts) && facts.spouseAnswer === 'none';

/**
 * Who the next added dependent is, null when none may be added: at most 9; IS one spouse only; IC
 * children; non-premier IF the spouse first, then children; premier IF as answered (Yes: the spouse
 * first, then children; No: children only; unanswered: none until it is).
 */
export const nextRelationship = (facts: DependentFacts): DependentRelationship | null => {
  if (facts.list.length >= MAX_DEPENDENTS) return null;
  switch (facts.tier) {
    case 'IS':
      return facts.list.length === 0 ? 'spouse' : null;
    case 'IC':
      return 'child';
    case 'IF':
      if (isPremierIf(facts)) {
        if (facts.spouseAnswer === 'none') return null;
        if (facts.spouseAnswer === 'no') return 'child';
      }
      return hasSpouseListed(facts) ? 'child' : 'spouse';
  }
};

/** Whether add is offered ('+ Add Spouse' / '+ Add Child' and the Submit of the add form). */
export const canAddDependent = (facts: DependentFacts): boolean => nextRelationship(facts) !== null;

/** Premier IC with more than one child: the red 'Only one child is allowed in L713 plans …'. */
export const showsOneChildError = (facts: DependentFacts): boolean => facts.premier && facts.tier === 'IC' && facts.list.length > 1;

/**
 * Next's availability exactly as spec 3 §4.1 lists it (premier IF at least 2, premier IC exactly 1,
 * IS at least 1, non-premier IC or IS at least 1, non-premier IF a spouse and more than 1), with the
 * words that say why not; premier IF first needs its question answered. Available, Next's tooltip
 * reads 'Click to continue enrollment' (spec 3 §2.2).
 */
export const nextAvailabilityOf = (facts: DependentFacts): NextAvailability => {
  if (asksSpouseQuestion(facts)) return { available: false, reason: dependentMessages.spouseStatus };
  const reason = dependentListMessage(facts, facts.list);
  return reason === null ? { available: true, tooltip: dependentMessages.nextTooltip } : { available: false, reason };
};

export const nextIsAvailable = (facts: DependentFacts): boolean => nextAvailabilityOf(facts).available;

/** The green 'You can proceed further clicking next button' shows when Next is available. */
export const showsCanProceed = nextIsAvailable;

/** Premier IF once answered and without a spouse listed: the 'Enroll Spouse' link re-opens the question. */
export const offersEnrollSpouse = (facts: DependentFacts): boolean => isPremierIf(facts) && facts.spouseAnswer !== 'none' && !hasSpouseListed(facts);

/** Yes from an existing member with a spouse stashed by an earlier No brings that spouse back. */
export const restoresStashedSpouse = (facts: DependentFacts, stashed: number): boolean => facts.existingMember && stashed > 0;

/** Deleting the last dependent of premier IF re-opens the question (facts after the delete). */
export const reopensQuestion = (facts: DependentFacts): boolean => isPremierIf(facts) && facts.list.length === 0;

/** While an edit is open, Next waits (spec 3 §2.2). */
export const EDITING_NEXT: NextAvailability = { available: false, reason: dependentMessages.editFirstContinue };

/** Loading existing dependents (spec 3 §4.1): IS keeps the spouse, IC the children, IF all. */
export const keptForTier = <T extends { relationship: string }>(tier: DependentTier, list: readonly T[]): T[] =>
  list.filter((entry) => (tier === 'IS' ? entry.relationship === 'spouse' : tier === 'IC' ? entry.relationship === 'child' : true));

/**
 * The premier IF answer a step opens with: the stored accept flag ('true' once answered, spec 3
 * §4.1) stands for the answer the list shows (a spouse listed: Yes, else No); without it, asked.
 */
export const initialSpouseAnswer = (facts: Pick<DependentFacts, 'tier' | 'premier' | 'list'>, accepted: string | undefined): SpouseAnswer => {
  if (!isPremierIf(facts) || accepted !== 'true') return 'none';
  return hasSpouseListed(facts) ? 'yes' : 'no';
};
