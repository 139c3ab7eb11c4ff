/**
 * Keeping a cached list current from a live event or a save (spec 000 §4): one way to put an entry
 * into a list, used by every domain's socket hook and form. The lists are never mutated.
 */
export type Placement = 'first' | 'last';

/** Replaces the entry with the same key, or adds the item first or last. */
export function upsertBy<T>(
  list: readonly T[],
  item: T,
  keyOf: (entry: T) => unknown,
  placement: Placement = 'last',
): T[] {
  const key = keyOf(item);
  const at = list.findIndex((entry) => keyOf(entry) === key);
  if (at === -1) return placement === 'first' ? [item, ...list] : [...list, item];
  const next = [...list];
  next[at] = item;
  return next;
}

/** Replaces the entry with the same id, or adds the item first or last. */
export function upsertById<T extends { id: number }>(
  list: readonly T[],
  item: T,
  placement: Placement = 'last',
): T[] {
  return upsertBy(list, item, (entry) => entry.id, placement);
}

/** The list without the entry of that id. */
export function removeById<T extends { id: number }>(list: readonly T[], id: number): T[] {
  return list.filter((entry) => entry.id !== id);
}

/** Adds a value (an email to a taken-emails list) unless it is there already. */
export function addIfMissing<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list : [...list, value];
}
