import { z } from 'zod';
import type { SpecRow } from './catalogue.ts';
import { type PageInfo, ZPageQuery } from './paging.ts';
import { hasAnyRole, type Principal } from './permissions.ts';
import type { ProfitData } from './profit.ts';
import { TEXT_MAX, zEmail, zIdOf, zOptionalText, zPhone, zRequiredText } from './validation.ts';

/**
 * Proposals (spec 001 §2-§9, docs/api.md "Proposals", "Money"). A proposal is a printable offer of one
 * PROPOSAL product to a client. At creation the server freezes the product's name, description, image, intro,
 * content, technical specification and price, the profit percentages and the total (price + p % + a %,
 * money.ts proposalTotal) and the creator's name, phone, e-mail and signature on the proposal, so later product,
 * profit or profile changes never move it.
 */

// ——— who sees what (spec 001 §6; docs/api.md: a reseller sees only their own) ———

/** Proposal roles that see every proposal; a reseller holding none of them sees only the ones they generated. */
export const PROPOSAL_SEES_ALL = [
  'admin',
  'marketing_manager',
  'technical_director',
  'work_estimate',
] as const;
export function seesAllProposals(p: Principal): boolean {
  return hasAnyRole(p, PROPOSAL_SEES_ALL);
}

// ——— limits and words ———

/** Bounds (our choice where the spec names none). */
export const PROPOSAL_LIMITS = {
  /** headings, names, organisations, address lines, city, district, state */
  text: TEXT_MAX.short,
  /** Indian PIN codes are six digits */
  pincodeDigits: 6,
  /** PROPOSAL products offered by the list's `products` (the form's picker), at most */
  products: 500,
} as const;

export const PROPOSAL_MESSAGES = {
  productRequired: 'Select a product',
  unknownProduct: 'Select a proposal product from the list',
  headingRequired: 'Enter a heading',
  clientRequired: 'Enter the client name',
  organizationRequired: 'Enter the organisation',
  address1Required: 'Enter address line 1',
  address2Required: 'Enter address line 2',
  cityRequired: 'Enter the city',
  districtRequired: 'Select a district',
  unknownDistrict: 'Select a district from the list',
  stateRequired: 'Enter the state',
  pincodeRequired: 'Enter the pincode',
  pincodeDigits: 'Pincode must be 6 digits',
  created: 'Proposal generated',
} as const;

/** The printed terms and conditions of every proposal (spec 001 §9: they name Thrissur as the jurisdiction). */
export const PROPOSAL_TERMS = [
  'This proposal is valid for 30 days from its date.',
  'Prices are in Indian rupees and include the charges shown; GST is extra as applicable.',
  '50 % of the total is payable with the order and the balance before dispatch.',
  'Delivery and installation are scheduled after the order is confirmed in writing.',
  'Warranty as per the manufacturer’s terms, from the date of installation.',
  'All disputes are subject to the jurisdiction of the courts at Thrissur only.',
] as const;

/** What a proposal does not include (spec 001 §2). */
export const PROPOSAL_EXCLUSIONS = [
  'Civil, masonry and plumbing work outside the equipment.',
  'Electrical supply up to the control panel.',
  'Permits and approvals from local authorities.',
  'Damage from misuse, power fluctuations or natural causes.',
] as const;

// ——— requests ———

const text = (message: string, label: string) => zRequiredText(message, { label, max: PROPOSAL_LIMITS.text });

const zPincode = z
  .string({ error: PROPOSAL_MESSAGES.pincodeRequired })
  .trim()
  .min(1, { error: PROPOSAL_MESSAGES.pincodeRequired })
  .max(20, { error: PROPOSAL_MESSAGES.pincodeDigits })
  .regex(new RegExp(`^\\d{${PROPOSAL_LIMITS.pincodeDigits}}$`), { error: PROPOSAL_MESSAGES.pincodeDigits });

const zHeading = text(PROPOSAL_MESSAGES.headingRequired, 'Heading');

/** The generate form's fields but the heading (spec 001 §5, §7). */
const proposalFields = {
  productId: zIdOf(PROPOSAL_MESSAGES.productRequired, 'Product'),
  product: zOptionalText({ label: 'Product', max: PROPOSAL_LIMITS.text }),
  client_name: text(PROPOSAL_MESSAGES.clientRequired, 'Client name'),
  organization: text(PROPOSAL_MESSAGES.organizationRequired, 'Organisation'),
  address_line_1: text(PROPOSAL_MESSAGES.address1Required, 'Address line 1'),
  address_line_2: text(PROPOSAL_MESSAGES.address2Required, 'Address line 2'),
  city: text(PROPOSAL_MESSAGES.cityRequired, 'City'),
  district: text(PROPOSAL_MESSAGES.districtRequired, 'District'),
  state: text(PROPOSAL_MESSAGES.stateRequired, 'State'),
  pincode: zPincode,
  email: zEmail,
  phone: zPhone,
};

/**
 * A new proposal with the code's names (spec 001 §5, §7): the generate form checks it. Every field is
 * required; `product` (the product's name, as the spec's client sends it) is optional and not read: the
 * server takes the name from the product itself. Prices a browser sends are never read.
 */
export const ZProposalForm = z.object({ ...proposalFields, heading: zHeading });
export type TProposalForm = z.input<typeof ZProposalForm>;
export type CreateProposalValues = z.output<typeof ZProposalForm>;

/**
 * POST /praposal_generater on the wire: the form's rules with the spec's names letter for letter
 * (`headding`, `productId`; docs/api.md), read as the code's (`heading`).
 */
export const ZCreateProposalRequest = z
  .object({ ...proposalFields, headding: zHeading })
  .transform(({ headding, ...rest }): CreateProposalValues => ({ ...rest, heading: headding }));
export type TCreateProposalRequest = z.input<typeof ZCreateProposalRequest>;

/** A new proposal as POST /praposal_generater takes it. */
export function proposalRequestToWire({ heading, ...rest }: TProposalForm): TCreateProposalRequest {
  return { ...rest, headding: heading };
}

/** The code's name of each of the request's wire names (a failure's field errors). */
export const PROPOSAL_WIRE_FIELDS = { headding: 'heading' } as const;

/** GET /get-proposal-list query: paged (docs/api.md "Lists"), searched over heading, client, organisation, product, creator and number. */
export const ZProposalListQuery = ZPageQuery;
export type TProposalListQuery = z.output<typeof ZProposalListQuery>;

const zProposalId = zIdOf(undefined, 'Proposal id');

/** POST /get-singlepraposal-by-id (spec 001 §7: `pid`). */
export const ZProposalByIdRequest = z.object({ pid: zProposalId });

/** Path parameter of the proposal's own images (`/api/proposal-image/{id}`, `/api/proposal-sign/{id}`). */
export const ZProposalIdParams = z.object({ id: zProposalId });

// ——— answers ———

/** A row of GET /get-proposal-list, and the payload of the live event `proposal_add`. */
export interface ProposalListRow {
  id: number;
  heading: string;
  /** The product's id; null if the product was removed since. */
  product_id: number | null;
  /** The product's name as frozen at creation. */
  product_name: string;
  client_name: string;
  organization: string;
  city: string;
  district: string;
  email: string;
  phone: string;
  /** Total to the paisa (`"11800.00"`), frozen at creation. */
  total: string;
  /** ISO time of creation. */
  generate_at: string;
  creater_name: string;
  /** The creator's user id (a reseller's list holds only their own). */
  created_by: number;
}

/** A PROPOSAL product the generate form offers. */
export interface ProposalProductPick {
  id: number;
  product_name: string;
  /** Price in rupees to the paisa (`"10000.00"`). */
  price: string;
  /** The product image's file name (GET /api/product/{image}). */
  image: string;
}

/** GET /get-proposal-list (spec 001 §7): `{ proposal, products, profit }` plus the paging fields. */
export interface ProposalListResponse extends PageInfo {
  proposal: ProposalListRow[];
  /** PROPOSAL products by name, at most PROPOSAL_LIMITS.products. */
  products: ProposalProductPick[];
  /** The current default-profit settings (what a new proposal's total applies). */
  profit: ProfitData;
}

/** POST /praposal_generater. */
export interface CreateProposalResponse {
  data: { id: number };
}

/** The company letterhead (the COMPANY_* settings). */
export interface ProposalCompany {
  name: string;
  address: string;
  email: string;
  phone: string;
}

/** The proposal as POST /get-singlepraposal-by-id answers it (spec 001 §2, §3). Every figure is frozen. */
export interface ProposalDetail {
  id: number;
  heading: string;
  product_id: number | null;
  product_name: string;
  /** The product's description as frozen. */
  description: string;
  intro: string;
  content: string;
  technical_specification: SpecRow[];
  /**
   * The product image as frozen (a private copy): GET /api/proposal-image/{id} with the token of someone who may
   * see the proposal; null when there was none.
   */
  image: string | null;
  /**
   * The product's price to the paisa, as frozen, and the percentages applied (`"10"`, `"2.5"`): internal, for
   * those who set margins (`margins.view`; issue 41 item 7), null for anyone else.
   */
  price: string | null;
  product_profit: string | null;
  administrative_expense: string | null;
  /** price + p % + a %, to the paisa (money.ts proposalTotal). */
  total: string;
  total_in_words: string;
  client_name: string;
  organization: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  email: string;
  phone: string;
  /** ISO time of creation. */
  generate_at: string;
  created_by: number;
  creater_name: string;
  creater_phone: string;
  creater_email: string;
  /**
   * The creator's signature as frozen at creation: GET /api/proposal-sign/{id} (same access as the proposal);
   * null when the creator had none.
   */
  signature_url: string | null;
  /** PROPOSAL_TERMS (Thrissur jurisdiction) and PROPOSAL_EXCLUSIONS, as printed. */
  terms: string[];
  exclusions: string[];
  company: ProposalCompany;
}

/** POST /get-singlepraposal-by-id. */
export interface ProposalDetailResponse {
  data: ProposalDetail;
}
