import { useCallback, useLayoutEffect } from 'react';
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
  // A layout effect runs before any event handler or passive effect can write again.
  useLayoutEffect(() => seen(rendered), [rendered]);

  const update = useCallback(
    (edit: Edit, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.value);
      edit(next);
      const value = next.toString();
      latest = { ...latest, value, pending: [...latest.pending, value] };
      setParams(next, { replace: options.replace ?? true });
    },
    [setParams],
  );
  return [params, update];
}

/**
 * `value` is the newest query string, `pending` the writes not rendered yet. One for the whole app, not one a hook: a
 * page writes its query string from several hooks (the search box's and the page's own), and a write of one must be
 * the starting point of the next write of the other even before either has rendered (once, a tap on a search result
 * right after the search was written lost the result's sheet).
 */
let latest = { rendered: '', value: '', pending: [] as string[] };

/**
 * A render of the query string: one of our own writes keeps the newer ones; any other change (Back, a link, another
 * page) becomes the new starting point.
 */
function seen(rendered: string) {
  if (latest.rendered === rendered) return;
  const mine = latest.pending.indexOf(rendered);
  latest =
    mine >= 0
      ? { rendered, value: latest.value, pending: latest.pending.slice(mine + 1) }
      : { rendered, value: rendered, pending: [] };
}
