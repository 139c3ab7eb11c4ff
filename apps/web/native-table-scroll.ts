import type { Plugin } from 'vite';

/** Mantine's Table.ScrollContainer module, as installed. */
export const TABLE_SCROLL_CONTAINER =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;

const IMPORT_LINE = 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";';
const DEFAULTS = 'const defaultProps = { type: "scrollarea" };';

/**
 * The module with its default type "native" (which Mantine supports: `overflow-x: auto` on the
 * container) and without its ScrollArea import, or null if Mantine's module no longer has that shape.
 */
export function rewriteTableScrollContainer(code: string): string | null {
  if (!code.includes(IMPORT_LINE) || !code.includes(DEFAULTS)) return null;
  return code
    .replace(IMPORT_LINE, 'const ScrollArea = "div";')
    .replace(DEFAULTS, 'const defaultProps = { type: "native" };');
}

/**
 * Tables scroll sideways with the browser's own scrolling instead of Mantine's ScrollArea (issue 10
 * point 6). `Table` carries its ScrollContainer as a property, so importing Table brought ScrollArea and
 * the floating-ui chunk it imports from (19 kB brotli) to every screen with a table, the Dashboard
 * included. Native scrolling also drops the empty scrollbar gutter ScrollArea kept under every table.
 * `vite dev` serves Mantine pre-bundled, which plugins do not transform, so there tables keep ScrollArea.
 * The build stops if Mantine's module changes shape; `scripts/test/native-table-scroll.test.ts`
 * checks the rewrite against the installed Mantine and that no screen asks for the ScrollArea type.
 */
export function nativeTableScroll(): Plugin {
  return {
    name: 'aquadesk-native-table-scroll',
    enforce: 'pre',
    transform(code, id) {
      if (!TABLE_SCROLL_CONTAINER.test(id)) return null;
      const rewritten = rewriteTableScrollContainer(code);
      if (rewritten === null) {
        this.error(`${id} changed shape: review apps/web/native-table-scroll.ts`);
      }
      return rewritten;
    },
  };
}
