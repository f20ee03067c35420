import { useState } from 'react';

/**
 * A paged list's filter: changing any part of it goes back to the first page; `setPage` turns the pages. The
 * search box's text (`draft`) is kept apart, for lists that search when it is submitted.
 */
export function useListFilter<F extends { page: number }>(initial: F) {
  const [filter, setFilterState] = useState(initial);
  const [draft, setDraft] = useState('');
  return {
    filter,
    draft,
    setDraft,
    setFilter: (change: Partial<Omit<F, 'page'>>) => setFilterState((f) => ({ ...f, ...change, page: 1 })),
    setPage: (page: number) => setFilterState((f) => ({ ...f, page })),
  };
}
