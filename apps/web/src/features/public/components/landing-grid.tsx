import type { CSSProperties, ReactNode } from 'react';
import classes from './landing-grid.module.css';

interface LandingGridProps {
  /** Columns from each Mantine breakpoint up (base, xs 36em, sm 48em, md 62em). */
  cols: { base?: number; xs?: number; sm?: number; md?: number };
  gap?: string;
  gapMd?: string;
  maw?: number;
  children: ReactNode;
}

/**
 * A responsive grid in plain CSS for the public site's first page: Mantine's SimpleGrid would add
 * its own chunk to the first visit (issue #3 budget: 150 kB of JavaScript).
 */
export function LandingGrid({ cols, gap, gapMd, maw, children }: LandingGridProps) {
  const style = {
    '--lg-base': cols.base ?? 1,
    '--lg-xs': cols.xs,
    '--lg-sm': cols.sm,
    '--lg-md': cols.md,
    '--lg-gap': gap,
    '--lg-gap-md': gapMd,
    maxWidth: maw,
  } as CSSProperties;
  return (
    <div className={classes.grid} style={style}>
      {children}
    </div>
  );
}
