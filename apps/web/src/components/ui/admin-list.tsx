import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from './button';
import type { ConfirmTexts } from './confirm-dialog';
import { DataTable } from './data-table';
import { ItemDeleteDialog } from './item-delete-dialog';
import { ListPager, type PagerLabels } from './list-pager';
import { Skeleton } from './skeleton';

export interface AdminListColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** The cell's classes (padding included); `px-3 py-2` when not given. */
  className?: string;
  /** The cell that names the row: a `<th scope="row">`. */
  isRowHeader?: boolean;
}

/**
 * Opens a row: a pencil button (or a small button reading `text`, with the pencil if `withIcon`) that calls
 * `onEdit`, or a link to `href`.
 */
export interface AdminListEdit<T> {
  label: (item: T) => string;
  text?: string;
  withIcon?: boolean;
  href?: (item: T) => string;
  onEdit?: (item: T) => void;
}

/**
 * Deletes a row. A row that others still use cannot be deleted: its button is disabled, with `inUseHint` as its
 * title. With `confirm`, a dialog asks first and `onDelete` gets `settle` to close it; without, it deletes at once.
 */
export interface AdminListDelete<T> {
  label: (item: T) => string;
  isInUse?: (item: T) => boolean;
  inUseHint?: (item: T) => string | undefined;
  confirm?: (item: T) => ConfirmTexts;
  isPending: boolean;
  onDelete: (item: T, settle: () => void) => void;
}

/** One of a row's own small buttons (verify, reject, mark paid...): its text, and its name for screen readers. */
export interface AdminListButton {
  text: string;
  label: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  onClick: () => void;
}

export interface AdminListActions<T> {
  /** The actions column's header (tables). */
  header?: string;
  /** The row's own buttons, first. */
  buttons?: (item: T) => AdminListButton[];
  /** Anything else the row offers (a link, a small form), after its buttons. */
  extra?: (item: T) => ReactNode;
  edit?: AdminListEdit<T>;
  remove?: AdminListDelete<T>;
  className?: string;
}

/** A list read a page at a time: the pager shows once a page with rows has come (`at`). */
export interface AdminListPaging {
  at: { page: number; pageSize: number; total: number } | undefined;
  onPage: (page: number) => void;
  labels: PagerLabels;
}

/** "Show more" under a list read a page at a time. */
export interface AdminListMore {
  hasMore: boolean;
  isLoading: boolean;
  onMore: () => void;
  label: string;
  className?: string;
}

interface CommonProps<T> {
  items: readonly T[];
  /** Each item's key: its `id` when not given. */
  itemKey?: (item: T) => string;
  isLoading: boolean;
  /** Search and filters, above the list. */
  toolbar?: ReactNode;
  /** A load failure, drawn instead of the list: a sentence (said as an alert) or the area's own block. */
  error?: ReactNode;
  /** Drawn instead of the list when it has nothing (else a table says `emptyText` in a row). */
  empty?: ReactNode;
  actions?: AdminListActions<T>;
  pager?: AdminListPaging;
  more?: AdminListMore;
}

interface TableProps<T> extends CommonProps<T> {
  caption: string;
  columns: AdminListColumn<T>[];
  emptyText?: string;
  rowClassName?: string;
  rowTestId?: string;
  renderItem?: never;
}

interface ItemsProps<T> extends CommonProps<T> {
  /** One item of a list of cards or lines; `actions` is its row actions, to place. */
  renderItem: (item: T, actions: ReactNode) => ReactNode;
  /** Each item a framed card, one under the other (`listClassName` and `itemClassName` add to that). */
  cards?: boolean;
  listClassName?: string;
  itemClassName?: string;
  /** What shows while it loads (a block of skeleton by default). */
  loading?: ReactNode;
  columns?: never;
}

export type AdminListProps<T> = TableProps<T> | ItemsProps<T>;

const CARD_LIST = 'flex flex-col gap-3';
const CARD = 'rounded-[12px] border border-border bg-surface p-4';

/** "Show more" for a list read with TanStack Query's infinite query. */
export function moreOf(
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown },
  label: string,
): AdminListMore {
  return {
    hasMore: query.hasNextPage,
    isLoading: query.isFetchingNextPage,
    onMore: () => void query.fetchNextPage(),
    label,
  };
}

const idOf = (item: unknown) => String((item as { id: unknown }).id);

/**
 * Every staff list: its toolbar, the rows (a dense table, or a list of cards) with their actions, a pager or "show
 * more", and the question before a delete. Texts and calls come in as props; it holds no area's code.
 */
export function AdminList<T>(props: AdminListProps<T>) {
  const { items, itemKey = idOf, isLoading, toolbar, empty, actions, pager, more } = props;
  const error =
    typeof props.error === 'string' ? (
      <p role="alert" className="text-sm text-destructive">
        {props.error}
      </p>
    ) : (
      props.error
    );
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = actions?.remove;
  const rowActions = (item: T) =>
    actions ? <RowActions item={item} actions={actions} onAskDelete={setDeleting} /> : null;
  const isEmpty = !isLoading && items.length === 0;

  let body: ReactNode;
  if (error) body = error;
  else if (isEmpty && empty) body = empty;
  else if (props.renderItem) {
    body = isLoading ? (
      (props.loading ?? <Skeleton className="h-40 w-full" />)
    ) : (
      <ul className={cn(props.cards && CARD_LIST, props.listClassName)}>
        {items.map((item) => (
          <li key={itemKey(item)} className={cn(props.cards && CARD, props.itemClassName)}>
            {props.renderItem(item, rowActions(item))}
          </li>
        ))}
      </ul>
    );
  } else {
    const { columns, caption, emptyText = '', rowClassName, rowTestId } = props;
    body = (
      <DataTable
        caption={caption}
        columns={[...columns.map((column) => column.header), ...(actions?.header ? [actions.header] : [])]}
        isLoading={isLoading}
        isEmpty={isEmpty}
        emptyText={emptyText}
      >
        {items.map((item) => (
          <tr key={itemKey(item)} className={rowClassName} data-testid={rowTestId}>
            {columns.map((column) =>
              column.isRowHeader ? (
                <th key={column.header} scope="row" className={column.className ?? 'px-3 py-2 font-medium'}>
                  {column.cell(item)}
                </th>
              ) : (
                <td key={column.header} className={column.className ?? 'px-3 py-2'}>
                  {column.cell(item)}
                </td>
              ),
            )}
            {actions?.header ? <td className="px-3 py-1">{rowActions(item)}</td> : null}
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <>
      {toolbar}
      {body}
      {pager?.at && pager.at.total > 0 && !error ? (
        <ListPager
          page={pager.at.page}
          pageSize={pager.at.pageSize}
          total={pager.at.total}
          onPage={pager.onPage}
          labels={pager.labels}
        />
      ) : null}
      {more?.hasMore ? (
        <Button
          variant="secondary"
          className={more.className ?? 'mt-3'}
          disabled={more.isLoading}
          onClick={more.onMore}
        >
          {more.label}
        </Button>
      ) : null}
      {remove?.confirm ? (
        <ItemDeleteDialog
          item={deleting}
          question={remove.confirm}
          isPending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={(item) => remove.onDelete(item, () => setDeleting(null))}
        />
      ) : null}
    </>
  );
}

/** A row's buttons: its own, then edit, then delete (disabled, with the hint, while others use the row). */
function RowActions<T>({
  item,
  actions,
  onAskDelete,
}: {
  item: T;
  actions: AdminListActions<T>;
  onAskDelete: (item: T) => void;
}) {
  const { buttons, extra, edit, remove } = actions;
  const isInUse = remove?.isInUse?.(item) ?? false;
  return (
    <div className={cn('flex flex-wrap gap-1', actions.className)}>
      {buttons?.(item).map((button) => (
        <Button
          key={button.text}
          size="sm"
          variant={button.variant}
          disabled={button.disabled}
          aria-label={button.label}
          onClick={button.onClick}
        >
          {button.text}
        </Button>
      ))}
      {extra?.(item)}
      {edit ? <EditAction item={item} edit={edit} /> : null}
      {remove ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={remove.label(item)}
          title={isInUse ? remove.inUseHint?.(item) : undefined}
          disabled={isInUse || (!remove.confirm && remove.isPending)}
          onClick={() => (remove.confirm ? onAskDelete(item) : remove.onDelete(item, () => undefined))}
        >
          <Trash2 aria-hidden strokeWidth={1.75} />
        </Button>
      ) : null}
    </div>
  );
}

function EditAction<T>({ item, edit }: { item: T; edit: AdminListEdit<T> }) {
  const look = edit.text
    ? ({ variant: 'secondary', size: 'sm' } as const)
    : ({ variant: 'ghost', size: 'icon' } as const);
  const pencil = <Pencil aria-hidden strokeWidth={1.75} />;
  const content = edit.text ? (
    <>
      {edit.withIcon ? pencil : null}
      {edit.text}
    </>
  ) : (
    pencil
  );
  if (edit.href) {
    return (
      <Button asChild {...look} aria-label={edit.label(item)}>
        <Link to={edit.href(item)}>{content}</Link>
      </Button>
    );
  }
  return (
    <Button {...look} aria-label={edit.label(item)} onClick={() => edit.onEdit?.(item)}>
      {content}
    </Button>
  );
}
