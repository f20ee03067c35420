import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';
import { Skeleton } from './skeleton';

/** A dense table with a sticky header, as the admin area's lists use (DESIGN.md: admin is denser, same tokens). */
export function DataTable({
  caption,
  columns,
  children,
  isLoading,
  isEmpty,
  emptyText,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
  isLoading?: boolean;
  isEmpty?: boolean;
  emptyText: string;
}) {
  return (
    <ScrollRegion label={caption} className="rounded-[12px] border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-raised text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {isLoading
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i}>
                  <td colSpan={columns.length} className="px-3 py-2">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            : children}
          {!isLoading && isEmpty ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-muted">
                {emptyText}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
