import type { ImageKind, Storage } from './storage.ts';

/**
 * Stores an image, then runs `write` (the database change that refers to it). When `write` fails (a 409
 * from a racing duplicate, any error) the file is removed again, so no upload is left without its row.
 */
export async function withStoredImage<T>(
  storage: Storage,
  kind: ImageKind,
  data: Buffer,
  write: (name: string) => Promise<T>,
): Promise<T> {
  const name = await storage.saveImage(kind, data);
  try {
    return await write(name);
  } catch (error) {
    await storage.remove(kind, name).catch(() => undefined);
    throw error;
  }
}

/** After the change that replaced it has committed: the previous image goes (unless it is still the same). */
export async function removeReplaced(
  storage: Storage,
  kind: ImageKind,
  previous: string | null | undefined,
  current: string | null | undefined,
): Promise<void> {
  if (previous && previous !== current) await storage.remove(kind, previous).catch(() => undefined);
}
