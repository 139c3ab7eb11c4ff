import { todayInIndia } from '@aquadesk/shared/dates.ts';
import type { AppContext } from '../../../platform/context.ts';
import { countSummary, type HourlyJob, type JobLog, startHourlyJob } from '../../../platform/hourly-job.ts';
import * as repo from '../repository.ts';
import { publishContract } from './events.ts';
import { recordEvent } from './history.ts';

/**
 * The expiry run (docs/api.md "Contracts"): every active contract whose last day has passed in India
 * becomes expired, with a history line, in one transaction. The claim is one conditional UPDATE, so
 * instances running it at once, or a run catching up after the server was down, expire each contract once.
 */
export async function expireContracts(ctx: AppContext, now: Date = new Date()): Promise<number[]> {
  const ids = await ctx.db.transaction(async (tx) => {
    const expired = await repo.expireDue(tx, todayInIndia(now));
    for (const { id } of expired) await recordEvent(tx, id, 'expired', null);
    return expired.map((e) => e.id);
  });
  for (const id of ids) await publishContract(ctx, id, 'update');
  return ids;
}

/** This process's expiry: a minute after the start (catching up), then hourly (platform/hourly-job.ts). */
export type ContractExpiry = HourlyJob<number[]>;

export const startContractExpiry = (ctx: AppContext, log: JobLog): ContractExpiry =>
  // the first run waits, so a restart serves its first requests first
  startHourlyJob({
    name: 'contract expiry',
    run: () => expireContracts(ctx),
    summary: countSummary('expired'),
    log,
    firstRunMs: 60 * 1000,
  });
