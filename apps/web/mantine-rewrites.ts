import type { Plugin } from 'vite';

/**
 * Small rewrites of installed Mantine modules, each of which otherwise brings code to every staff
 * screen for a feature AquaDesk does not use (issue 10 point 6; bench/README.md §6). Each rewrite returns null
 * when the module no longer has the shape it expects, and the build then stops;
 * `scripts/test/mantine-rewrites.test.ts` runs them against the installed Mantine. `vite dev` serves
 * Mantine pre-bundled, which plugins do not transform, so there the modules stay as they are.
 */
interface Rewrite {
  /** The installed module's path. */
  module: RegExp;
  rewrite: (code: string) => string | null;
}

/** Mantine's Table.ScrollContainer module, as installed. */
export const TABLE_SCROLL_CONTAINER =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;

const SCROLL_AREA_IMPORT = 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";';
const DEFAULTS = 'const defaultProps = { type: "scrollarea" };';

/**
 * Tables scroll sideways with the browser's own scrolling instead of Mantine's ScrollArea: the module
 * with its default type "native" (which Mantine supports: `overflow-x: auto` on the container) and
 * without its ScrollArea import. `Table` carries its ScrollContainer as a property, so importing Table
 * brought ScrollArea and the floating-ui chunk it imports from (19 kB brotli) to every screen with a
 * table, the Dashboard included. Native scrolling also drops the empty scrollbar gutter ScrollArea kept
 * under every table.
 */
export function rewriteTableScrollContainer(code: string): string | null {
  if (!code.includes(SCROLL_AREA_IMPORT) || !code.includes(DEFAULTS)) return null;
  return code
    .replace(SCROLL_AREA_IMPORT, 'const ScrollArea = "div";')
    .replace(DEFAULTS, 'const defaultProps = { type: "native" };');
}

/** Mantine's AppShell header, navbar, footer and aside modules, as installed. */
export const APP_SHELL_SECTION =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Navbar|Footer|Aside)[\\/]AppShell\1\.mjs$/;

const REMOVE_SCROLL_IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';
const ZERO_RIGHT_USE = 'RemoveScroll.classNames.zeroRight';
/** react-remove-scroll-bar's `zeroRightClassName`, the class its scroll lock pads (the test checks it). */
export const ZERO_RIGHT_CLASS = 'right-scroll-bar-position';
const RESIZE_HANDLE_IMPORT =
  'import { AppShellResizeHandle } from "../AppShellResizeHandle/AppShellResizeHandle.mjs";';
/** What a section renders in place of the resize handle, which only a resizable AppShell shows. */
export const NO_RESIZE_HANDLE =
  'const AppShellResizeHandle = () => { throw new Error("AppShell is built without resizing: apps/web/mantine-rewrites.ts"); };';

/**
 * An AppShell section without two libraries it imports for features the staff layout does not use:
 * - The header, footer and aside read one string from react-remove-scroll (3.8 kB brotli): the class
 *   that makes a modal's scroll lock pad them for the scrollbar it hides. It becomes a literal; the
 *   drawers and modals that lock the scroll still import react-remove-scroll and pad the same class.
 * - Every section renders AppShell's resize handle (1.2 kB brotli) only when the AppShell is given a
 *   `resize` controller, which ours never is (the test checks the sources); it becomes a component
 *   that says so loudly if that ever changes.
 */
export function rewriteAppShellSection(code: string): string | null {
  if (!code.includes(RESIZE_HANDLE_IMPORT)) return null;
  if (code.includes(REMOVE_SCROLL_IMPORT) !== code.includes(ZERO_RIGHT_USE)) return null;
  const rewritten = code
    .replace(RESIZE_HANDLE_IMPORT, NO_RESIZE_HANDLE)
    .replace(REMOVE_SCROLL_IMPORT, '')
    .replaceAll(ZERO_RIGHT_USE, JSON.stringify(ZERO_RIGHT_CLASS));
  return rewritten.includes('RemoveScroll') ? null : rewritten;
}

const REWRITES: readonly Rewrite[] = [
  { module: TABLE_SCROLL_CONTAINER, rewrite: rewriteTableScrollContainer },
  { module: APP_SHELL_SECTION, rewrite: rewriteAppShellSection },
];

export function mantineRewrites(): Plugin {
  return {
    name: 'aquadesk-mantine-rewrites',
    enforce: 'pre',
    transform(code, id) {
      const found = REWRITES.find((r) => r.module.test(id));
      if (!found) return null;
      const rewritten = found.rewrite(code);
      if (rewritten === null) this.error(`${id} changed shape: review apps/web/mantine-rewrites.ts`);
      return rewritten;
    },
  };
}
