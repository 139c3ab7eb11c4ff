import { onFirstUse } from './on-first-use.ts';

/** sharp's default export: the image pipeline (libvips). */
export type Sharp = typeof import('sharp').default;

/**
 * sharp (a native library) loaded on first use rather than at start: most starts serve no image for a
 * while, and its loading was a tenth of a start (docs/operations.md "Start-up").
 */
export const loadSharp = onFirstUse(async (): Promise<Sharp> => (await import('sharp')).default);
