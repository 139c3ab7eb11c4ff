/**
 * A loader that runs once, at its first call, and gives every caller the same promise; a failed load is
 * forgotten, so the next call tries again. For the libraries a start does not load (docs/operations.md
 * "Start-up"): they load with the first request that needs them.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
