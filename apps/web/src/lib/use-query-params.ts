import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

type Edit = (next: URLSearchParams) => void;

/**
 * The query string as page state, safe against quick successive writes.
 *
 * react-router's functional `setSearchParams` hands the updater the params of the render that created it, and its
 * navigations land in a transition. Two writes close together (a debounced search and a tap that opens a sheet) would
 * each start from the old query string and the second would drop the first. Here every edit starts from the last
 * query string this hook wrote or rendered, whichever is newer.
 */
export function useQueryParams(): [URLSearchParams, (edit: Edit, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  // `value` is the newest query string, `pending` the writes not rendered yet. A render of one of our own writes keeps
  // the newer ones; any other change of the URL (Back, a link) becomes the new starting point.
  const latest = useRef({ rendered, value: rendered, pending: [] as string[] });
  // A layout effect runs before any event handler or passive effect can write again.
  useLayoutEffect(() => {
    const current = latest.current;
    if (current.rendered === rendered) return;
    const mine = current.pending.indexOf(rendered);
    latest.current =
      mine >= 0
        ? { rendered, value: current.value, pending: current.pending.slice(mine + 1) }
        : { rendered, value: rendered, pending: [] };
  }, [rendered]);

  const update = useCallback(
    (edit: Edit, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current.value);
      edit(next);
      const value = next.toString();
      latest.current = { ...latest.current, value, pending: [...latest.current.pending, value] };
      setParams(next, { replace: options.replace ?? true });
    },
    [setParams],
  );
  return [params, update];
}
