import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import { useQueryParams } from './use-query-params';

/**
 * A search box whose text, once it stops changing, is written to the query string as `q` (so Back and a reload come
 * back to the same list); `alsoClear` names parameters a new search resets (the page). Returns the box's text, its
 * setter and the search as written.
 */
export function useQuerySearch({ alsoClear = [] }: { alsoClear?: readonly string[] } = {}) {
  const [params, updateParams] = useQueryParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 250);
  const written = useRef(q);
  const clear = alsoClear.join(',');
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    updateParams((next) => {
      if (q) next.set('q', q);
      else next.delete('q');
      for (const key of clear ? clear.split(',') : []) next.delete(key);
    });
  }, [q, clear, updateParams]);
  return { text, setText, q };
}
