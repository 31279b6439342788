import { apiFailureSchema, fieldErrorsOf, trustMessages } from '../../contract/index.ts';

/**
 * A step's save the server refused without naming a field (issue 23 §4): its HTTP status (0 when
 * the server was not reached) and the server's message. Field errors are not refusals of this
 * kind: they show at their fields.
 */
export interface SaveRefusal {
  status: number;
  message: string;
}

/** What the wizard says at Next for each kind of refused save: what happened and what to do. */
export const saveRefusalMessages = {
  /** 409: another window (or tab) saved the enrollment since this one read it, or it was submitted. */
  changedElsewhere: trustMessages.changedElsewhere,
  /** 413: the step's data is larger than the server takes. */
  tooLarge: 'This step holds more than can be saved at once. Shorten the longest entries, then try Next again.',
  /** Another 4xx without field messages: the server's reason. */
  notKept: (reason: string) => `This step was not saved: ${reason} Correct it, then try Next again.`,
  /** 5xx, offline, or an answer the app cannot read. */
  unreachable: 'We could not save this step. Check your connection and try Next again.',
  /** Save & Continue Later's Send Code, 5xx or offline: under the e-mail, in the modal's words. */
  sendCodeUnreachable: 'We could not save your information. Check your connection and try Send Code again.',
} as const;

/** The refusal an actor's rejection carries; an unknown rejection is one that never reached the server. */
export const saveRefusalOf = (error: unknown): SaveRefusal => {
  const parsed = apiFailureSchema.safeParse(error);
  return parsed.success ? { status: parsed.data.httpStatus, message: parsed.data.message } : { status: 0, message: '' };
};

/** The save was refused with messages for its fields: the step shows them there. */
export const namesFields = (error: unknown): boolean => fieldErrorsOf(error).length > 0;

/** The words of a 409: the submitted enrollment's when that is what the server said, else another window's change. */
export const conflictMessage = ({ message }: SaveRefusal): string =>
  message === trustMessages.submitted ? trustMessages.submitted : saveRefusalMessages.changedElsewhere;

/** 5xx, offline, or an answer the app cannot read: nothing the server said is worth showing. */
export const isUnreachable = ({ status }: SaveRefusal): boolean => status === 0 || status >= 500;

/** 409: the enrollment changed elsewhere, or was submitted (the server's message says which). */
export const isConflict = ({ status }: SaveRefusal): boolean => status === 409;
/** 413: the body was larger than the server reads. */
export const isTooLarge = ({ status }: SaveRefusal): boolean => status === 413;
/** Another 4xx: the server read the step and refused it for a reason it names. */
export const isNotKept = ({ status }: SaveRefusal): boolean => status >= 400 && status < 500;
