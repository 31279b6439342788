import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  categorySchema,
  openTypeSchema,
  tierSchema,
  type FilterInfo,
  type GroupLandingInfo,
  type LandingInfo,
  type AnswerItem,
  type PlanDescription,
  type StepData,
  type SavedTab,
  type StepSavedTab,
  type TabName,
} from '../../contract/index.ts';
import { sealedJson, sealedText } from '../crypto/sealed-columns.ts';
import type { LinkPurpose } from '../links/link-tokens.ts';

// Enums follow the contract's lists, so the database refuses what the API would refuse.
// Plans sort by category in the contract's order because a PostgreSQL enum sorts by declaration.
export const planCategory = pgEnum('plan_category', categorySchema.def.entries);
export const openType = pgEnum('open_type', openTypeSchema.def.entries);
export const tier = pgEnum('tier', tierSchema.def.entries);
/** How a visitor arrives: the main host, another host, a /{landing} page or an external site name. */
export const entryKind = pgEnum('entry_kind', ['main', 'host', 'landing', 'external']);
/** enrollment: the Employee Enrollment modal; enroller: asked later for groups that need one; partner: /websites?group=. */
export const groupCodeKind = pgEnum('group_code_kind', ['enrollment', 'enroller', 'partner']);

export const agents = pgTable('agents', {
  id: integer('id').primaryKey(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull(),
  /** Rep access code, stored upper case. */
  agentCode: text('agent_code').notNull().unique(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** Where the access code leads; empty means not configured (landing-config-error/Agent). */
  landingUrl: text('landing_url').notNull(),
  landingInfo: jsonb('landing_info').$type<LandingInfo>().notNull(),
});

export const groups = pgTable('groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  agentId: integer('agent_id').references(() => agents.id),
  needsEnrollerCode: boolean('needs_enroller_code').notNull().default(false),
  /** The group administrator's address on file: sign-in codes go there (server/enrollers/sign-in-codes.ts); empty: no administrator signs in. */
  adminEmail: text('admin_email').notNull().default(''),
  landingInfo: jsonb('landing_info').$type<GroupLandingInfo>().notNull(),
});

/** Enrollment portals (platforms). */
export const portals = pgTable('portals', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  agentId: integer('agent_id').references(() => agents.id),
});

export const groupCodes = pgTable('group_codes', {
  /** Stored upper case; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  kind: groupCodeKind('kind').notNull(),
  groupId: integer('group_id')
    .notNull()
    .references(() => groups.id),
  landingUrl: text('landing_url').notNull(),
});

/** Every way into a site session: host names, landing page names and external site names. */
export const entryPoints = pgTable(
  'entry_points',
  {
    id: serial('id').primaryKey(),
    kind: entryKind('kind').notNull(),
    /** Lower-case host, landing or site name; empty for the main host. */
    key: text('key').notNull(),
    groupId: integer('group_id').references(() => groups.id),
    agentId: integer('agent_id').references(() => agents.id),
    portalId: integer('portal_id').references(() => portals.id),
    openType: openType('open_type').notNull(),
  },
  (table) => [unique('entry_points_kind_key').on(table.kind, table.key)],
);

/** Branding key/value pairs of a host (get-external-site-dynamic-information). */
export const brandingEntries = pgTable(
  'branding_entries',
  {
    entryPointId: integer('entry_point_id')
      .notNull()
      .references(() => entryPoints.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entryPointId, table.key] })],
);

export const referrals = pgTable('referrals', {
  id: text('id').primaryKey(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => agents.id),
  groupId: integer('group_id').references(() => groups.id),
  portalId: integer('portal_id').references(() => portals.id),
  valid: boolean('valid').notNull().default(true),
});

export const members = pgTable('members', {
  userId: integer('user_id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  agentId: integer('agent_id').references(() => agents.id),
  groupId: integer('group_id').references(() => groups.id),
  portalId: integer('portal_id').references(() => portals.id),
  // What the current-member pickers list and a current member's filter starts from.
  /** mm/dd/yyyy */
  dob: text('dob').notNull().default(''),
  gender: text('gender').$type<'0' | '1'>().notNull().default('0'),
  zip: text('zip').notNull().default(''),
  email: text('email').notNull().default(''),
  /** Nine digits, sealed (server/crypto); the pickers show the last four only. */
  ssn: sealedText('ssn').notNull().default(''),
  policyId: text('policy_id').notNull().default(''),
  /** Ten digits; the contact step prefills it and validate-phone-numverify checks collisions. */
  phone: text('phone').notNull().default(''),
  // The address, height and weight on file, which the contact and personal steps prefill (issue 28
  // item 8); sealed (server/crypto): no lookup needs them, and height and weight are health data.
  // Null: not on file.
  address1: sealedText('address1'),
  address2: sealedText('address2'),
  city: sealedText('city'),
  /** Two letters. */
  state: sealedText('state'),
  /** One digit (feet), two (inches), up to three (pounds), as the personal step asks them. */
  heightFeet: sealedText('height_feet'),
  heightInch: sealedText('height_inch'),
  weight: sealedText('weight'),
});

export type MemberInsert = typeof members.$inferInsert;

/**
 * The plan catalogue. Columns beyond the listing are the eligibility facts later pricing rules
 * read; null means "no restriction".
 */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    category: planCategory('category').notNull(),
    logo: text('logo').notNull(),
    shortText: text('short_text').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** A retired plan is still listed; its pricing points to the successor (changePid). */
    successorPlanId: integer('successor_plan_id').references((): AnyPgColumn => plans.id),
    statesNotSold: text('states_not_sold').array(),
    zipsNotSold: text('zips_not_sold').array(),
    allowedTiers: tier('allowed_tiers').array(),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    tobaccoRated: boolean('tobacco_rated').notNull().default(false),
    needsIncomeAndHours: boolean('needs_income_and_hours').notNull().default(false),
    hasHealthQuestions: boolean('has_health_questions').notNull().default(false),
    requiresMembership: boolean('requires_membership').notNull().default(false),
    isMembership: boolean('is_membership').notNull().default(false),
    prudentialType: boolean('prudential_type').notNull().default(false),
    /** Premier plans carry a label such as L713. */
    premierLabel: text('premier_label'),
    blackout: boolean('blackout').notNull().default(false),
    portalIds: integer('portal_ids').array(),
    /** The lowest monthly price in cents (Starting From on recommendations); null: not priced yet. */
    startingPriceCents: integer('starting_price_cents'),
    /** A rider attaches to this plan in the cart; riders are never listed on their own. */
    riderFor: integer('rider_for').references((): AnyPgColumn => plans.id),
    /** The texts of get-plan-detail; null until seeded (start-up fills them from a template). */
    description: jsonb('description').$type<PlanDescription>(),
  },
  (table) => [index('plans_category').on(table.category)],
);

export type PlanInsert = typeof plans.$inferInsert;

/** Which plans a group offers; the listing reads plans through this table. */
export const groupPlans = pgTable(
  'group_plans',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.planId] })],
);

export const memberPlans = pgTable(
  'member_plans',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.planId] })],
);

export const tempEnrollments = pgTable('temp_enrollments', {
  id: text('id').primaryKey(),
  filterInfo: jsonb('filter_info').$type<FilterInfo>().notNull(),
  /** Chosen at cart checkout (mm/dd/yyyy); null until then. */
  effectiveDate: text('effective_date'),
  /** The enroller code saved for groups that need one (upper case); null until saved. */
  enrollerCode: text('enroller_code'),
  /** The saved tab (save-enrollment spelling) of the last step save or save-later; direct-continue resumes there. */
  lastSavedTab: text('last_saved_tab').$type<SavedTab>(),
  /** The confirmation number, issued once by save-review-info ('POL' + 6 digits). */
  policyId: text('policy_id').unique(),
  /** When save-review-info submitted the enrollment; null until then. */
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Move on with every change of `filter_info`, and of the enrollment's plan answers (question and
   * Aflac answers): a process holding either uses it only while its version is current
   * (docs/performance.md, Several processes on one PostgreSQL).
   */
  filterVersion: integer('filter_version').notNull().default(0),
  answersVersion: integer('answers_version').notNull().default(0),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    planPricingId: integer('plan_pricing_id').notNull(),
    /** Monthly price in cents, so sums stay exact. */
    priceCents: integer('price_cents').notNull(),
    /** The face amount chosen (dollars) for a life plan's card; null for a plan without one. */
    coverageAmount: integer('coverage_amount'),
    removable: boolean('removable').notNull().default(true),
  },
  (table) => [index('cart_items_enrollment').on(table.enrollmentId)],
);

/** A plan's health questions (get-questions), asked in `position` order. */
export const planQuestions = pgTable('plan_questions', {
  id: integer('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  subType: text('sub_type').$type<'text_field' | 'checkbox' | 'detail'>().notNull(),
  /** A yes needs two treatment records. */
  requireDetail: boolean('require_detail').notNull().default(false),
});

export const planQuestionOptions = pgTable('plan_question_options', {
  id: integer('id').primaryKey(),
  questionId: integer('question_id')
    .notNull()
    .references(() => planQuestions.id),
  text: text('text').notNull(),
  /** 'A. Prior to age 60' or 'B. Prior to age 75'; a yes with a group A option declines. */
  optionGroup: text('option_group').$type<'A. Prior to age 60' | 'B. Prior to age 75'>().notNull(),
});

/** The answers an enrollment saved for a plan's questions; the last save counts. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    answers: sealedJson<AnswerItem[]>('answers').notNull(),
    declined: boolean('declined').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enrollmentId, table.planId] })],
);

/** Prudential-type (aflac-type) questions of a plan: yes/no, shown before Add to Cart. */
export const aflacQuestions = pgTable('aflac_questions', {
  id: integer('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id),
  position: integer('position').notNull(),
  question: text('question').notNull(),
});

/** An enrollment's answers to aflac-type questions (true_condition 1 yes, 0 no). */
export const aflacAnswers = pgTable(
  'aflac_answers',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => aflacQuestions.id),
    /** A health answer: sealed (server/crypto). */
    trueCondition: sealedJson<0 | 1>('true_condition').notNull(),
  },
  (table) => [primaryKey({ columns: [table.enrollmentId, table.questionId] })],
);

/** What a member answered before (their history): preset answers a later enrollment cannot undo. */
export const memberAflacAnswers = pgTable(
  'member_aflac_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId),
    questionId: integer('question_id')
      .notNull()
      .references(() => aflacQuestions.id),
    /** A health answer: sealed (server/crypto). */
    trueCondition: sealedJson<0 | 1>('true_condition').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/** Screenshots of screens (the cart at checkout, wizard steps), kept as PNG data URLs. */
export const screenshots = pgTable(
  'screenshots',
  {
    id: serial('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id),
    name: text('name').notNull(),
    /** Sealed (server/crypto): a filled form's picture shows what its fields hold. */
    image: sealedText('image').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('screenshots_enrollment').on(table.enrollmentId)],
);

/** One row per track-elevate-traffic call from the partner site. */
export const partnerTraffic = pgTable('partner_traffic', {
  id: serial('id').primaryKey(),
  enrollmentId: text('enrollment_id')
    .notNull()
    .references(() => tempEnrollments.id),
  trackedAt: timestamp('tracked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const zips = pgTable('zips', {
  zip: text('zip').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull(),
});

/** Site-wide values with no better home: the ticket link and the footer plan. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The help chat's questions (spec 1 §2 Help chat widget), asked in `position` order. */
export const chatQuestions = pgTable('chat_questions', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  /** How an answer is checked: a name, an e-mail address, a 10-digit phone or free text. */
  kind: text('kind').$type<'name' | 'email' | 'phone' | 'text'>().notNull(),
});

/**
 * A chat's answer to a question; answering again (the edit pencil) replaces it. A chat is the
 * session's that answered it, under the device id its browser made up: another session naming
 * the same device id has a chat of its own (docs/security.md). It goes with its session.
 */
export const chatAnswers = pgTable(
  'chat_answers',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => chatQuestions.id),
    /** What the visitor typed (a name, an e-mail address, a phone): sealed (server/crypto). */
    answer: sealedText('answer').notNull(),
    agentId: integer('agent_id'),
    webUrl: text('web_url').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.deviceId, table.questionId] })],
);

/**
 * A lead: a chat whose visitor answered every question, for a rep to reach out to. It outlives
 * its session (the rep still calls); leads taken before chats were the sessions' have session ''.
 */
export const leads = pgTable(
  'leads',
  {
    sessionId: text('session_id').notNull().default(''),
    deviceId: text('device_id').notNull(),
    agentId: integer('agent_id'),
    groupId: integer('group_id'),
    webUrl: text('web_url').notNull().default(''),
    /** question id → answer, as stored when the lead was taken; sealed (server/crypto) like the chat's answers. */
    answers: sealedJson<Record<string, string>>('answers').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.deviceId] })],
);

/**
 * A wizard step's values per enrollment (server/queries/enrollment-steps.ts). `data` holds what
 * the step's last validated save stored; `draft` what Save & Continue Later kept unvalidated since
 * (StepData: text fields, lists, nested answers; it overlays `data` when the step loads, and the
 * next validated save clears it).
 */
export const enrollmentTabs = pgTable(
  'enrollment_tabs',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id),
    tab: text('tab').$type<TabName>().notNull(),
    // sealed (server/crypto): steps hold SSNs, health answers, bank and card numbers, signatures
    data: sealedJson<StepData>('data').notNull(),
    draft: sealedJson<StepData>('draft'),
    /** The last validated save of the step; null while it only has a draft. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enrollmentId, table.tab] })],
);

/**
 * Enrollment codes Save & Continue Later mails (server/resume/resume-codes.ts): only the SHA-256 of
 * each code is kept; a code lives 30 days and resumes once.
 */
export const enrollmentCodes = pgTable(
  'enrollment_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id),
    /** The alternate e-mail the code was sent to, lower case; continue-enrollment must name it. */
    email: text('email').notNull(),
    savedTab: text('saved_tab').$type<SavedTab>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When continue-enrollment redeemed it; a used code resumes nothing. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('enrollment_codes_enrollment').on(table.enrollmentId)],
);

/**
 * Link tokens (server/links/link-tokens.ts): only the SHA-256 of each random token is kept, with
 * what it opens (its purpose and the enrollment, member or referral id) and until when. A newer
 * save-later's link deletes the earlier ones of its enrollment; expired rows go as new ones come.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<LinkPurpose>().notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('link_tokens_purpose_value').on(table.purpose, table.value), index('link_tokens_expires').on(table.expiresAt)],
);

/**
 * Rate-limit counters (server/limits/rate-limits.ts), shared by every server process: one fixed
 * window per key. Keys are SHA-256 hashes, so no client address or e-mail is kept in clear.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Mail waiting to go out, written in the transaction of the save that causes it
 * (server/mail/outbox.ts) and delivered by the sender (server/mail/sender.ts). A delivered
 * message keeps its row (sent_at) but not its text; the sender deletes rows sent 30 days ago.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The message, sealed (server/crypto) until it is sent: it holds a code, a link or a receipt. */
    text: sealedText('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until then while it delivers; after that another may take it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_due').on(table.sentAt, table.nextAttemptAt)],
);

/** The ethnic groups of the personal step (get-ethnic-category); id 12 is Other. */
export const ethnicCategories = pgTable('ethnic_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * The beneficiaries an existing member has on file (get-beneficiaries-existing-user-enrollment):
 * what an existing-member enrollment's Beneficiary Information starts from.
 */
export const memberBeneficiaries = pgTable(
  'member_beneficiaries',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    /** mm/dd/yyyy (the member record's dob, answered as birthdate) */
    dob: text('dob').notNull(),
    /** Nine digits, sealed (server/crypto). */
    ssn: sealedText('ssn').notNull(),
    relationship: text('relationship').notNull(),
    percentage: integer('percentage').notNull(),
  },
  (table) => [index('member_beneficiaries_user').on(table.userId)],
);

/**
 * The dependents an existing member has on file (get-dependents-existing-user-enrollment): what
 * an existing-member enrollment's Dependent Information starts from (kept per tier, spec 3 §4.1).
 */
export const memberDependents = pgTable(
  'member_dependents',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    /** mm/dd/yyyy */
    dob: text('dob').notNull(),
    /** Nine digits, sealed (server/crypto). */
    ssn: sealedText('ssn').notNull(),
    relationship: text('relationship').$type<'spouse' | 'child'>().notNull(),
    gender: text('gender').$type<'0' | '1'>().notNull(),
    heightFeet: text('height_feet').notNull().default(''),
    heightInch: text('height_inch').notNull().default(''),
    weight: text('weight').notNull().default(''),
  },
  (table) => [index('member_dependents_user').on(table.userId)],
);

/**
 * Cards a member has on file (get-existing-card-info). Only what may be shown is kept: the last
 * four digits and the brand, never the full number or a security code (PCI DSS 3.3.1, 3.4.1).
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId),
    nameOnCard: text('name_on_card').notNull(),
    lastFour: text('last_four').notNull(),
    brand: text('brand').notNull().default(''),
    /** 01-12 */
    expirationMonth: text('expiration_month').notNull(),
    /** yyyy */
    expirationYear: text('expiration_year').notNull(),
  },
  (table) => [index('member_cards_user').on(table.userId)],
);

/** Bank accounts a member has on file (get-existing-bank-info); replies show the account number masked. */
export const memberBanks = pgTable(
  'member_banks',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    routingNumber: text('routing_number').notNull(),
    /** Sealed (server/crypto). */
    accountNumber: sealedText('account_number').notNull(),
    accountType: text('account_type').$type<'checking' | 'savings'>().notNull(),
    accountHolderType: text('account_holder_type').$type<'individual' | 'company'>().notNull(),
  },
  (table) => [index('member_banks_user').on(table.userId)],
);

/**
 * Server sessions (server/http/sessions.ts). The cookie carries a random token; only its SHA-256
 * is kept here, so a copy of the database opens no session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires').on(table.expiresAt)],
);

/** The enrollments a session may see: the ones it created, or resumed by code and e-mail or a mailed link. */
export const sessionEnrollments = pgTable(
  'session_enrollments',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id, { onDelete: 'cascade' }),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.enrollmentId] })],
);

/**
 * The submitted enrollments a session may read the receipt of, and nothing else: it resumed one by
 * its mailed link or code after the submit (server/http/enrollment-gate.ts).
 */
export const sessionReceipts = pgTable(
  'session_receipts',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id, { onDelete: 'cascade' }),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.enrollmentId] })],
);

/** Each step's version per enrollment (contract/step-versions.ts): a save of a stale version answers 409. No row is version 0. */
export const stepVersions = pgTable(
  'step_versions',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => tempEnrollments.id, { onDelete: 'cascade' }),
    step: text('step').$type<StepSavedTab>().notNull(),
    version: integer('version').notNull(),
  },
  (table) => [primaryKey({ columns: [table.enrollmentId, table.step] })],
);

/**
 * One-time sign-in codes of reps and group administrators (server/enrollers/sign-in-codes.ts):
 * only hashes of the address and the code, ten minutes, single use, five wrong tries.
 */
export const enrollerSignInCodes = pgTable(
  'enroller_sign_in_codes',
  {
    id: serial('id').primaryKey(),
    addressHash: text('address_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    wrongTries: integer('wrong_tries').notNull().default(0),
  },
  (table) => [index('enroller_sign_in_codes_address').on(table.addressHash)],
);

/**
 * The members a session may act as: granted by a member's signed member-benefit-store link
 * (decrypt-detail), so a member's data answers to their own browser and not to a counted id.
 */
export const sessionMembers = pgTable(
  'session_members',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => members.userId, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId] })],
);

/**
 * The groups a session resolved itself (server/http/sessions.ts): the group's Employee Enrollment
 * code validated, its landing page or its site's host looked up. A new filter for such a group is
 * that group's enrollment (new-group-member).
 */
export const sessionGroups = pgTable(
  'session_groups',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.groupId] })],
);

/**
 * The reps a session resolved itself (server/http/sessions.ts): a rep's landing page looked up
 * (its visitors are attributed to the rep) or the rep's access code validated (`may_act`: the
 * session may enroll as that rep, eprocess rep). A filter names only reps the session knows so.
 */
export const sessionAgents = pgTable(
  'session_agents',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    mayAct: boolean('may_act').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.agentId] })],
);

/** Who a session is signed in as (server/http/sessions.ts): a rep (agent_id) or a group administrator (group_id). */
export const sessionEnrollers = pgTable('session_enrollers', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Where applicants go (server/analytics/): per-day counters of the registry's machines, by state
 * and transition id only. Nothing per session or per person is kept; rows older than
 * ANALYTICS_RETENTION_DAYS are deleted.
 */
export const analyticsStateDays = pgTable(
  'analytics_state_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    machineId: text('machine_id').notNull(),
    stateId: text('state_id').notNull(),
    /** Times the state was entered. */
    visits: integer('visits').notNull().default(0),
    /** Tab sessions that entered it. */
    sessions: integer('sessions').notNull().default(0),
    /** Tab sessions that closed while in it. */
    dropOffs: integer('drop_offs').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.machineId, table.stateId] })],
);

/** Times spent in a state: a count per DWELL_BUCKETS_MS bucket, so medians need no trail. */
export const analyticsDwellDays = pgTable(
  'analytics_dwell_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    machineId: text('machine_id').notNull(),
    stateId: text('state_id').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.machineId, table.stateId, table.bucket] })],
);

export const analyticsTransitionDays = pgTable(
  'analytics_transition_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    machineId: text('machine_id').notNull(),
    transitionKey: text('transition_key').notNull(),
    taken: integer('taken').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.machineId, table.transitionKey] })],
);
