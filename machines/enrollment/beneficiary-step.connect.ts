import type { SnapshotFrom } from 'xstate';
import { canAddBeneficiary, hasNoBeneficiaries, showsComplete, totalOf, totalsMessageOf } from './beneficiary-rules.ts';
import type { beneficiaryStepMachine } from './beneficiary-step.machine.ts';

export type BeneficiaryStepSnapshot = SnapshotFrom<typeof beneficiaryStepMachine>;

/** What Beneficiary Information shows beside the list (spec 2 §2, §4, §5), read from the step's snapshot alone. */
export interface BeneficiariesView {
  /** 'Total Beneficiary Percentage: {total}%'. */
  total: number;
  /** The green 'Now You can Continue Enrollment' (exactly 100, no edit open). */
  complete: boolean;
  /** The add form (fewer than 3 listed, the total under 100, no edit open). */
  addForm: boolean;
  /**
   * The list's percentage message (over, under, too many), an error beside the total (issue 28
   * item 9); null at exactly 100 and before the first beneficiary (Next says to add one).
   */
  totalsError: string | null;
}

/** The beneficiaries screen as props (in the manner of zag's `connect`): the list's rules (./beneficiary-rules.ts, the machine's guards) applied to the snapshot. */
export const connectBeneficiaries = ({ context }: BeneficiaryStepSnapshot): BeneficiariesView => {
  const list = context.beneficiaries;
  const editing = context.editIndex !== null;
  return {
    total: totalOf(list),
    complete: !editing && showsComplete(list),
    addForm: !editing && canAddBeneficiary(list),
    totalsError: hasNoBeneficiaries(list) ? null : totalsMessageOf(list),
  };
};
