import type { AppContext } from '../../../platform/context.ts';
import { type HourlyJob, type JobLog, startHourlyJob } from '../../../platform/hourly-job.ts';
import { type BillingRun, billContracts } from './billing.ts';

/**
 * Contract billing of this process (docs/api.md "Contract billing"): two minutes after the start (catching up
 * every period that came due while it was down), then hourly (platform/hourly-job.ts). A period that failed is
 * logged, with its contract and why, and tried again next hour. Off (undefined) with CONTRACT_BILLING=0.
 */
export type ContractBillingJob = HourlyJob<BillingRun>;

export function startContractBilling(ctx: AppContext, log: JobLog): ContractBillingJob | undefined {
  if (!ctx.config.contractBilling) return undefined;
  return startHourlyJob({
    name: 'contract billing',
    run: async (stopping) => {
      const run = await billContracts(ctx, new Date(), stopping);
      for (const f of run.failed)
        log.error(
          { contract: f.contractId, period: f.periodStart, reason: f.message },
          'contract billing failed',
        );
      return run;
    },
    summary: (run) =>
      run.made.length > 0 ? { invoices: run.made.length, failed: run.failed.length } : undefined,
    log,
    // the first run waits, so a restart serves its first requests first
    firstRunMs: 2 * 60 * 1000,
  });
}
