import { addDays, todayInIndia } from '@aquadesk/shared/dates.ts';
import { visitComplaint } from '@aquadesk/shared/visits.ts';
import type { AppContext } from '../../../platform/context.ts';
import { countSummary, type HourlyJob, type JobLog, startHourlyJob } from '../../../platform/hourly-job.ts';
import { visitLeadDays } from '../../company/operations/company-settings.ts';
import { publishPlannedTask, registerPlannedVisitTask } from '../../work/operations/planned-visits.ts';
import * as repo from '../repository.ts';
import { publishVisits } from './events.ts';

/** Visits read a batch at a time, each made a task in a transaction of its own. */
const BATCH = 100;

/**
 * The visits' tasks (docs/api.md "Visits"): each planned visit without a task whose day, less the company's
 * lead days, is today or earlier in India becomes a maintenance task. Claiming the visit (a conditional
 * UPDATE … WHERE task_id IS NULL) and making its task are one transaction, so instances running this at
 * once, or a run after a restart, never make two tasks for one visit; a run after the server was down makes
 * every task it missed. Returns the visits made tasks by this run.
 */
export async function makeVisitTasks(
  ctx: AppContext,
  now: Date = new Date(),
  stopping: () => boolean = () => false,
): Promise<number[]> {
  const today = todayInIndia(now);
  const lead = await visitLeadDays(ctx.db);
  const made: number[] = [];
  const skipped = new Set<number>();
  for (;;) {
    const due = (await repo.dueVisits(ctx.db, today, lead, BATCH + skipped.size)).filter(
      (d) => !skipped.has(d.id),
    );
    if (due.length === 0 || stopping()) break;
    for (const visit of due) {
      const task = await ctx.db.transaction(async (tx) => {
        if (!(await repo.claimVisit(tx, visit.id, addDays(today, lead)))) return undefined;
        const created = await registerPlannedVisitTask(tx, {
          siteId: visit.siteId,
          siteName: visit.siteName,
          clientId: visit.clientId,
          clientName: visit.clientName,
          complaint: visitComplaint(visit.seq, visit.of, visit.contractNumber),
          deadline: visit.plannedOn,
          adviserId: visit.adviserId,
          adviserName: visit.adviserName,
          technicianId: visit.technicianId,
        });
        await repo.setTask(tx, visit.id, created.id);
        return created;
      });
      // another instance made it (or it changed since it was read): not read again in this run
      if (!task) {
        skipped.add(visit.id);
        continue;
      }
      made.push(visit.id);
      await publishPlannedTask(ctx, task.id, task.notified);
      await publishVisits(ctx, [visit.id]);
    }
  }
  return made;
}

/** This process's visit tasks: 90 s after the start (catching up), then hourly (platform/hourly-job.ts). */
export type VisitTasksJob = HourlyJob<number[]>;

export const startVisitTasks = (ctx: AppContext, log: JobLog): VisitTasksJob =>
  // the first run waits, so a restart serves its first requests first
  startHourlyJob({
    name: 'visit tasks',
    run: (stopping) => makeVisitTasks(ctx, new Date(), stopping),
    summary: countSummary('tasks'),
    log,
    firstRunMs: 90 * 1000,
  });
