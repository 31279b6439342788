import { ENROLLER_CODE_GROUPS } from '../../../contract/index.ts';

/** Spec 2 §4, §9: groups 2556 and 2512 need an enroller code until one is saved. */
export const needsEnrollerCode = (groupId: number | null, savedCode: string | undefined): boolean =>
  groupId !== null && ENROLLER_CODE_GROUPS.includes(groupId) && !savedCode;
