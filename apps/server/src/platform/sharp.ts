/** sharp's default export: the image pipeline (libvips). */
export type Sharp = typeof import('sharp').default;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (a native library) loaded on first use rather than at start: most starts serve no image for a
 * while, and its loading was a tenth of a start (docs/operations.md "Start-up").
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp')
    .then((m) => m.default)
    .catch((error: unknown) => {
      loading = undefined; // the next use tries again
      throw error;
    });
  return loading;
}
