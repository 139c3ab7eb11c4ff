import { planVisitDays } from '@aquadesk/shared/visits.ts';
import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';

/** What planning reads of the contract being activated (its row, as the contracts domain holds it). */
export interface ContractToPlan {
  id: number;
  startsOn: string;
  endsOn: string;
  visitsPerYear: number;
  visitSpread: string;
  visitMonths: number[];
  technicianId: number | null;
}

/**
 * Plans every visit of a contract's period for each of its sites (docs/requirements/007-visits.md §1),
 * inside the activating transaction: a rollback plans nothing. Each visit goes to the contract's technician
 * (none when it names none). Returns the visits planned, to publish after the commit (events.ts).
 */
export async function planContractVisits(tx: Queryable, contract: ContractToPlan): Promise<number[]> {
  const days = planVisitDays({
    starts_on: contract.startsOn,
    ends_on: contract.endsOn,
    visits_per_year: contract.visitsPerYear,
    visit_spread: contract.visitSpread === 'months' ? 'months' : 'even',
    visit_months: contract.visitMonths,
  });
  if (days.length === 0) return [];
  const siteIds = await repo.contractSiteIds(tx, contract.id);
  const rows = siteIds.flatMap((siteId) =>
    days.map((plannedOn, i) => ({
      contractId: contract.id,
      siteId,
      seq: i + 1,
      plannedOn,
      technicianId: contract.technicianId,
    })),
  );
  return repo.insertVisits(tx, rows);
}

/**
 * A cancelled contract's visits (inside its cancelling transaction): those still planned without a task are
 * cancelled; a visit whose task is made keeps it (the task is cancelled, or finished, as any task). Returns
 * the visits cancelled, to publish after the commit (events.ts) and count in the contract's history line.
 */
export async function cancelContractVisits(tx: Queryable, contractId: number): Promise<number[]> {
  return repo.cancelUntasked(tx, contractId);
}
