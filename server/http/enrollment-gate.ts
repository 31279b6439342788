import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  endpoints,
  isSubmittedReply,
  stepLoads,
  stepOf,
  stepSaves,
  stepTag,
  stepTagsOf,
  trustMessages,
  type EndpointName,
  type RequestOf,
  type ResultOf,
} from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { tempEnrollments } from '../db/schema.ts';
import { stepVersionStore } from '../queries/step-versions.ts';
import { RequestFailure } from './failures.ts';
import type { EnrollmentVersions, SessionStore } from './sessions.ts';

/** The request fields that name an enrollment (tests/architecture keeps every row to these names). */
export const ENROLLMENT_FIELDS = ['enrollment_id', 'tempId'] as const;

/**
 * To a session that may not see an enrollment, the enrollment does not exist: the request goes on
 * naming this id, which no enrollment has (ids are letters and digits), so every call answers
 * exactly as it does for an unknown enrollment and tells nothing more.
 */
export const NOT_YOURS = '(not yours)';

interface Grant {
  enrollmentId: string;
  /** A submitted enrollment resumed by its code or mailed link: the session may read its receipt, nothing else. */
  receiptOnly?: boolean;
}

const whole = (enrollmentId: string | null | undefined): Grant | null => (enrollmentId ? { enrollmentId } : null);
const resumed = (result: ResultOf<'continueEnrollment'>): Grant => ({ enrollmentId: result.enrollment_id, receiptOnly: isSubmittedReply(result) });

/**
 * Calls whose reply hands the caller an enrollment: it created it, resumed it by code and e-mail
 * or its mailed link, or arrived by the partner site's link (null: the reply hands none).
 */
const grants: { [N in EndpointName]?: (result: ResultOf<N>) => Grant | null } = {
  addFilterForNewUser: (result) => whole(result.temp_enrollment_id),
  addFilterForExistingUser: (result) => whole(result.temp_enrollment_id),
  addFilterForMember: (result) => whole(result.temp_enrollment_id),
  continueEnrollment: resumed,
  directContinue: resumed,
  decryptDetail: ([decoded]) => whole(decoded?.enrollmentId),
};

/** Calls that POST but only check. */
const checksOnly: ReadonlySet<EndpointName> = new Set(['checkAlreadyInCart', 'validateMemberEmail', 'validateSingleDependent']);

/** Whether the call changes the enrollment it names; remove-plan-from-cart is a GET in the spec. */
const changesEnrollment = (name: EndpointName) =>
  endpoints[name].method === 'GET' ? name === 'removePlanFromCart' : !checksOnly.has(name);

type Request = Record<string, unknown>;

/**
 * Who may see an enrollment and what may change it (docs/security.md): every call naming one
 * answers only for a session bound to it; a submitted enrollment refuses every change; a step's
 * save made from a version another window has replaced answers 409 (contract/step-versions.ts).
 * `versionsSeen` hears the versions of the enrollment's filter and answers each binding check read.
 */
export const enrollmentGate = (db: Database, sessions: SessionStore, versionsSeen: (enrollmentId: string, versions: EnrollmentVersions) => void) => {
  const versions = stepVersionStore(db);

  const isSubmitted = async (enrollmentId: string) => {
    const [row] = await db.select({ submittedAt: tempEnrollments.submittedAt }).from(tempEnrollments).where(eq(tempEnrollments.id, enrollmentId));
    return Boolean(row?.submittedAt);
  };

  /** Runs the call's handler on the request as the caller's session may see it. */
  return async <N extends EndpointName>(c: Context, name: N, request: Request, handle: (request: Request) => Promise<ResultOf<N>>): Promise<ResultOf<N>> => {
    const field = ENROLLMENT_FIELDS.find((key) => typeof request[key] === 'string');
    const enrollmentId = field === undefined ? null : (request[field] as string);
    const binding = enrollmentId === null ? null : await sessions.maySee(c, enrollmentId);
    if (enrollmentId === null || binding === null) {
      if (name === 'getReceipt' && enrollmentId !== null && (await sessions.mayReadReceipt(c, enrollmentId))) return handle(request);
      const result = await handle(field === undefined ? request : { ...request, [field]: NOT_YOURS });
      const granted = grants[name]?.(result) ?? null;
      if (granted?.receiptOnly) await sessions.bindReceipt(c, granted.enrollmentId);
      else if (granted) await sessions.bind(c, granted.enrollmentId);
      return result;
    }
    // the filter and answers held in this process answer only while these are current
    if (binding.versions) versionsSeen(enrollmentId, binding.versions);
    if (changesEnrollment(name) && (await isSubmitted(enrollmentId))) throw new RequestFailure(409, trustMessages.submitted);

    const saved = stepOf(stepSaves, name, request as RequestOf<N>);
    if (saved === null) {
      const result = await handle(request);
      const loaded = stepOf(stepLoads, name, request as RequestOf<N>);
      if (loaded !== null) c.header('ETag', stepTag(loaded, await versions.current(enrollmentId, loaded)));
      return result;
    }
    const version = await versions.claim(enrollmentId, saved, stepTagsOf(c.req.header('If-Match')).get(saved));
    if (version === null) throw new RequestFailure(409, trustMessages.changedElsewhere);
    try {
      const result = await handle(request);
      c.header('ETag', stepTag(saved, version));
      return result;
    } catch (error) {
      await versions.release(enrollmentId, saved, version);
      throw error;
    }
  };
};

export type EnrollmentGate = ReturnType<typeof enrollmentGate>;
