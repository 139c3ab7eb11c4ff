import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseLockedError, openDatabase } from './db/client.ts';
import { DEMO_SEEDERS } from './db/demo.ts';
import { setUpFreshDatabase } from './db/seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { app, ctx } = await buildApp({ config, database, serveWeb: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
    } finally {
      await database.close(); // the embedded database checkpoints and releases its lock here
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const logins = await setUpFreshDatabase(ctx, DEMO_SEEDERS);
  if (database.backup) {
    // embedded database: a backup at every start and every 24 hours, the newest 7 kept
    const backupDir = path.join(config.dataDir, 'backups');
    const backup = () =>
      database.backup!(backupDir).catch((error: unknown) => app.log.error({ err: error }, 'backup failed'));
    await backup();
    setInterval(backup, 24 * 60 * 60 * 1000).unref();
  }
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  const lines = [`${config.brand} is running on http://localhost:${config.port} (${where})`];
  if (logins) {
    lines.push('', 'A fresh database was set up. Sign in with:');
    for (const l of logins) lines.push(`  ${l.role.padEnd(20)} ${l.email.padEnd(38)} ${l.password}`);
    if (!config.adminPassword)
      lines.push('', 'The admin password above was generated and is shown only this once.');
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
