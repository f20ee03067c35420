import { Button } from './button';

/** The pager's words, translated by the caller ("Page 2 of 7 · 160 in all", Previous, Next). */
export interface PagerLabels {
  summary: (at: { page: number; pages: number; total: number }) => string;
  previous: string;
  next: string;
}

/** Page N of M, with Previous and Next: under a paged list. */
export function ListPager({
  page,
  pageSize,
  total,
  onPage,
  labels,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="mt-3 flex items-center justify-between gap-2 text-sm text-muted">
      <span className="tabular-nums">{labels.summary({ page, pages, total })}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {labels.next}
        </Button>
      </div>
    </div>
  );
}
