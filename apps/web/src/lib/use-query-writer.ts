import { useSearchParams } from 'react-router';

/**
 * Changes the page's query string (replacing the history entry), building on the query as the browser
 * has it now. React Router's functional `setSearchParams` hands over the params of the last render, so
 * a change made before that render commits would drop the change before it: a typed search landing just
 * as a filter is picked, or two parts of one screen that each keep a parameter (react-router issues
 * 9757 and 12179). The router writes the browser's history as it navigates, ahead of the render.
 */
export function useQueryWriter(): (change: (next: URLSearchParams) => void) => void {
  const [, setParams] = useSearchParams();
  return (change) => {
    const next = new URLSearchParams(window.location.search);
    change(next);
    // a filter or tab changed in place: the page stays where the user is (ScrollRestoration would scroll
    // a new location to the top, taking the field just typed in, and the calendar anchored to it, away)
    setParams(next, { replace: true, preventScrollReset: true });
  };
}
