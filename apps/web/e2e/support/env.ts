/** The admin the e2e server starts with (playwright.config.ts webServer env). */
export const ADMIN = { email: 'admin@aquadesk.test', password: 'Admin@12345' } as const;

export const BRAND = 'AquaDesk';

/** The server's data folder for this run (its outbox holds the mails it sent). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
}

/** A strong password by the spec's rule. */
export const STRONG_PASSWORD = 'Strong@123';
