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
