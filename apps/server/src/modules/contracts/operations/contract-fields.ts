import { CONTRACT_MESSAGES, type ContractValues } from '@aquadesk/shared/contracts.ts';
import { canonicalRate } from '@aquadesk/shared/gst.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { FieldErrors } from '../../../platform/errors.ts';
import { currentProfile } from '../../company/operations/profile.ts';
import { staffIds } from '../../employees/operations/staff.ts';
import * as repo from '../repository.ts';

/** The company profile's GST rates in force, as its list writes them. */
export async function companyRates(ctx: AppContext, db: Queryable = ctx.db): Promise<string[]> {
  return (await currentProfile(db, ctx.config)).gstRates.map(canonicalRate);
}

/**
 * The checks of a contract beyond its schema, on whichever fields are given (the route runs them with the
 * fields the schema passed, so every failing field is named at once): a client account; sites that are all
 * the client's; equipment in service at those sites; listed products that exist; a GST rate of the company
 * profile's list; a technician on the staff.
 */
export async function checkContractFields(
  ctx: AppContext,
  input: Partial<ContractValues>,
  db: Queryable = ctx.db,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const clientId = input.client_id;
  const [client, siteIds, rates, products, staff] = await Promise.all([
    clientId === undefined ? undefined : repo.findClient(db, clientId),
    clientId === undefined || input.site_ids === undefined
      ? undefined
      : repo.clientSiteIds(db, clientId, input.site_ids),
    input.gst_rate === undefined ? undefined : companyRates(ctx, db),
    input.covered_product_ids === undefined
      ? undefined
      : repo.existingProductIds(db, input.covered_product_ids),
    input.technician_id ? staffIds(db, [input.technician_id]) : undefined,
  ]);
  if (clientId !== undefined && !client) errors.client_id = CONTRACT_MESSAGES.unknownClient;
  if (client && input.site_ids && siteIds && siteIds.length !== input.site_ids.length) {
    errors.site_ids = CONTRACT_MESSAGES.siteNotClients;
  }
  // equipment is checked against the sites once the sites are the client's
  if (client && input.site_ids && !errors.site_ids && input.equipment_ids && input.equipment_ids.length > 0) {
    const at = await repo.equipmentAtSites(db, input.equipment_ids, input.site_ids);
    if (at.length !== input.equipment_ids.length)
      errors.equipment_ids = CONTRACT_MESSAGES.equipmentNotAtSites;
  }
  if (input.gst_rate !== undefined && rates && !rates.includes(canonicalRate(input.gst_rate))) {
    errors.gst_rate = CONTRACT_MESSAGES.gstRateNotCompanys(rates);
  }
  if (input.covered_product_ids && products && products.length !== input.covered_product_ids.length) {
    errors.covered_product_ids = CONTRACT_MESSAGES.unknownProduct;
  }
  if (input.technician_id && staff && staff.length === 0) errors.technician_id = CONTRACT_MESSAGES.technician;
  return errors;
}
