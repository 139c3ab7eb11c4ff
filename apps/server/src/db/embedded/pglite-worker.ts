/**
 * The embedded database's own thread (docs/decisions/0006-embedded-database-thread.md): PGlite runs
 * here, served over the PostgreSQL wire protocol on a private Unix socket (db/embedded/pglite-bridge.ts), so its
 * queries never hold the thread that answers HTTP. db/embedded/pglite-host.ts starts it and asks it for dumps.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteBridge } from './pglite-bridge.ts';
import type { HostRequest, HostResponse, HostStart } from './pglite-host.ts';

const start = workerData as HostStart;
const port = parentPort!;

try {
  const db = await PGlite.create({
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(start.load ? { loadDataDir: new Blob([start.load]) } : {}),
    extensions: { pg_trgm },
    ...(start.compiled ?? {}),
  });
  const bridge = new PgliteBridge(db, start.answerLimit ? { answerLimit: start.answerLimit } : {});
  await bridge.listen(start.socketPath);

  port.on('message', (request: HostRequest) => {
    void answer(request).then(
      (response) => {
        port.postMessage(response, response.dump ? [response.dump] : []);
        if (request.type === 'close') port.close(); // the thread ends once nothing else holds it
      },
      (error: unknown) =>
        port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });

  async function answer(request: HostRequest): Promise<HostResponse> {
    if (request.type === 'dump') {
      const dump = await bridge.exclusive(async () => {
        await db.exec('CHECKPOINT');
        return (await db.dumpDataDir('none')).arrayBuffer();
      });
      return { id: request.id, dump };
    }
    // close: every client is gone, what is in memory goes to the files, then the database closes
    await bridge.close();
    if (start.dataDir) await db.exec('CHECKPOINT');
    await db.close();
    return { id: request.id };
  }

  port.postMessage({ id: 0 } satisfies HostResponse);
} catch (error) {
  port.postMessage({
    id: 0,
    error: error instanceof Error ? error.message : String(error),
  } satisfies HostResponse);
}
