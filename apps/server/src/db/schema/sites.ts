import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, refersTo, serialId } from './columns.ts';
import { districts, users } from './users.ts';

/**
 * Sites (spec 000 §3). Owner: sites. `district_id` references districts (the wire sends and shows the
 * name). A reseller's site waits for an admin's Save & Approve (`approved` false).
 */
export const sites = pgTable(
  'sites',
  {
    id: serialId(),
    clientId: refersTo('client_id', () => users.id),
    fileId: text('file_id').notNull(),
    siteName: text('site_name').notNull(),
    contactName: text('contact_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    city: text('city').notNull(),
    districtId: refersTo('district_id', () => districts.id),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    createdBy: refersTo('created_by', () => users.id),
    approved: boolean('approved').notNull().default(true),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: moment('approved_at'),
    createdAt: createdAt(),
    /**
     * The list search (docs/api.md "Lists"): the site's name and city, its client's search text (name,
     * organization, e-mail, phone) and its district's name, lower-cased and joined by U+001F as in
     * search-text.ts. Kept by the database (migration 0018): a trigger writes it with each site, and
     * triggers on users and districts write it again when the client's or district's text changes.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('sites_client_idx').on(t.clientId),
    index('sites_district_idx').on(t.districtId),
    // the site lists (docs/api.md "Lists"): sorted by lower(site_name), id; searched by trigram
    index('sites_name_lower_idx').on(sql`lower(${t.siteName})`, t.id),
    index('sites_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('sites_pending_idx').on(t.approved),
    // the pending sites in list order (/reseller-sites): a search walks the few pending sites, not every site
    index('sites_pending_name_idx').on(sql`lower(${t.siteName})`, t.id).where(sql`${t.approved} = false`),
  ],
);
