import {
  apiFailureSchema,
  endpoints,
  EMPTY,
  type ApiFailure,
  type DataOf,
  type EndpointName,
  type FieldError,
} from '../../contract/index.ts';

/** A success answer of `name`, parsed through the contract so a fixture cannot drift from it. */
export const dataOf = <N extends EndpointName>(name: N, value: DataOf<N>): DataOf<N> => endpoints[name].data.parse(value) as DataOf<N>;

/** What a failed call rejects with (contract/envelope.ts), parsed through the contract. */
export const apiFailure = (message: string, fieldErrors: FieldError[] = [], httpStatus = 400): ApiFailure =>
  apiFailureSchema.parse({ kind: 'api-failure', httpStatus, message, fieldErrors });

export { EMPTY };

const noIdsDecoded = { agentId: null, groupId: null, portalId: null, planId: null, userID: null, enrollmentId: null };

/** Contract-valid answers of the calls the storefront machines make. */
export const fixtures = {
  defaultSite: dataOf('getDefaultInfo', { group_id: 7, agent_id: 3, portal_id: 11, open_type: 'group' }),
  domainSite: dataOf('getDomainSiteInformation', { gid: 42 }),
  landing: dataOf('validateLandingPage', { group_id: null, agent_id: 5, portal_id: 2, open_type: 'agent', landing_page: 'jane' }),
  groupLanding: dataOf('validateLandingPage', { group_id: 9, agent_id: null, portal_id: 12, open_type: 'group', landing_page: 'acme' }),
  referral: dataOf('getEnrollmentInfoReferral', {
    agent_id: 5,
    group_id: 9,
    portal_id: null,
    valid_referral_link: true,
    referrer_info: { name: 'Jane Doe' },
  }),
  group: dataOf('validateGroup', { group_id: 77, name: 'Elevate Health', landing_url: 'https://elevate.example/' }),
  /** The Employee Enrollment modal's group code. */
  groupCode: dataOf('validateGroup', { group_id: 9, name: 'Acme Co', landing_url: '/acme' }),
  rep: dataOf('validateAgent', {
    agent_id: 5,
    first_name: 'Jane',
    last_name: 'Doe',
    agent_code: 'JANE01',
    email: 'jane.doe@example.com',
    phone: '2125550147',
    landing_url: '/jane',
  }),
  tracked: dataOf('trackElevateTraffic', { tracked: true }),
  /** The partner site elevate's portal (get-elevate-info). */
  elevateInfo: dataOf('getElevateInfo', { portal_id: 21 }),
  externalSite: dataOf('getExternalSiteInformation', { group_id: 12, agent_id: 4, portal_id: null, open_type: 'user' }),
  agent: dataOf('getAgentInfoEnroll', { agent_id: 5, agent_fname: 'Jane', agent_mname: '', agent_lname: 'Doe' }),
  member: dataOf('getMemberInfo', {
    member_info: { userid: 31, first_name: 'Sam', last_name: 'Lee' },
    agent_info: { agent_id: 5 },
    group_info: { gid: 9 },
    portal_id: 2,
  }),
  groupInfo: dataOf('getGroupInfoEnroll', { gid: 9, gname: 'Acme Co', gcode: 'ACME' }),
  zip: dataOf('validateZipCode', { zip: '10001', state: 'NY', city: 'New York' }),
  createdFilter: dataOf('addFilterForNewUser', { temp_enrollment_id: 'TE1A2B3C' }),
  updatedFilter: dataOf('changeFilterInfo', { temp_enrollment_id: 'TE1A2B3C' }),
  filterInfo: dataOf('getEnrollmentTempInfo', {
    result: {
      zip: '10001',
      dob: '01/15/1980',
      state: 'NY',
      tier: 'IS',
      gender: '1',
      coverage: null,
      categories: ['dental', 'vision'],
      is_smoker: '0',
      annual_incode: null,
      working_hours: null,
      user_id: null,
      eprocess: 'group',
      agent_id: null,
      group_id: 9,
      platform_group_id: null,
      type: 'new-group-member',
      open_type: 'group',
    },
  }),
  categories: dataOf('getLeftSideFilterFields', { result: { categories: ['dental', 'vision', 'medical'], selected: ['dental', 'vision', 'medical'] } }),
  plans: dataOf('getFilteredPlans', {
    result: [
      // not sold to this visitor (the listing shows it after those on sale); priced for the quote; priced on its page only after something more
      {
        plan_id: 103,
        plan_name: 'Coastal Dental',
        plan_logo: '/logos/dental.png',
        plan_short_text: 'Both coasts',
        plan_category: 'dental',
        quote_price: null,
        quote_notice: { kind: 'unavailable', title: 'Not available in NY', reason: 'Coastal Dental is not sold in New York.' },
      },
      { plan_id: 101, plan_name: 'Dental Plus', plan_logo: '/logos/dental.png', plan_short_text: 'Cleanings and more', plan_category: 'dental', quote_price: { monthly: 24.5, from: false }, quote_notice: null },
      {
        plan_id: 102,
        plan_name: 'Vision Basic',
        plan_logo: '/logos/vision.png',
        plan_short_text: 'Yearly exam',
        plan_category: 'vision',
        quote_price: null,
        quote_notice: { kind: 'needsMore', title: 'Your price needs your tobacco use', reason: 'More Info asks for it and shows your price.' },
      },
    ],
  }),
  noPlans: dataOf('getFilteredPlans', { result: [] }),
  /** The header menu's dental listing (get-menu-filtered-plans), before any quote. */
  menuPlans: dataOf('getMenuFilteredPlans', [
    { plan_id: 101, plan_name: 'Dental Plus', plan_logo: '/logos/dental.png', plan_short_text: 'Cleanings and more', plan_category: 'dental' },
    { plan_id: 103, plan_name: 'Dental Basic', plan_logo: '/logos/dental-basic.png', plan_short_text: 'Two cleanings a year', plan_category: 'dental' },
  ]),
  noMenuPlans: dataOf('getMenuFilteredPlans', []),
  platforms: dataOf('getEnrollmentPlatforms', [
    { platform_group_id: 11, platform_name: 'Individual Benefits', platform_code: 'INDV' },
    { platform_group_id: 12, platform_name: 'Small Business Benefits', platform_code: 'SMBZ' },
  ]),
  agentGroups: dataOf('getAgentGroups', [
    { gid: 9, gname: 'Acme Co' },
    { gid: 10, gname: 'Beacon Ltd' },
  ]),
  /** Seven current members: two pages of five. */
  currentMembers: dataOf(
    'getAgentMembers',
    ['Ana Diaz', 'Ben Ode', 'Cy Park', 'Dee Ray', 'Eli Stone', 'Fay Tran', 'Gus Vale'].map((name, index) => ({
      name,
      dob: `0${index + 1}/15/1980`,
      policy_id: `POL${31 + index}`,
      user_id: 31 + index,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      ssn: `12345${6780 + index}`,
      group_info: index % 2 === 0 ? { group_id: 9, group_name: 'Acme Co' } : null,
      plan_info: [
        { plan: 101, plan_name: 'Dental Plus', plan_status: 'ACTIVE' },
        ...(index % 3 === 0 ? [{ plan: 102, plan_name: 'Vision Basic', plan_status: 'TERMED' }] : []),
      ],
    })),
  ),
  memberFilter: dataOf('addFilterForMember', { temp_enrollment_id: 'TE5C0FFEE', portal_id: 11 }),
  /** decrypt-detail's answers: a member's link decoded, a partner's enrollment link decoded, and a link it could not decode. */
  decodedMemberLink: dataOf('decryptDetail', [{ ...noIdsDecoded, userID: 31 }]),
  decodedPartnerLink: dataOf('decryptDetail', [{ ...noIdsDecoded, enrollmentId: 'EL1001' }]),
  undecodedLink: dataOf('decryptDetail', [noIdsDecoded]),
};

/** Quote values a valid visitor types (age well over 18). */
export const validQuote = {
  zip: '10001',
  dob: '01/15/1980',
  gender: '1',
  tier: 'IS',
  categories: ['dental', 'vision'],
  coverage: 'LOW_COST',
};
