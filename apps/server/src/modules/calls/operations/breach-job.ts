import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import { TASK_DIRECTORS, workReportPath } from '@aquadesk/shared/work.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  type HourlyJob,
  type JobLog,
  type MailingRun,
  startHourlyJob,
} from '../../../platform/hourly-job.ts';
import { type Notified, notifyRoles, publishNotifications } from '../../notifications/operations/notify.ts';
import { callTaskSite } from '../../work/operations/breakdown-calls.ts';
import * as repo from '../repository.ts';

const BATCH = 100;
const KINDS: readonly repo.BreachKind[] = ['response', 'resolution'];

/**
 * The SLA breaches (docs/requirements/010-calls.md §3): every call of a contract whose response or resolution
 * due passed before it was met (a paused call's clock stands at the pause) notifies the directors (admins and
 * technical directors) once per breach. Claiming the breach (a conditional UPDATE … WHERE its claim IS NULL)
 * and notifying are one transaction, so instances running this at once, or a run after a restart, notify
 * once; a run after downtime notifies every breach it missed. Returns the breaches this run notified, as
 * `mailed` (the hourly job's shape; task ids, a call twice when both its dues passed).
 */
export async function notifyBreaches(
  ctx: AppContext,
  now: Date = new Date(),
  stopping: () => boolean = () => false,
): Promise<MailingRun> {
  const notifiedTasks: number[] = [];
  for (const kind of KINDS) {
    const skipped = new Set<number>();
    for (;;) {
      const due = (await repo.breachCandidates(ctx.db, kind, now, BATCH + skipped.size)).filter(
        (c) => !skipped.has(c.taskId),
      );
      if (due.length === 0 || stopping()) break;
      for (const { taskId } of due) {
        const notified = await ctx.db.transaction(async (tx): Promise<Notified | undefined> => {
          if (!(await repo.claimBreach(tx, taskId, kind, now))) return undefined;
          const site = await callTaskSite(tx, taskId);
          return notifyRoles(tx, null, TASK_DIRECTORS, {
            kind: 'call_breach',
            title: NOTIFICATION_TITLES.callBreach(taskId, kind, site ?? 'another site'),
            link: workReportPath(taskId, 'Maintenance'),
            subjectId: taskId,
          });
        });
        if (!notified) {
          skipped.add(taskId);
          continue;
        }
        notifiedTasks.push(taskId);
        await publishNotifications(ctx, notified);
      }
    }
  }
  return { mailed: notifiedTasks, failed: [] };
}

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const CALL_BREACHES_FIRST_RUN_MS = 2 * 60 * 1000;

/** This process's breach checks: shortly after the start (catching up), then hourly (platform/hourly-job.ts). */
export type CallBreaches = HourlyJob<MailingRun>;

export function startCallBreaches(ctx: AppContext, log: JobLog): CallBreaches {
  return startHourlyJob({
    name: 'SLA breaches notified',
    run: (stopping) => notifyBreaches(ctx, new Date(), stopping),
    summary: (done) => (done.mailed.length > 0 ? { breaches: done.mailed.length } : undefined),
    log,
    firstRunMs: CALL_BREACHES_FIRST_RUN_MS,
  });
}
