let settle = 0;

/**
 * The staff shell's sidebar slides only when a person opens or closes it (a burger, a link of the phone's
 * sidebar), never when the window crosses the phone breakpoint (a resize, a tablet turned): Mantine's
 * AppShell stops its transitions on a resize only once React has rendered, a frame too late, so for 200 ms
 * the sidebar slid out over the page (a strip of it on the left) while the page's padding shrank (the page
 * wider than the window). global.css lets the shell move only while this mark is set, and never for those
 * who ask their system for less motion.
 */
export function letShellMove(): void {
  const root = document.documentElement;
  root.dataset.shellMoving = '';
  window.clearTimeout(settle);
  settle = window.setTimeout(() => {
    delete root.dataset.shellMoving;
  }, 400);
}

/** `action`, with the shell allowed to slide for it. */
export const withShellMotion = (action: () => void) => (): void => {
  letShellMove();
  action();
};
