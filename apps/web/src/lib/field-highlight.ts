import { useCallback, useEffect, useRef, useState } from 'react';

/** spec 000 §9: missing fields of the site form keep their error style for 3000 ms. */
export const FIELD_HIGHLIGHT_MS = 3000;

export interface FieldHighlight<K extends string> {
  /** Marks these fields for `durationMs`, replacing any earlier marks. */
  flash: (fields: readonly K[]) => void;
  isHighlighted: (field: K) => boolean;
  /** Spread on a Mantine input: `{ error: true }` while highlighted (red border, no text). */
  highlightProps: (field: K) => { error?: boolean };
  clear: () => void;
}

export function useFieldHighlight<K extends string>(
  durationMs: number = FIELD_HIGHLIGHT_MS,
): FieldHighlight<K> {
  const [fields, setFields] = useState<ReadonlySet<K>>(() => new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setFields(new Set());
  }, []);

  const flash = useCallback(
    (next: readonly K[]) => {
      if (timer.current) clearTimeout(timer.current);
      setFields(new Set(next));
      timer.current = setTimeout(() => {
        timer.current = null;
        setFields(new Set());
      }, durationMs);
    },
    [durationMs],
  );

  const isHighlighted = useCallback((field: K) => fields.has(field), [fields]);
  const highlightProps = useCallback(
    (field: K): { error?: boolean } => (fields.has(field) ? { error: true } : {}),
    [fields],
  );

  return { flash, isHighlighted, highlightProps, clear };
}

/** The names of the fields whose value is empty (after trimming), in the order given. */
export function emptyFields<K extends string>(values: Record<K, unknown>, keys: readonly K[]): K[] {
  return keys.filter((key) => {
    const value = values[key];
    if (value === null || value === undefined) return true;
    if (typeof value === 'string') return value.trim().length === 0;
    if (Array.isArray(value)) return value.length === 0;
    return false;
  });
}
