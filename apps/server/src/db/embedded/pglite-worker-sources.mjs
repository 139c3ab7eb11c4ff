// The embedded database's thread when the server runs from its TypeScript sources (tests, benches,
// `npm run dev`): the TypeScript loader first, then the worker itself (db/embedded/pglite-host.ts).
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
