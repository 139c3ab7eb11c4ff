import {
  SEARCH_KINDS,
  SEARCH_MAX,
  SEARCH_MIN,
  type SearchHit,
  type SearchKind,
  type SearchResponse,
} from '@aquadesk/shared/search.ts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const searchKeys = {
  all: ['search'] as const,
  term: (term: string) => [...searchKeys.all, term] as const,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: the server refuses them (docs/api.md "Search")
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The typed text as it is sent: control characters as spaces, trimmed, at most 100 characters. */
export function searchTermOf(typed: string): string {
  return typed.replace(CONTROL, ' ').trim().slice(0, SEARCH_MAX).trim();
}

/** GET /api/search (docs/api.md "Search"): the hits each list lets the caller see. */
export function searchAll(term: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest<SearchResponse>('/search', { query: { q: term }, signal });
}

/** The hits grouped by kind, in the server's order of kinds; kinds without hits left out. */
export function groupHits(hits: readonly SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
  return SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) })).filter(
    (g) => g.hits.length > 0,
  );
}

/**
 * The search of what is typed, 200 ms after the typing stops; none under SEARCH_MIN characters
 * (`tooShort`). While the next answer comes, the last one stays on screen.
 */
export function useFindAnything(typed: string) {
  const [debounced] = useDebouncedValue(searchTermOf(typed), 200);
  const enabled = debounced.length >= SEARCH_MIN;
  const query = useQuery({
    queryKey: searchKeys.term(debounced),
    queryFn: ({ signal }) => searchAll(debounced, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const waiting = searchTermOf(typed) !== debounced;
  return { query, tooShort: searchTermOf(typed).length < SEARCH_MIN, waiting, enabled };
}
