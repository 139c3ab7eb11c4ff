import type { AppContext } from '../../../platform/context.ts';
import { HOUR_MS, type JobLog, repeat } from '../../../platform/hourly-job.ts';
import { type BillingRun, billContracts } from './billing.ts';

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const BILLING_FIRST_RUN_MS = 2 * 60 * 1000;

export interface ContractBillingJob {
  runNow(): Promise<BillingRun | undefined>;
  stop(): Promise<void>;
}

/**
 * Contract billing of this process (docs/api.md "Contract billing"): a run shortly after the start (catching
 * up every period that came due while it was down) and every hour, never two at once in one process; a failed
 * run, or a period that failed, is logged and tried again next hour. Off (undefined) with CONTRACT_BILLING=0.
 */
export function startContractBilling(
  ctx: AppContext,
  log: JobLog,
  timing: { firstRunMs?: number; everyMs?: number } = {},
): ContractBillingJob | undefined {
  if (!ctx.config.contractBilling) return undefined;
  let running: Promise<BillingRun | undefined> | undefined;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve(undefined);
    running ??= billContracts(ctx, new Date(), () => stopped)
      .then((run) => {
        if (run.made.length > 0) log.info({ invoices: run.made.length }, 'contract periods billed');
        for (const f of run.failed)
          log.error(
            { contract: f.contractId, period: f.periodStart, reason: f.message },
            'contract billing failed',
          );
        return run;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'contract billing failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const stopTimers = repeat(
    () => void runNow(),
    timing.firstRunMs ?? BILLING_FIRST_RUN_MS,
    timing.everyMs ?? HOUR_MS,
  );
  return {
    runNow,
    async stop() {
      stopped = true;
      stopTimers();
      await running;
    },
  };
}
