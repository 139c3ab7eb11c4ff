import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, refersTo, serialId, timestamps } from './columns.ts';
import { searchTextOf } from './search-text.ts';

/** Job roles (spec 000 §3 "Role entry"): free text, one row per distinct name, case-insensitively. Owner: employees. */
export const jobRoles = pgTable(
  'job_roles',
  {
    id: serialId(),
    name: text('name').notNull(),
    /**
     * What the company charges a client for an hour of this role (issue 41 item 2), set on the Profit
     * screen; null when not set, and an estimate's labour then takes the mean pay of the role's holders
     * (spec 001's `average_charge`), or has no rate at all.
     */
    chargeRate: numeric('charge_rate', { precision: 10, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_roles_name_lower_uq').on(sql`lower(${t.name})`),
    check(
      'job_roles_charge_rate_ck',
      sql`${t.chargeRate} is null or (${t.chargeRate} > 0 and ${t.chargeRate} <= 100000)`,
    ),
  ],
);

/** Everyone who signs in: staff, resellers and clients (user_type 'client'). Owner: auth. */
export const users = pgTable(
  'users',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    organization: text('organization'),
    fileId: text('file_id'),
    userType: text('user_type').notNull(),
    roleId: integer('role_id').references(() => jobRoles.id),
    charge: numeric('charge', { precision: 12, scale: 2 }).notNull().default('0'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    processedByAdmin: boolean('processed_by_admin').notNull().default(true),
    createdBy: integer('created_by'),
    signFile: text('sign_file'),
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * A client's tax identity (docs/requirements/002-gst.md §2): where it is billed, its state (the GST
     * state code, which decides the place of supply) and its GSTIN when it is registered (B2B; none: B2C).
     * Null on staff. Owner: clients.
     */
    billingAddress: text('billing_address'),
    stateCode: text('state_code'),
    gstin: text('gstin'),
    /** Days from issue to due (null: the company's default terms). */
    paymentTermsDays: smallint('payment_terms_days'),
    /** Finance switched overdue reminders off for this client. */
    remindersOff: boolean('reminders_off').notNull().default(false),
    /** What the client and leave searches read (docs/api.md "Lists"): one stored text, one trigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name', 'organization', 'email', 'phone_number'])),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    // spec 001 §5: one client account per organization, compared case-insensitively
    uniqueIndex('users_client_org_uq').on(sql`lower(${t.organization})`).where(sql`${t.userType} = 'client'`),
    index('users_user_type_idx').on(t.userType),
    index('users_created_by_idx').on(t.createdBy),
    // the client list (docs/api.md "Lists"): sorted by organization, searched by trigram
    index('users_client_list_idx')
      .on(sql`lower(${t.organization})`, t.id)
      .where(sql`${t.userType} = 'client'`),
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // issue 10 lists: employees and resellers sort by lower(name), id; search is ILIKE over these columns
    index('users_name_sort_idx').on(sql`lower(${t.name})`, t.id),
    // the staff by name (the employees list, the staff directory): one entry a person on the staff, where
    // the name index above walks every client too (repository's isStaffLiteral states this predicate)
    index('users_staff_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.userType} not in ('client', 'reseller')`),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
    index('users_user_type_trgm_idx').using('gin', t.userType.op('gin_trgm_ops')),
    check('users_state_code_ck', sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    check(
      'users_gstin_ck',
      sql`${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$' and left(${t.gstin}, 2) = ${t.stateCode}`,
    ),
    check('users_billing_address_ck', sql`length(${t.billingAddress}) <= 300`),
    check('users_payment_terms_ck', sql`${t.paymentTermsDays} between 0 and 365`),
  ],
);

/** Kerala's districts and any an admin adds (docs/api.md "Reference data"). Owner: sites. */
export const districts = pgTable(
  'districts',
  {
    id: serialId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('districts_name_lower_uq').on(sql`lower(${t.name})`)],
);

/** The districts a reseller works in. Owner: resellers. */
export const resellerDistricts = pgTable(
  'reseller_districts',
  {
    userId: belongsTo('user_id', () => users.id),
    districtId: refersTo('district_id', () => districts.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.districtId] })],
);

/** One-time password reset links, stored hashed. Owner: auth. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serialId(),
  userId: belongsTo('user_id', () => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: createdAt(),
});

/** Failed logins, for throttling across instances (docs/api.md "Login throttling"). Owner: auth. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serialId(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_lookup_idx').on(t.email, t.ip, t.at)],
);
