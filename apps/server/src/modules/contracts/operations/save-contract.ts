import {
  CONTRACT_FIELD_LABELS,
  CONTRACT_MESSAGES,
  type ContractDetail,
  type ContractValues,
  FROZEN_FIELDS,
} from '@aquadesk/shared/contracts.ts';
import { canonicalRate } from '@aquadesk/shared/gst.ts';
import { paiseToRupees, toPaise } from '@aquadesk/shared/money.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound, throwIfInvalid } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { contractDetail } from './contract-detail.ts';
import { checkContractFields } from './contract-fields.ts';
import { publishContract } from './events.ts';
import { recordEvent } from './history.ts';

/** A contract's terms in one comparable shape: rupees with two places, rates as the list writes them, ids sorted. */
type Terms = Record<keyof ContractValues, unknown>;

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

function termsOfInput(v: ContractValues): Terms {
  return {
    ...v,
    price: paiseToRupees(toPaise(v.price)),
    parts_cap: v.parts_cap === null ? null : paiseToRupees(toPaise(v.parts_cap)),
    gst_rate: canonicalRate(v.gst_rate),
    site_ids: sorted(v.site_ids),
    equipment_ids: sorted(v.equipment_ids),
    covered_product_ids: sorted(v.covered_product_ids),
  };
}

function termsOfRow(r: repo.ContractRow, c: repo.Coverage): Terms {
  return {
    client_id: r.clientId,
    site_ids: sorted(c.siteIds),
    equipment_ids: sorted(c.equipmentIds),
    kind: r.kind,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    visits_per_year: r.visitsPerYear,
    visit_spread: r.visitSpread,
    visit_months: r.visitMonths,
    response_hours: r.responseHours,
    resolution_hours: r.resolutionHours,
    hours_basis: r.hoursBasis,
    covers_labour: r.coversLabour,
    covers_consumables: r.coversConsumables,
    parts_cover: r.partsCover,
    parts_cap: r.partsCapPaise === null ? null : paiseToRupees(r.partsCapPaise),
    covered_product_ids: sorted(c.productIds),
    price: paiseToRupees(r.pricePaise),
    billing_frequency: r.billingFrequency,
    billing_timing: r.billingTiming,
    sac: r.sac,
    gst_rate: canonicalRate(r.gstRate),
    technician_id: r.technicianId,
    terms: r.terms,
  };
}

/** The fields of `after` that differ from `before`, each as `{ from, to }` (a history line's details). */
function changesOf(before: Terms, after: Terms): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof Terms)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** The columns of `contracts` the form writes. */
function columnsOf(v: ContractValues): repo.ContractUpdate {
  return {
    clientId: v.client_id,
    kind: v.kind,
    startsOn: v.starts_on,
    endsOn: v.ends_on,
    visitsPerYear: v.visits_per_year,
    visitSpread: v.visit_spread,
    visitMonths: v.visit_months,
    responseHours: v.response_hours,
    resolutionHours: v.resolution_hours,
    hoursBasis: v.hours_basis,
    coversLabour: v.covers_labour,
    coversConsumables: v.covers_consumables,
    partsCover: v.parts_cover,
    partsCapPaise: v.parts_cap === null ? null : toPaise(v.parts_cap),
    pricePaise: toPaise(v.price),
    billingFrequency: v.billing_frequency,
    billingTiming: v.billing_timing,
    sac: v.sac,
    gstRate: canonicalRate(v.gst_rate),
    technicianId: v.technician_id,
    terms: v.terms,
  };
}

const coverageOfInput = (v: ContractValues): repo.Coverage => ({
  siteIds: sorted(v.site_ids),
  equipmentIds: sorted(v.equipment_ids),
  productIds: sorted(v.covered_product_ids),
});

/**
 * POST /api/contracts (docs/api.md "Contracts"): a draft with its sites, equipment and covered products,
 * checked beyond its schema (checkContractFields), and the history's first line.
 */
export async function createContract(
  ctx: AppContext,
  user: AuthUser,
  input: ContractValues,
): Promise<ContractDetail> {
  throwIfInvalid(await checkContractFields(ctx, input));
  const id = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertContract(tx, {
      ...(columnsOf(input) as repo.NewContract),
      status: 'draft',
      createdBy: user.id,
    });
    await repo.replaceCoverage(tx, id, coverageOfInput(input));
    await recordEvent(tx, id, 'created', user);
    return id;
  });
  await publishContract(ctx, id, 'add');
  return contractDetail(ctx, id);
}

/**
 * PUT /api/contracts/:id: a draft's every field; an active contract's technician, terms, sites and equipment
 * (within its client's), its commercial terms frozen (a change to one is 409 at that field). Each changed
 * field is kept in the history as `{ from, to }`; an edit that changes nothing records nothing.
 */
export async function editContract(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: ContractValues,
): Promise<ContractDetail> {
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockContract(tx, id);
    if (!row) throw notFound('Contract');
    if (row.status !== 'draft' && row.status !== 'active') throw conflict(CONTRACT_MESSAGES.cannotEdit);
    const before = termsOfRow(row, await repo.coverageOf(tx, id));
    const after = termsOfInput(input);
    const changes = changesOf(before, after);
    if (row.status === 'active') {
      const frozen = FROZEN_FIELDS.find((f) => f in changes);
      if (frozen) throw conflict(CONTRACT_MESSAGES.frozen(CONTRACT_FIELD_LABELS[frozen]), frozen);
    }
    if (Object.keys(changes).length === 0) return false;
    // the checks see the transaction's rows: a site moved to another client meanwhile is named. An active
    // contract's frozen terms are not checked again (a rate the company has since dropped stays its rate)
    const checked =
      row.status === 'active'
        ? {
            client_id: input.client_id,
            site_ids: input.site_ids,
            equipment_ids: input.equipment_ids,
            technician_id: input.technician_id,
          }
        : input;
    throwIfInvalid(await checkContractFields(ctx, checked, tx));
    await repo.updateContract(tx, id, columnsOf(input));
    await repo.replaceCoverage(tx, id, coverageOfInput(input));
    await recordEvent(tx, id, 'edited', user, changes);
    return true;
  });
  if (changed) await publishContract(ctx, id, 'update');
  return contractDetail(ctx, id);
}
