import { z } from 'zod';
import type { EstimateClientCopy } from './estimate-client-copy.ts';
import type { EstimateTotals } from './money.ts';
import { hasAnyRole, isResellerOnly, type Principal } from './permissions.ts';
import type { ProductPick } from './products.ts';
import type { ProfitData } from './profit.ts';
import { zPercent } from './profit.ts';
import type { SitePick } from './sites.ts';
import { boundText, zDecimal, zId, zIdOf, zOptionalText, zRequiredText, zWhole } from './validation.ts';

// spec 001 §4, §9: the estimate's statuses, in the list's sort order
export const ESTIMATE_STATUSES = ['NOT CONFIRM', 'APPROVED', 'IN PROGRESS', 'FINISHED'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** spec 001 §4: every move an estimate may make, from one status to the next (edit keeps NOT CONFIRM). */
export const ESTIMATE_MOVES = {
  approve: { from: 'NOT CONFIRM', to: 'APPROVED' },
  self_approve: { from: 'NOT CONFIRM', to: 'APPROVED' },
  edit: { from: 'NOT CONFIRM', to: 'NOT CONFIRM' },
  start: { from: 'APPROVED', to: 'IN PROGRESS' },
  finish: { from: 'IN PROGRESS', to: 'FINISHED' },
} as const satisfies Record<string, { from: EstimateStatus; to: EstimateStatus }>;
export type EstimateMove = keyof typeof ESTIMATE_MOVES;

/** The status after `move`, or null when spec 001 §4 does not allow it from `status`. */
export function moveEstimate(status: EstimateStatus, move: EstimateMove): EstimateStatus | null {
  const rule = ESTIMATE_MOVES[move];
  return rule.from === status ? rule.to : null;
}

/**
 * The printed terms of a job card estimate (spec 001 §2: terms and conditions, exclusions): one text for the
 * web job card and the estimate PDF.
 */
export const JOB_CARD_TERMS = [
  'This estimate is valid for 30 days from its date.',
  'Work starts after the estimate is approved; materials are supplied as listed above.',
  '50 % of the total is payable on approval and the balance on completion of the work.',
  'Any work beyond the listed items is charged separately at the rates in force.',
  // issue 41 item 7: the printed terms follow the figures, and GST is added to the value, not in it
  'GST at 18 % is added to the value after the discount, as the totals show.',
] as const;

/** What a job card estimate does not include (spec 001 §2). */
export const JOB_CARD_EXCLUSIONS = [
  'Civil, masonry and plumbing work outside the plant.',
  'Electrical supply up to the control panel.',
  'Permits and approvals from local authorities.',
  'Damage from misuse, power fluctuations or natural causes.',
] as const;

/**
 * Bounds of an estimate (our choice: the spec names none; issue 28). Everything here is printed on the job
 * card and its PDF, so they also bound the document: the job card with every bound reached renders within
 * 2 s (bench/README.md "Documents as PDF"). A work item is a line of the job card's work list, not an
 * essay; a job card with more than 50 of them is several estimates.
 */
// the numbers (issue 28 item 7) each fit their numeric column (db/schema/estimates.ts) with room; the total
// is held to ₹1,000 crore by the operation, since prices come from the catalogue
export const ESTIMATE_LIMITS = {
  /** work items of one estimate */
  workItems: 50,
  /** characters of one work item, and its lines */
  workItem: 500,
  workItemLines: 10,
  /** product lines (200 before issue 28) */
  products: 100,
  /** labour lines: one per job role (100 before issue 28) */
  labour: 50,
  /** characters of the remarks, and their lines */
  remarks: 5000,
  remarksLines: 100,
  /** employees assigned on approval (100 before issue 28) */
  assignees: 50,
  /** a product line's quantity, 3 places (numeric(12, 3)) */
  quantity: 1_000_000,
  /** a labour line's hours, 2 places (numeric(10, 2)) */
  hours: 100_000,
  /** the travel distance in km, 3 places (numeric(12, 3)) */
  distance: 10_000,
  /** an edited travel cost in rupees, 2 places (₹100 crore) */
  travelCost: 1_000_000_000,
  /** the estimate's total in rupees (₹1,000 crore) */
  total: 10_000_000_000,
} as const;

export const ESTIMATE_MESSAGES = {
  /** issue 41 item 2: a role with no charge rate is never priced at ₹0.00 silently */
  unpricedRole: (role: string) =>
    `${role} has no charge rate: an admin or work estimator sets one on the Profit screen (Labour charge rates)`,
  selectSite: 'Select a client',
  workRequired: 'Add at least one work item',
  workBlank: 'A work item cannot be blank',
  tooManyWorkItems: `An estimate has at most ${ESTIMATE_LIMITS.workItems} work items`,
  tooManyProducts: `An estimate has at most ${ESTIMATE_LIMITS.products} product lines`,
  tooManyLabour: `An estimate has at most ${ESTIMATE_LIMITS.labour} labour lines`,
  tooManyAssignees: `Assign at most ${ESTIMATE_LIMITS.assignees} employees`,
  labourRequired: 'Add at least one labour entry',
  positive: 'Must be greater than 0',
  number: 'Enter a number',
  totalTooLarge: 'The estimate total is too large',
  travelRequired: 'Enter the travel distance',
  unknownProduct: 'Select a product from the list',
  unknownRole: 'Select a role from the list',
  assigneesRequired: 'Select at least one employee',
  unknownAssignee: 'Select employees from the list',
  editNothing: 'Change at least one of discount, travel cost and administrative expense',
  finishTime: 'Enter the finish time',
  imageRequired: 'Please add a photo of the finished work',
  notAllowed: (status: EstimateStatus) => `Not allowed while the estimate is ${status}`,
  selfApproveOnly: 'Only the creator without approve rights can self-approve',
  assigneesOnly: 'Only the assignees, an admin or a technical director can do this',
  created: 'Estimate created',
} as const;

// ——— who may do what (spec 001 §6) ———

/** Admin and technical director approve and edit, and set discount and expense on a new estimate. */
export const ESTIMATE_DIRECTORS = ['admin', 'technical_director'] as const;
export function isEstimateDirector(p: Principal): boolean {
  return hasAnyRole(p, ESTIMATE_DIRECTORS);
}

/**
 * The estimate list's Advisor filter (issue 41 item 8): the estimates the caller advises (made: the job card's
 * adviser is its creator), or those others advise (spec 001 §6's list, which hides the caller's own rows).
 * Without it, the list holds every estimate the caller may see, as the Work screen's Estimate tab does.
 */
export const ESTIMATE_ADVISER_FILTERS = ['me', 'others'] as const;
export type EstimateAdviserFilter = (typeof ESTIMATE_ADVISER_FILTERS)[number];

/**
 * What an estimate list holds for this viewer, in words (issue 41 item 8): the Estimates screen and the Work
 * screen's Estimate tab each say it, so two lists that hold different estimates say why. The scope is the job
 * card's rule (docs/api.md "Estimates"): directors every estimate; anyone else those they advise or are
 * assigned to, and a reseller also those for their clients.
 */
export function estimateScope(p: Principal, adviser?: EstimateAdviserFilter | null): string {
  const director = isEstimateDirector(p);
  const reseller = isResellerOnly(p);
  if (adviser === 'me') return 'Estimates you advise';
  if (adviser === 'others') {
    if (director) return 'Estimates others advise';
    return reseller
      ? 'Estimates others advise that you are assigned to or that are for your clients'
      : 'Estimates others advise that you are assigned to';
  }
  if (director) return 'Every estimate';
  return reseller
    ? 'Estimates you advise or are assigned to, and those for your clients'
    : 'Estimates you advise or are assigned to';
}

/**
 * spec 001 §6 "Labour roles a user may pick": a reseller only admin and Reseller Admin; an admin every role;
 * anyone else every role except client. Names compare case-insensitively.
 */
export function mayPickLabourRole(p: Principal, roleName: string): boolean {
  const name = roleName.trim().toLowerCase();
  if (hasAnyRole(p, ['admin'])) return true;
  if (isResellerOnly(p)) return name === 'admin' || name === 'reseller admin';
  return name !== 'client';
}

/** spec 001 §6: Self Approve is for a creator who is not a reseller and has no approve rights. */
export function maySelfApprove(p: Principal & { id: number }, creatorId: number): boolean {
  return p.id === creatorId && !hasAnyRole(p, ['reseller']) && !isEstimateDirector(p);
}

// ——— requests ———

/** `work` as the spec sends it (JSON text of a list) or as a list; at least one non-blank item. */
const zWork = z
  .union([z.string(), z.array(z.unknown())], { error: ESTIMATE_MESSAGES.workRequired })
  .transform((v, ctx): unknown[] => {
    if (Array.isArray(v)) return v;
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // fall through: plain text is one item
      }
      ctx.addIssue({ code: 'custom', message: ESTIMATE_MESSAGES.workRequired });
      return [];
    }
    return text === '' ? [] : [text];
  })
  .pipe(
    z
      .array(
        boundText(
          z.string({ error: ESTIMATE_MESSAGES.workBlank }).trim().min(1, ESTIMATE_MESSAGES.workBlank),
          {
            label: 'Work item',
            max: ESTIMATE_LIMITS.workItem,
            multiline: true,
            lines: ESTIMATE_LIMITS.workItemLines,
          },
        ),
      )
      .min(1, ESTIMATE_MESSAGES.workRequired)
      .max(ESTIMATE_LIMITS.workItems, ESTIMATE_MESSAGES.tooManyWorkItems),
  );

export const zProductLine = z.object({
  id: zId,
  quantity: zDecimal({ positive: true, places: 3, max: ESTIMATE_LIMITS.quantity }),
});
export const zLabourLine = z.object({
  role_id: zId,
  work_hour: zDecimal({ positive: true, places: 2, max: ESTIMATE_LIMITS.hours }),
});

/**
 * POST /estimate_generater (spec 001 §5, §7). `travel_cost` and totals a browser sends are not read (the
 * server computes them); `discount` and `administrative_expense` count only from admin or technical director.
 */
export const ZCreateEstimateRequest = z.object({
  site_id: zIdOf(ESTIMATE_MESSAGES.selectSite),
  work: zWork,
  products: z
    .array(zProductLine)
    .max(ESTIMATE_LIMITS.products, ESTIMATE_MESSAGES.tooManyProducts)
    .default([]),
  labour: z
    .array(zLabourLine, { error: ESTIMATE_MESSAGES.labourRequired })
    .min(1, ESTIMATE_MESSAGES.labourRequired)
    .max(ESTIMATE_LIMITS.labour, ESTIMATE_MESSAGES.tooManyLabour),
  travel_distance: zDecimal({
    places: 3,
    max: ESTIMATE_LIMITS.distance,
    required: ESTIMATE_MESSAGES.travelRequired,
  }),
  discount: zPercent.optional(),
  administrative_expense: zPercent.optional(),
  remarks: zOptionalText({
    label: 'Remarks',
    max: ESTIMATE_LIMITS.remarks,
    multiline: true,
    lines: ESTIMATE_LIMITS.remarksLines,
  }),
});
export type TCreateEstimateRequest = z.input<typeof ZCreateEstimateRequest>;

/**
 * The New estimate panel's "add a line" rows (spec 001 §5): a product or a role from the list and a
 * signed amount: adding to a line already there sums it, and at 0 or below the line goes, so a negative
 * amount is allowed here. The lines themselves are checked by ZCreateEstimateRequest.
 */
const zSignedAmount = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, ESTIMATE_MESSAGES.number);
export const ZAddProductLine = z.object({
  product_id: z.string().min(1, ESTIMATE_MESSAGES.unknownProduct),
  quantity: zSignedAmount,
});
export const ZAddLabourLine = z.object({
  role_id: z.string().min(1, ESTIMATE_MESSAGES.unknownRole),
  work_hour: zSignedAmount,
});

export const ZEstimateIdRequest = z.object({ id: zId });

/** POST /approve-estimate: `assignList` holds objects with at least `id` (docs/api.md "Approval lists"). */
export const ZApproveEstimateRequest = z.object({
  id: zId,
  assignList: z
    .array(z.object({ id: zId }).loose(), { error: ESTIMATE_MESSAGES.assigneesRequired })
    .min(1, ESTIMATE_MESSAGES.assigneesRequired)
    .max(ESTIMATE_LIMITS.assignees, ESTIMATE_MESSAGES.tooManyAssignees),
});

/** POST /estimate_edit (spec 001 §5): at least one of the three. */
export const ZEditEstimateRequest = z
  .object({
    id: zId,
    discount: zPercent.optional(),
    administrativeExpense: zPercent.optional(),
    travelCost: zDecimal({ places: 2, max: ESTIMATE_LIMITS.travelCost }).optional(),
  })
  .refine(
    (v) => v.discount !== undefined || v.administrativeExpense !== undefined || v.travelCost !== undefined,
    { error: ESTIMATE_MESSAGES.editNothing, path: ['discount'] },
  );

/** POST /finish-work (multipart text fields): the estimate id and the finish time. */
export const ZFinishEstimateFields = z.object({
  id: zId,
  time: zRequiredText(ESTIMATE_MESSAGES.finishTime).refine((v) => !Number.isNaN(Date.parse(v)), {
    error: ESTIMATE_MESSAGES.finishTime,
  }),
});

/** GET /get-estimate-list query (all optional; docs/api.md "Estimates"). */
export const ESTIMATE_PAGE_MAX = 100;
export const ESTIMATE_PICKER_MAX = 200;
export const ZEstimateListQuery = z.object({
  limit: zWhole({ min: 1, max: ESTIMATE_PAGE_MAX }).optional(),
  cursor: z.string().max(200).optional(),
  status: z.enum(ESTIMATE_STATUSES, { error: 'Choose a status from the list' }).optional(),
  search: z.string().trim().max(100).optional(),
  from: z.iso.date({ error: 'Enter a valid date' }).optional(),
  to: z.iso.date({ error: 'Enter a valid date' }).optional(),
  site_search: z.string().trim().max(100).optional(),
  product_search: z.string().trim().max(100).optional(),
  adviser: z.enum(ESTIMATE_ADVISER_FILTERS, { error: 'Choose me or others' }).optional(),
});

// ——— wire shapes ———

/** A row of the estimate list, and the payload of we_add, we_approve, we_start, we_finish. */
/** A list row's work items as one line: "Aeration, Pump … and 3 more" where the row carries a part. */
export function workSummary(row: { work: readonly string[]; work_count: number }): string {
  const more = row.work_count - row.work.length;
  return more > 0 ? `${row.work.join(', ')} and ${more} more` : row.work.join(', ');
}

/** How many work items a list row carries, each a preview (docs/api.md "Lists"); the job card has them all. */
export const LIST_WORK_ITEMS = 5;

export interface EstimateListRow {
  work_estimate_id: number;
  /** The first LIST_WORK_ITEMS work items, each a preview (LIST_TEXT_PREVIEW characters, then '…'). */
  work: string[];
  /** How many work items the estimate has. */
  work_count: number;
  status: EstimateStatus;
  /** ISO time of creation (generated_at). */
  create_date: string;
  site_id: number;
  site_name: string;
  client_id: number;
  /** The client's name and organization. */
  name: string;
  organization: string | null;
  /** The creator (the adviser): name and e-mail. */
  creater_name: string;
  email: string;
  advisor: string;
  /** What the client pays, with GST, in rupees to the paisa (the job card's total; issue 31). */
  total: string;
}

/** A site in the New Estimate panel's picker (the sites picker of docs/api.md "Sites"). */
export type EstimateSitePick = SitePick;
/** A product the New estimate panel picks: its price, and its HSN/SAC, unit and GST rate (products.ts). */
export type EstimateProductPick = ProductPick;
export interface EstimateRolePick {
  id: number;
  name: string;
  /**
   * What an hour of the role is charged at (issue 41 item 2): the role's charge rate set on the Profit
   * screen, else the mean pay per hour of the employees holding it (spec 001's average), half up to the
   * paisa (`"512.50"`); `"0.00"` when it has neither, and then `priced` is false.
   */
  average_charge: string;
  /** Whether the role has a rate: a labour line of a role without one is refused at its Role. */
  priced: boolean;
}

export interface EstimateListResponse {
  work_estimate: EstimateListRow[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  /** How many estimates the list holds for these filters, every page together (issue 41 item 8). */
  total: number;
  profit: ProfitData;
  sites: EstimateSitePick[];
  products: EstimateProductPick[];
  roles: EstimateRolePick[];
}

/** The job card's heading, with the code's names (the wire's `advicer_*`: estimateCardToWire). */
export interface EstimateDetail {
  id: number;
  work: string[];
  status: EstimateStatus;
  generated_at: string;
  travel_distance: string;
  travel_cost: string;
  /** Percentages as applied. */
  administrative_expense: string;
  discount: string;
  product_profit: string;
  company_profit: string;
  remarks: string;
  /** The approver's signature as a data: URL, or null. */
  sign: string | null;
  site_id: number;
  site_name: string;
  client_id: number;
  client_org: string | null;
  client_name: string;
  client_email: string;
  client_phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  district: string;
  pincode: string;
  created_by: number;
  creator_name: string;
  /** The creator's phone and e-mail (the wire's `advicer_phone`, `advicer_email`). */
  adviser_phone: string;
  adviser_email: string;
}

export interface EstimateProductWire {
  id: number;
  product_id: number;
  product: string;
  image: string;
  quantity: string;
  current_price: string;
  /** price × quantity, to the paisa (before product profit). */
  amount: string;
}
export interface EstimateLabourWire {
  id: number;
  role_id: number;
  role: string;
  /** The role's rate frozen at creation. */
  scale: string;
  work_hour: string;
  /** rate × hours, to the paisa. */
  amount: string;
}

/** A person an estimate is assigned to. */
export interface EstimateAssignee {
  id: number;
  name: string;
}

/**
 * The job card as those who set the margins read it (`margins.view`; issue 41 item 7), with the code's
 * names: the card with its internal figures (each line's frozen price and rate per hour, the profit and
 * expense percentages, the totals' breakdown) beside the client's copy.
 */
export interface EstimateSetterCard {
  approve: { technical_director: string; generated_at: string } | null;
  assignees: EstimateAssignee[];
  work_estimate: EstimateDetail;
  labour: EstimateLabourWire[];
  products: EstimateProductWire[];
  work_status: { start_time: string | null; finish_time: string | null; image: string | null };
  totals: EstimateTotals;
  /** What the client reads: the lines and totals rows the PDF prints (estimate-client-copy.ts). */
  client_copy: EstimateClientCopy;
}

/** What of a job card is internal: the cost, the margins and the staff's rates. */
export const ESTIMATE_INTERNAL_FIELDS = [
  'travel_cost',
  'administrative_expense',
  'product_profit',
  'company_profit',
] as const;

/** The job card's heading without its internal figures. */
export type EstimateClientDetail = Omit<EstimateDetail, (typeof ESTIMATE_INTERNAL_FIELDS)[number]>;

/**
 * The job card as anyone else who may see it reads it (a reseller, an assignee), with the code's names: the
 * client's copy, and no cost, margin or rate (null where the setters' card has them).
 */
export interface EstimateClientCard {
  approve: EstimateSetterCard['approve'];
  assignees: EstimateAssignee[];
  work_estimate: EstimateClientDetail;
  labour: null;
  products: null;
  work_status: EstimateSetterCard['work_status'];
  totals: null;
  client_copy: EstimateClientCopy;
}

/** The job card: the setters' card, or the client's copy for everyone else. */
export type EstimateCard = EstimateSetterCard | EstimateClientCard;

/** Does this job card carry the internal figures (the caller sets margins)? */
export const hasInternalFigures = (card: EstimateCard): card is EstimateSetterCard => card.totals !== null;

/** A job card's heading on the wire: the spec's `advicer_phone`, `advicer_email` (docs/api.md, letter for letter). */
type HeadingOnWire<H extends EstimateClientDetail> = Omit<H, 'adviser_phone' | 'adviser_email'> & {
  advicer_phone: string;
  advicer_email: string;
};

/** A job card on the wire: the spec's `assigne` and its heading's `advicer_*`. */
type CardOnWire<C extends EstimateCard> = Omit<C, 'assignees' | 'work_estimate'> & {
  assigne: EstimateAssignee[];
  work_estimate: HeadingOnWire<C['work_estimate']>;
};

/** POST /get-estimate-by-id as those who set the margins receive it. */
export type EstimateDetailResponse = CardOnWire<EstimateSetterCard>;
/** POST /get-estimate-by-id as anyone else who may see the job card receives it. */
export type EstimateClientCardResponse = CardOnWire<EstimateClientCard>;
/** POST /get-estimate-by-id on the wire: the setters' job card, or the client's copy for everyone else. */
export type EstimateCardResponse = EstimateDetailResponse | EstimateClientCardResponse;

/** A job card's heading with the spec's names for the adviser's phone and e-mail. */
function headingToWire<H extends EstimateClientDetail>({
  adviser_phone,
  adviser_email,
  ...rest
}: H): HeadingOnWire<H> {
  return { ...rest, advicer_phone: adviser_phone, advicer_email: adviser_email };
}

/** A job card's heading as the wire names it, with the code's names. */
function headingFromWire<H extends HeadingOnWire<EstimateClientDetail>>({
  advicer_phone,
  advicer_email,
  ...rest
}: H) {
  return { ...rest, adviser_phone: advicer_phone, adviser_email: advicer_email };
}

/** Either job card with the spec's `assigne` and `advicer_*`. */
function cardToWire<C extends EstimateCard>({ assignees, work_estimate, ...rest }: C): CardOnWire<C> {
  return { ...rest, assigne: assignees, work_estimate: headingToWire(work_estimate) };
}

/** Either job card as the wire named it, with the code's names. */
function cardFromWire<C extends EstimateCard>({ assigne, work_estimate, ...rest }: CardOnWire<C>) {
  return { ...rest, assignees: assigne, work_estimate: headingFromWire(work_estimate) };
}

/** A job card as POST /get-estimate-by-id sends it (the spec's spellings, docs/api.md). */
export function estimateCardToWire(card: EstimateCard): EstimateCardResponse {
  return hasInternalFigures(card) ? cardToWire(card) : cardToWire(card);
}

const wireHasInternalFigures = (card: EstimateCardResponse): card is EstimateDetailResponse =>
  card.totals !== null;

/** A job card as POST /get-estimate-by-id answered it, with the code's names. */
export function estimateCardFromWire(wire: EstimateCardResponse): EstimateCard {
  return wireHasInternalFigures(wire)
    ? cardFromWire<EstimateSetterCard>(wire)
    : cardFromWire<EstimateClientCard>(wire);
}

/** An estimate on the client page's work tab (GET /get_all_client_data `assessments`). */
export interface ClientEstimateLink {
  work_estimate_id: number;
  status: EstimateStatus;
  site_name: string;
  create_date: string;
}
