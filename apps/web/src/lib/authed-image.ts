import { useQuery } from '@tanstack/react-query';
import { getToken } from './session-store.ts';

/**
 * Uploaded images (records, signatures) are served only to signed-in staff (docs/api.md "Uploads"), so
 * an <img src> cannot load them: they are fetched with the bearer token and shown as blob URLs.
 * The URL lives as long as the query cache keeps it (the same image is fetched once).
 */
export async function fetchAuthedImage(path: string, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!res.ok) throw new Error('The image could not be loaded');
  return URL.createObjectURL(await res.blob());
}

export const authedImageKeys = {
  one: (path: string) => ['authed-image', path] as const,
};

/** The blob URL of an authenticated image; data is undefined while loading or if it failed. */
export function useAuthedImage(path: string | null) {
  return useQuery({
    queryKey: authedImageKeys.one(path ?? ''),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: ({ signal }) => fetchAuthedImage(path!, signal),
  });
}
