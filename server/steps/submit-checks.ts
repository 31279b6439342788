import {
  askedDependentFields,
  beneficiaryFieldErrors,
  beneficiaryListOf,
  dependentErrors,
  dependentListOf,
  dependentMessages,
  dependentsForTierMessage,
  healthErrors,
  healthMessages,
  listTotalsMessage,
  parseHealthInfo,
  submitMessages,
  textFieldsOf,
  validateStep,
  type FilterInfo,
  type FormField,
  type StepData,
  type StepFailure,
  type TabName,
} from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { readCart } from '../queries/cart.ts';
import { readStep, stepValues, tabFactsOf, withValues, type StoredStep } from '../queries/enrollment-steps.ts';
import { requiredTabs, TAB_ORDER } from '../queries/tabs.ts';
import { dependentFormFields } from '../handlers/dependents.ts';
import { STEPS_BUILT } from './built-steps.ts';
import { FORM_STEPS, type FormStep } from './form-steps.ts';

/**
 * The checks of save-review-info before it issues a confirmation number (issue 23 §6;
 * docs/reference-server.md, Submit checks): the invariants across steps, each failure naming its
 * step. Every kept step is judged again by the rules its save uses (the contract's), so what was
 * valid when saved but is not now (a rule tightened, a draft kept over it, a list emptied since)
 * is caught here. Each check is a plain function of what the enrollment keeps.
 */

/** A field's name as words ('prior_term_date': 'Prior term date'): the server has no screen labels. */
export const fieldWords = (name: string) => {
  const words = name.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One failure per distinct message of a step, in order. */
const failuresOf = (tab: TabName, messages: readonly string[]): StepFailure[] => [...new Set(messages)].map((message) => ({ tab, message }));

/** Every tab the enrollment needs has a validated save. */
export const missingTabFailures = (required: readonly TabName[], saved: ReadonlySet<TabName>): StepFailure[] =>
  required.filter((tab) => tab !== 'review_info' && !saved.has(tab)).map((tab) => ({ tab, message: submitMessages.notKept(tab) }));

/** A server-driven form's kept values, judged by its field specs with its definitions (values filled in). */
export const formStepFailures = (tab: TabName, definitions: readonly FormField[], specs: FormStep['specs'], today: Date): StepFailure[] => {
  const values = Object.fromEntries(definitions.map((definition) => [definition.field_name, definition.value ?? '']));
  const errors = validateStep(definitions, specs, values, today);
  return failuresOf(
    tab,
    Object.entries(errors).map(([name, message]) => submitMessages.fieldInvalid(fieldWords(name), message)),
  );
};

/**
 * The dependents agree with the tier (Member Only none; Member + Spouse one spouse; Member +
 * Children children only; Family both; the premier plan's L713 rules), and each dependent passes
 * the rules of the fields this enrollment asks ('Dependent #n …').
 */
export const dependentFailures = (
  facts: { tier: string; premier: boolean; asked: ReturnType<typeof askedDependentFields> },
  data: StepData | null,
  today: Date,
): StepFailure[] => {
  const list = dependentListOf(data) ?? [];
  const tierMessage = dependentsForTierMessage(facts.tier, facts.premier, list.map((dependent) => dependent.primary_info));
  const entryMessages = list.flatMap((dependent, index) =>
    Object.entries(dependentErrors(dependent, facts.asked, today)).map(([key, message]) =>
      dependentMessages.dependentLevel(index + 1, submitMessages.fieldInvalid(fieldWords(key.split('.').at(-1) ?? key), message)),
    ),
  );
  return failuresOf('dependent_info', [...(tierMessage ? [tierMessage] : []), ...entryMessages]);
};

/** The beneficiaries total 100 (at most 3), and each passes its fields' rules ('Beneficiary #n …'). */
export const beneficiaryFailures = (data: StepData | null, today: Date): StepFailure[] => {
  const list = beneficiaryListOf(data) ?? [];
  const totals = listTotalsMessage(list);
  const entryMessages = list.flatMap((beneficiary, index) =>
    Object.entries(beneficiaryFieldErrors(beneficiary, today)).map(([name, message]) => `Beneficiary #${index + 1} ${submitMessages.fieldInvalid(fieldWords(name), message)}`),
  );
  return failuresOf('beneficiary_info', [...(totals ? [totals] : []), ...entryMessages]);
};

/** The health answers as the save judges them: every question answered, each detail (dates too) by its rule. */
export const healthFailures = (data: StepData | null, today: Date): StepFailure[] => {
  const answers = parseHealthInfo(data);
  return failuresOf('primary_health_info', answers ? Object.values(healthErrors(answers, today)) : [healthMessages.answerAll]);
};

const byTabOrder = (a: StepFailure, b: StepFailure) => TAB_ORDER[a.tab] - TAB_ORDER[b.tab];

/**
 * Every failure of the enrollment, in the wizard's order; none when it may be submitted. Reads only:
 * the caller refuses (422) before anything is written. A kept step is what replies show of it (its
 * saved data with a save-later draft over it), judged as of `today`.
 */
export const submitFailures = async (db: Database, enrollmentId: string, filter: FilterInfo, today: Date = new Date()): Promise<StepFailure[]> => {
  const required = requiredTabs(await tabFactsOf(db, enrollmentId, filter), STEPS_BUILT);
  const kept = new Map<TabName, StoredStep>();
  for (const tab of new Set<TabName>([...required, 'dependent_info'])) {
    const step = await readStep(db, enrollmentId, tab);
    if (step) kept.set(tab, step);
  }
  const saved = new Set([...kept].filter(([, step]) => step.savedAt !== null).map(([tab]) => tab));
  const failures = missingTabFailures(required, saved);
  const valuesOf = (tab: TabName) => (saved.has(tab) ? stepValues(kept.get(tab)!) : null);

  for (const step of FORM_STEPS as readonly FormStep[]) {
    const values = valuesOf(step.tab);
    if (!values || !required.includes(step.tab)) continue;
    const enrollment = { db, enrollmentId, filter };
    const definitions = withValues(await step.shapes(enrollment), textFieldsOf(values), step.fixed?.(filter), step.defaults?.(filter));
    failures.push(...formStepFailures(step.tab, definitions, step.specs, today));
  }
  // Member Only: whatever the step keeps, saved or only drafted, must be no dependent
  const dependents = kept.get('dependent_info');
  if (required.includes('dependent_info') ? saved.has('dependent_info') : dependents) {
    const facts = { tier: filter.tier, premier: (await readCart(db, enrollmentId)).hasPremierPlan, asked: askedDependentFields(dependentFormFields(filter)) };
    failures.push(...dependentFailures(facts, stepValues(dependents!), today));
  }
  if (saved.has('beneficiary_info') && required.includes('beneficiary_info')) failures.push(...beneficiaryFailures(valuesOf('beneficiary_info'), today));
  if (saved.has('primary_health_info') && required.includes('primary_health_info')) failures.push(...healthFailures(valuesOf('primary_health_info'), today));
  return failures.sort(byTabOrder);
};
