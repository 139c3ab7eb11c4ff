import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from './paging.ts';

/** A page of a list as a repository returns it (docs/api.md "Lists"). */
export interface Page<T> {
  rows: T[];
  next_cursor: string | null;
  total: number;
}

/**
 * ILIKE '%term%' over any of the columns (each served by its pg_trgm GIN index); undefined without a
 * term, so it drops out of an `and(...)`.
 */
export function matchesAny(term: string | undefined, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)));
}
