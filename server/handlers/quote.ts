import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ageInYears,
  coverageSchema,
  parseUsDate,
  quoteMessages,
  type Coverage,
  type FilterInfo,
  type ParsedRequestOf,
} from '../../contract/index.ts';
import { members, zips } from '../db/schema.ts';
import { isOwnMember } from '../enrollers/own-members.ts';
import { findReferral } from '../queries/referrals.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { claimsMore, NO_CLAIMS, refuseUnverified, requireVerifiedClaims, verifiedRolesOf, type RoleClaims } from '../enrollers/verified-roles.ts';
import type { HandlerDeps } from './deps.ts';

type QuoteHandlers = Pick<
  Handlers,
  'validateZipCode' | 'validateZipCodeService' | 'validateDob' | 'getCoverages' | 'addFilterForNewUser' | 'changeFilterInfo' | 'getEnrollmentTempInfo'
>;

/** Display names of the interested-coverage values (spec 1 §3). */
const coverageNames: Record<Coverage, string> = {
  LOW_COST: 'Low Cost / High Deductible',
  MINIMUM_ESSENTIAL_COVERAGE: 'Minimum Essential Coverage',
  PRESCRIPTION: 'Prescription',
  LOW_DEDUCTIBLES: 'Low Deductibles',
};

/** Temporary enrollment ids are opaque: "TE" and ten random hex digits. */
export const newTempId = () => `TE${randomBytes(5).toString('hex').toUpperCase()}`;

type NewFilter = Omit<ParsedRequestOf<'addFilterForNewUser'>, 'referral'>;

/** A referral token that names no valid referral (forged, expired, or the referral withdrawn). */
const referralInvalid = 'This referral link is not valid';

const filterInfoOf = (request: NewFilter, claims: RoleClaims, state: string): FilterInfo => ({
  zip: request.zip,
  dob: request.dob,
  state,
  tier: request.tier,
  gender: request.gender,
  coverage: request.coverage ?? null,
  categories: request.categories ?? [],
  is_smoker: null,
  annual_incode: null,
  working_hours: null,
  user_id: null,
  ...claims,
  open_type: request.open_type ?? null,
});

const withoutUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Quote form: field checks, and the filter stored against a temporary enrollment. */
export const quoteHandlers = ({ db, filters, links, mainHost }: HandlerDeps): QuoteHandlers => {
  const findZip = async (zip: string) => {
    const [row] = await db.select().from(zips).where(eq(zips.zip, zip));
    if (!row) throw fieldFailure('zip', quoteMessages.zipInvalid);
    return row;
  };

  // A referral's filter is for the referral's rep, group and portal (its signed token says so), whatever else the browser sent.
  const referralScope = async (token: string): Promise<RoleClaims> => {
    const referral = await findReferral(db, links, token);
    if (!referral?.valid_referral_link) throw fieldFailure('referral', referralInvalid);
    return { ...NO_CLAIMS, agent_id: referral.agent_id, group_id: referral.group_id, platform_group_id: referral.portal_id };
  };

  return {
    async validateZipCode({ zip_code }) {
      return findZip(zip_code);
    },

    async validateZipCodeService({ zip }) {
      return findZip(zip);
    },

    async validateDob({ dob }) {
      // The request schema already refused anything that is not a real date.
      const age = ageInYears(parseUsDate(dob)!, new Date());
      return { dob, age };
    },

    async getCoverages() {
      return coverageSchema.options.map((value) => ({ value, name: coverageNames[value] }));
    },

    /**
     * Whom the filter is for comes from what the session verified (docs/security.md): a claim
     * beyond it is refused (403) and nothing is stored. A filter for a group the session may enroll
     * in as the group (its code, landing, host or administrator) is that group's enrollment, the
     * spec's new-group-member, whatever type the browser sent; a rep's filter keeps the rep's choice.
     */
    async addFilterForNewUser({ referral: token, ...request }, { site, enroller }) {
      const { state } = await findZip(request.zip);
      // a referral's rep, group and portal are given by its token; the rest is what the body claims
      const given = token === undefined ? NO_CLAIMS : await referralScope(token);
      const named = token === undefined ? { agent_id: request.agent_id ?? null, group_id: request.group_id ?? null, platform_group_id: request.platform_group_id ?? null } : given;
      const claimed: RoleClaims = { ...named, eprocess: request.eprocess ?? null, type: request.type ?? null };
      // a quote that claims nothing (most visitors' first) asks the session nothing
      const roles = claimsMore(given, claimed) ? await verifiedRolesOf(db, mainHost, { site, enroller }) : null;
      if (roles !== null) refuseUnverified(given, claimed, roles);
      const groupEnrollment = roles !== null && claimed.eprocess !== 'rep' && claimed.group_id !== null && token === undefined && roles.groupSites.has(claimed.group_id);
      const id = newTempId();
      await filters.add(id, filterInfoOf(request, groupEnrollment ? { ...claimed, type: 'new-group-member' } : claimed, state));
      return { temp_enrollment_id: id };
    },

    async changeFilterInfo({ tempId, ...changes }, { enroller, site }) {
      const current = await filters.require(tempId, 'tempId');
      // naming a member opens their record on file to the enrollment: only their signed-in rep or group administrator may
      if (changes.user_id !== undefined && changes.user_id !== current.user_id) {
        const [member] = await db.select({ agentId: members.agentId, groupId: members.groupId }).from(members).where(eq(members.userId, changes.user_id));
        if (!member || !isOwnMember(await enroller.current(), member)) throw fieldFailure('user_id', 'Member not found');
      }
      const state = changes.zip && changes.zip !== current.zip ? (await findZip(changes.zip)).state : current.state;
      const filterInfo: FilterInfo = { ...current, ...withoutUndefined(changes), state };
      await requireVerifiedClaims(db, mainHost, { site, enroller }, current, filterInfo);
      await filters.change(tempId, filterInfo);
      return { temp_enrollment_id: tempId };
    },

    async getEnrollmentTempInfo({ enrollment_id }) {
      return { result: await filters.require(enrollment_id) };
    },
  };
};
