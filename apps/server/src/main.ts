import path from 'node:path';
import { type Config, ConfigError, eInvoiceProviderLine, loadConfig, paymentProviderLine } from './config.ts';
import { privateUmask, secureDataDir } from './db/data-dir.ts';
import { DatabaseLockedError } from './db/lock-file.ts';
import { openDatabase } from './db/open.ts';
import type { Database } from './db/types.ts';
import type { CallBreaches } from './modules/calls/operations/breach-job.ts';
import type { ContractBillingJob } from './modules/contracts/operations/billing-job.ts';
import type { ContractExpiry } from './modules/contracts/operations/expire.ts';
import type { DigestSchedule } from './modules/notifications/operations/digest-schedule.ts';
import type { ReminderSchedule } from './modules/receivables/operations/reminder-schedule.ts';
import type { VisitTasksJob } from './modules/visits/operations/tasks-job.ts';
import type { App } from './platform/context.ts';
import {
  newestBackupAge,
  oneAtATime,
  START_BACKUP_DELAY_MS,
  START_BACKUP_MIN_AGE_MS,
  startupBanner,
} from './startup.ts';

/**
 * Past SHUTDOWN_TIMEOUT, how long the database may still take to close (the embedded one checkpoints)
 * before the process exits anyway.
 */
const CLOSE_GRACE_MS = 1000;

/** The schedules a shutdown waits for (each lets a run under way finish its batch). */
interface Timers {
  reminders?: ReminderSchedule;
  digests?: DigestSchedule;
  contracts?: ContractExpiry;
  visits?: VisitTasksJob;
  breaches?: CallBreaches;
  billing?: ContractBillingJob;
}

/** Counts the requests under way, so that a shutdown that cuts them can say how many it cut. */
function countRequests(app: App): () => number {
  let inFlight = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    inFlight += 1;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    inFlight -= 1;
    done();
  });
  return () => Math.max(inFlight, 0);
}

/**
 * Drains (deploy/README.md "Shutdown"): the open sockets are sent to reconnect elsewhere, the server
 * stops accepting connections, the requests in flight finish, then socket.io and the database close.
 * At SHUTDOWN_TIMEOUT (issue 28 item 9) the requests still in flight are cut and the database gets
 * CLOSE_GRACE_MS to close; then the process exits with 1 whatever is still running (a request waiting
 * on a long statement would otherwise hold the pool's close, and the process, until the statement ends).
 */
function drainOnSignals(
  app: App,
  database: Database,
  config: Config,
  inFlight: () => number,
  timers: Timers,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    app.log.info(`${signal}: closing`);
    let cut = false;
    const bound = setTimeout(() => {
      cut = true;
      const open = inFlight();
      app.log.warn(
        { inFlight: open },
        `requests still open after ${config.shutdownTimeoutMs / 1000} s: cutting ${open} ${open === 1 ? 'request' : 'requests'} in flight`,
      );
      app.server.closeAllConnections();
      setTimeout(() => {
        const ms = Math.round(performance.now() - started);
        app.log.error(
          { drainMs: ms },
          `the database did not close within the shutdown deadline: exiting in ${ms} ms`,
        );
        process.exit(1);
      }, CLOSE_GRACE_MS).unref();
    }, config.shutdownTimeoutMs);
    bound.unref();
    // connections left idle once their last answer went out (socket.io's long-polls among them) are
    // closed as they appear, so the server's close does not wait for the clients' keep-alive
    const idle = setInterval(() => app.server.closeIdleConnections(), 200);
    idle.unref();
    let code = 0;
    try {
      // a reminder run under way finishes its batch before the database closes below
      await Promise.all([
        app.close(),
        timers.reminders?.stop(),
        timers.digests?.stop(),
        timers.contracts?.stop(),
        timers.visits?.stop(),
        timers.breaches?.stop(),
        timers.billing?.stop(),
      ]);
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      code = 1;
    } finally {
      clearTimeout(bound);
      clearInterval(idle);
      // the embedded database checkpoints and releases its lock here
      await database.close().catch((error: unknown) => {
        app.log.error({ err: error }, 'closing the database failed');
        code = 1;
      });
      const ms = Math.round(performance.now() - started);
      app.log.info({ drainMs: ms }, `closed in ${ms} ms`);
      process.exit(cut ? 1 : code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * The embedded database's own backups: one a minute after a start (none when the newest is under an hour
 * old) and every 24 hours, the newest 7 kept, never two at once, each after its upkeep.
 */
function scheduleEmbeddedBackups(database: Database, config: Config, log: App['log']): void {
  if (!database.backup) return;
  // a dump holds the embedded database's thread, so it never runs while a restart is getting back to its
  // first requests (issue #9)
  const backupDir = path.join(config.dataDir, 'backups');
  const backup = oneAtATime(() =>
    database.backup!(backupDir).catch((error: unknown) => {
      log.error({ err: error }, 'backup failed');
      return '';
    }),
  );
  // with the embedded database's own upkeep before each (it has no autovacuum): VACUUM (ANALYZE)
  const upkeep = oneAtATime(async () => {
    await database.maintain?.().catch((error: unknown) => log.error({ err: error }, 'vacuum failed'));
    return backup();
  });
  if (newestBackupAge(backupDir) > START_BACKUP_MIN_AGE_MS)
    setTimeout(() => void upkeep(), START_BACKUP_DELAY_MS).unref();
  setInterval(() => void upkeep(), 24 * 60 * 60 * 1000).unref();
}

async function main(): Promise<void> {
  // everything written under DATA_DIR is private: new files 0600, folders 0700 (issue #9)
  privateUmask();
  const config = loadConfig();
  secureDataDir(config.dataDir);
  // The database opens (the embedded one on a thread of its own) while the rest of the server loads:
  // the two no longer follow each other at a start (docs/operations.md "Start-up"). The build splits the
  // modules imported here into chunks of their own, so none of them is loaded before the database starts.
  const [database, { buildApp }, { setUpFreshDatabase }] = await Promise.all([
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    import('./app.ts'),
    import('./setup/seed.ts'),
  ]);
  // the log writes to the stream console.log writes to, in order: Fastify's "Server listening" lines come
  // before the first start's block, never after it (pino's own stdout stream writes later, when it can)
  const { app, ctx } = await buildApp({ config, database, serveWeb: true, logStream: process.stdout });

  /** The reminders' and the digest's timers (after the listen below); a shutdown lets a run finish its batch. */
  const timers: Timers = {};
  drainOnSignals(app, database, config, countRequests(app), timers);

  // the demo's modules (sharp among them) load only when a fresh database gets the demo company
  const logins = await setUpFreshDatabase(ctx, () => import('./setup/demo.ts').then((m) => m.DEMO_SEEDERS));
  // listen first (issue #9): a restart answers within seconds whatever the database's size
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(
    startupBanner({
      brand: config.brand,
      port: config.port,
      where,
      logins,
      adminPasswordFromEnv: Boolean(config.adminPassword),
      // which payment provider runs, in one line (issue 28: a sandbox in production was silent)
      notes: [paymentProviderLine(config), eInvoiceProviderLine(config)],
    }),
  );
  // overdue invoice reminders, shortly after the start and hourly (docs/api.md "Overdue reminders");
  // loaded here, after the listen, like the rest of the app's modules
  const { startOverdueReminders } = await import('./modules/receivables/operations/reminder-schedule.ts');
  timers.reminders = startOverdueReminders(ctx, app.log);
  // the daily digest of notifications left unread for a day, hourly likewise (docs/api.md "Notifications")
  const { startNotificationDigest } = await import('./modules/notifications/operations/digest-schedule.ts');
  timers.digests = startNotificationDigest(ctx, app.log);
  // active contracts past their last day become expired, shortly after the start and hourly (docs/api.md "Contracts")
  const { startContractExpiry } = await import('./modules/contracts/operations/expire.ts');
  timers.contracts = startContractExpiry(ctx, app.log);
  // contracts' visits become maintenance tasks their lead days before, shortly after the start and hourly
  // (docs/api.md "Visits")
  const { startVisitTasks } = await import('./modules/visits/operations/tasks-job.ts');
  timers.visits = startVisitTasks(ctx, app.log);
  // breakdown calls past their response or resolution due notify the directors once, shortly after the start
  // and hourly (docs/api.md "Breakdown calls")
  const { startCallBreaches } = await import('./modules/calls/operations/breach-job.ts');
  timers.breaches = startCallBreaches(ctx, app.log);
  // each contract period whose bill day has come becomes its invoice, once, shortly after the start and hourly
  // (docs/api.md "Contract billing")
  const { startContractBilling } = await import('./modules/contracts/operations/billing-job.ts');
  timers.billing = startContractBilling(ctx, app.log);
  scheduleEmbeddedBackups(database, config, app.log);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
