// A thread of the export pool when the server runs from its TypeScript sources (tests, benches,
// `npm run dev`): the TypeScript loader first, then the worker itself (platform/table-export.ts).
import { register } from 'tsx/esm/api';

register();
await import('./table-export-worker.ts');
