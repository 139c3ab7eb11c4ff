import { todayInIndia } from '@aquadesk/shared/dates.ts';
import type { AppContext } from '../../../platform/context.ts';
import { HOUR_MS, type JobLog, repeat } from '../../../platform/hourly-job.ts';
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

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const EXPIRY_FIRST_RUN_MS = 60 * 1000;

export interface ContractExpiry {
  runNow(): Promise<number[]>;
  stop(): Promise<void>;
}

/**
 * The expiry of this process: a run shortly after the start (catching up whatever passed while it was
 * down) and every hour, never two at once in one process; a failed run is logged and retried next hour.
 */
export function startContractExpiry(
  ctx: AppContext,
  log: JobLog,
  timing: { firstRunMs?: number; everyMs?: number } = {},
): ContractExpiry {
  let running: Promise<number[]> | undefined;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve([]);
    running ??= expireContracts(ctx)
      .then((ids) => {
        if (ids.length > 0) log.info({ expired: ids.length }, 'contracts expired');
        return ids;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'contract expiry failed');
        return [];
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const stopTimers = repeat(
    () => void runNow(),
    timing.firstRunMs ?? EXPIRY_FIRST_RUN_MS,
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
