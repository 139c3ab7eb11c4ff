import { Paper, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './scrolling-table.css';

/** Whether the box's content is wider than the box (it then scrolls sideways). */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

export const SCROLL_HINT = 'Scroll sideways to see every column →';

/**
 * A wide table that scrolls sideways inside its own box where it does not fit (a phone), never the page.
 * Then a hint says so above it, and the box takes the keyboard focus (arrow keys scroll it) under the
 * table's name; on paper, and where the table fits, neither.
 */
export function ScrollingTable({
  minWidth,
  label,
  framed = false,
  children,
}: {
  minWidth: number;
  /** The scrolling box's name (a keyboard can focus it): "Receipt table", never a section's own name. */
  label?: string;
  /** The table in a bordered box (a page's main list); the hint stays above the box. */
  framed?: boolean;
  children: ReactNode;
}) {
  const { ref, overflows } = useOverflows();
  const hintId = useId();
  const box = (
    <Table.ScrollContainer
      ref={ref}
      minWidth={minWidth}
      className={overflows ? 'scroll-box scroll-box-overflows' : 'scroll-box'}
      {...(overflows
        ? { tabIndex: 0, role: 'region', 'aria-label': label ?? 'Wide table', 'aria-describedby': hintId }
        : {})}
    >
      {children}
    </Table.ScrollContainer>
  );
  return (
    <Stack gap={2} miw={0}>
      {overflows && (
        <Text id={hintId} size="xs" c="dimmed" className="scroll-hint" data-print-hidden aria-hidden>
          {SCROLL_HINT}
        </Text>
      )}
      {framed ? (
        <Paper withBorder p={0}>
          {box}
        </Paper>
      ) : (
        box
      )}
    </Stack>
  );
}

/**
 * A table of figures (a register, the receivables, a statement, an invoice's receipts): compact striped rows
 * named `name` for assistive technology, in a ScrollingTable whose box is named `label`.
 */
export function StripedTable({
  minWidth,
  label,
  name,
  children,
}: {
  minWidth: number;
  label: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <ScrollingTable minWidth={minWidth} label={label}>
      <Table verticalSpacing="xs" fz="sm" striped aria-label={name}>
        {children}
      </Table>
    </ScrollingTable>
  );
}
