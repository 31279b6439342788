import { describe, expect, it } from 'vitest';
import { allAnswered, answerList, detailsComplete, initialAflacAnswers, lockedQuestionIds } from '../../machines/plan-detail/question-rules.ts';
import { pairedAddRequest, planVisitorOf, refusalOf } from '../../machines/plan-detail/plan-detail-values.ts';
import { planAnswers, planDetailFixtures as f } from '../../model-tests/lib/index.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';

describe('plan question rules (spec 2 §3, §5)', () => {
  it('every question needs yes or no', () => {
    expect(allAnswered(f.questions, planAnswers.missingOne)).toBe(false);
    expect(allAnswered(f.questions, planAnswers.allNo)).toBe(true);
  });

  it('a yes to a require_detail question needs two complete treatment records', () => {
    expect(detailsComplete(f.questions, planAnswers.yesWithoutRecords)).toBe(false);
    expect(detailsComplete(f.questions, planAnswers.yesWithRecords)).toBe(true);
    expect(detailsComplete(f.questions, planAnswers.allNo)).toBe(true);
    const record = planAnswers.yesWithRecords[3].detail[0]!;
    const blankRecord = { ...planAnswers.yesWithRecords[3], detail: [record, { ...record, physician_name_address: ' ' }] };
    expect(detailsComplete(f.questions, { ...planAnswers.yesWithRecords, 3: blankRecord })).toBe(false);
  });

  it('answers go out in question order', () => {
    expect(answerList(f.questions, planAnswers.allNo).map((answer) => answer.question_id)).toEqual([1, 2, 3]);
  });

  it('a question preset to 1 is locked; the initial answers are the presets', () => {
    expect(lockedQuestionIds(f.aflacWithPresetYes)).toEqual([1]);
    expect(lockedQuestionIds(f.aflacQuestions)).toEqual([]);
    expect(initialAflacAnswers(f.aflacWithPresetYes)).toEqual({ 1: 1, 2: 0 });
  });
});

describe('plan detail values', () => {
  it('tells a rep, an existing member and a quoted visitor apart', () => {
    expect(planVisitorOf({ eprocess: 'rep', AGENT_ID: '701' })).toMatchObject({ isRep: true, agentId: 701, tempId: null });
    expect(planVisitorOf({ eprocess: 'rep' }).isRep).toBe(false);
    expect(planVisitorOf({ enroll_type: 'existing-member', USER_ID: '501', open_type: 'user' })).toMatchObject({ existingMemberId: 501, openType: 'user' });
    expect(planVisitorOf({ enroll_type: 'new-member', USER_ID: '501' }).existingMemberId).toBeNull();
    expect(planVisitorOf({ tempId: 'TE1', open_type: 'nonsense' })).toMatchObject({ tempId: 'TE1', openType: undefined });
  });

  it('finds the blackout and already-active refusals among field errors', () => {
    expect(refusalOf(f.blackout)).toEqual({ target: 'blackout', message: 'FocusPoint Vision cannot be added during the enrollment blackout period.' });
    expect(refusalOf(f.alreadyActive)?.target).toBe('already_active');
    expect(refusalOf(apiFailure('Server error', [{ target_element: 'plan_id', error_message: 'x' }]))).toBeNull();
    expect(refusalOf(new Error('network'))).toBeNull();
  });

  it('the paired add sends the membership unless the visitor has it', () => {
    expect(pairedAddRequest('TE1', f.lifeCard, true)).toEqual({ enrollment_id: 'TE1', plan_id1: 171, plan_pricing_id1: 1712, plan_id: 161, plan_pricing_id: 1611 });
    expect(pairedAddRequest('TE1', f.lifeCard, false)).toEqual({ enrollment_id: 'TE1', plan_id1: 171, plan_pricing_id1: 1712 });
  });
});
