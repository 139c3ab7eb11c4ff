import { type TContractRequest, ZContractRequest } from '@aquadesk/shared/contracts.ts';
import { addDays, addYears, todayInIndia } from '@aquadesk/shared/dates.ts';
import type { AppContext } from '../../platform/context.ts';
import { type DemoSeeder, demoUser } from '../../platform/demo.ts';
import { sitePicks } from '../sites/operations/picks.ts';
import { activateContract } from './operations/activate.ts';
import { createContract } from './operations/save-contract.ts';
import * as repo from './repository.ts';

/** The usual terms of an AMC, printed on its PDF. */
const TERMS = [
  'Visits are made on working days between 9 am and 5 pm; the client gives access to the plant and its panel.',
  'Breakdown calls are taken on the service line; hours count from the call.',
  'Damage from misuse, flooding or power surges is not covered.',
].join('\n');

/**
 * Three contracts on the demo clients' sites and their equipment (issue 43 item 13, in part): a comprehensive
 * AMC running since four months ago, a labour-only one from this month, both active and numbered, and an
 * operation and maintenance contract still a draft. Made by the technical director, as a person would.
 */
export const seedDemoContracts: DemoSeeder = async (ctx: AppContext) => {
  const director = await demoUser(ctx, 'technical.director@demo.aquadesk.in');
  if (!director) return;
  const technician = await demoUser(ctx, 'employee@demo.aquadesk.in');
  const sites = await sitePicks(ctx.db, { id: director.id, reseller: false }, undefined, 3);
  const today = todayInIndia();
  const plans: (Omit<TContractRequest, 'client_id' | 'site_ids' | 'equipment_ids'> & {
    activate: boolean;
  })[] = [
    {
      kind: 'comprehensive',
      starts_on: addDays(today, -120),
      ends_on: addDays(addYears(addDays(today, -120), 1), -1),
      visits_per_year: 12,
      response_hours: 4,
      resolution_hours: 24,
      covers_labour: true,
      covers_consumables: true,
      parts_cover: 'all',
      price: '240000',
      billing_frequency: 'quarterly',
      billing_timing: 'advance',
      sac: '998719',
      gst_rate: '18',
      terms: TERMS,
      activate: true,
    },
    {
      kind: 'labour_only',
      starts_on: addDays(today, -5),
      ends_on: addDays(addYears(addDays(today, -5), 1), -1),
      visits_per_year: 4,
      visit_spread: 'months',
      visit_months: [1, 4, 7, 10],
      response_hours: 8,
      resolution_hours: 48,
      hours_basis: 'working',
      covers_labour: true,
      covers_consumables: false,
      parts_cover: 'none',
      price: '60000',
      billing_frequency: 'half_yearly',
      billing_timing: 'arrears',
      sac: '998719',
      gst_rate: '18',
      terms: TERMS,
      activate: true,
    },
    {
      kind: 'operation_maintenance',
      starts_on: addDays(today, 15),
      ends_on: addDays(addYears(addDays(today, 15), 1), -1),
      visits_per_year: 52,
      response_hours: 2,
      resolution_hours: 12,
      covers_labour: true,
      covers_consumables: true,
      parts_cover: 'cap',
      parts_cap: '50000',
      price: '960000',
      billing_frequency: 'monthly',
      billing_timing: 'arrears',
      sac: '998719',
      gst_rate: '18',
      terms: `${TERMS}\nAn operator is on site every day from 8 am to 4 pm.`,
      activate: false,
    },
  ];
  for (const [i, site] of sites.entries()) {
    const { activate, ...plan } = plans[i]!;
    const equipment = await repo.equipmentPicks(ctx.db, [site.id], 10);
    const input = ZContractRequest.parse({
      ...plan,
      client_id: site.client_id,
      site_ids: [site.id],
      equipment_ids: equipment.map((e) => e.id),
      technician_id: technician?.id ?? null,
    });
    const made = await createContract(ctx, director, input);
    if (activate) await activateContract(ctx, director, made.id);
  }
};
