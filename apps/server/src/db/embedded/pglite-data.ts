import { existsSync } from 'node:fs';
import path from 'node:path';

/** Whether DATA_DIR holds an embedded database already. */
export function pgliteExists(dataDir: string): boolean {
  return existsSync(path.join(path.resolve(dataDir), 'pgdata', 'PG_VERSION'));
}
