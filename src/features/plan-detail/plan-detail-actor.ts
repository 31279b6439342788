import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { aflacQuestionsMachine } from '../../../machines/plan-detail/aflac-questions.machine.ts';
import type { planContentMachine } from '../../../machines/plan-detail/plan-content.machine.ts';
import type { planDetailMachine } from '../../../machines/plan-detail/plan-detail.machine.ts';
import type { planQuestionsMachine } from '../../../machines/plan-detail/plan-questions.machine.ts';
import type { QuoteActor } from '../quote/quote-actor.ts';
import { money } from '../../ui/money.ts';

export type PlanDetailActor = ActorRefFrom<typeof planDetailMachine>;
export type PlanContentActor = ActorRefFrom<typeof planContentMachine>;
export type PlanDetailSnapshot = SnapshotFrom<typeof planDetailMachine>;
export type PlanQuestionsActor = ActorRefFrom<typeof planQuestionsMachine>;
export type AflacQuestionsActor = ActorRefFrom<typeof aflacQuestionsMachine>;

/** The plan detail machine's children the page renders (each while its state runs it). */
export const quoteChildOf = (snapshot: PlanDetailSnapshot) => snapshot.children.quote as QuoteActor | undefined;
export const questionsChildOf = (snapshot: PlanDetailSnapshot) => snapshot.children.questions as PlanQuestionsActor | undefined;
export const aflacChildOf = (snapshot: PlanDetailSnapshot) => snapshot.children.aflac as AflacQuestionsActor | undefined;

/** '$12.50 / month'. */
export const perMonth = (amount: number) => `${money.format(amount)} / month`;
