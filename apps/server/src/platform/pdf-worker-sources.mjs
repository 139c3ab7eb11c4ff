// A thread of the PDF render pool when the server runs from its TypeScript sources (tests, benches,
// `npm run dev`): the TypeScript loader first, then the worker itself (platform/pdf.ts).
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
