import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

/** The words of a list's states, translated by the caller. */
export interface QueryListTexts {
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  empty: string;
  listLabel: string;
}

/** A list read by a query: a spinner while it loads, an alert if it fails, an empty state, or the items. */
export function QueryList<D, T>({
  query,
  items,
  icon,
  texts,
  children,
}: {
  query: UseQueryResult<D>;
  items: (data: D) => T[];
  icon: LucideIcon;
  texts: QueryListTexts;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={texts.loading} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {texts.loadFailed}
      </p>
    );
  }
  const list = items(query.data);
  if (list.length === 0) return <EmptyState icon={icon} title={texts.emptyTitle} description={texts.empty} />;
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={texts.listLabel}>
      {list.map(children)}
    </ul>
  );
}
