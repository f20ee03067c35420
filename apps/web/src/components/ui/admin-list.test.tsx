// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminList, type AdminListProps } from './admin-list';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from './list-toolbar';

interface Row {
  id: string;
  name: string;
  uses: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Overhand', uses: 40 },
  { id: 'b', name: 'False grip', uses: 0 },
];

const PAGER_LABELS = {
  summary: ({ page, pages, total }: { page: number; pages: number; total: number }) =>
    `Page ${page} of ${pages} · ${total} in all`,
  previous: 'Previous',
  next: 'Next',
};

function renderList(props: Partial<AdminListProps<Row>> = {}) {
  const base = {
    items: ROWS,
    itemKey: (row: Row) => row.id,
    isLoading: false,
    caption: 'Grips',
    columns: [
      { header: 'Name', cell: (row: Row) => row.name, isRowHeader: true },
      { header: 'Used by', cell: (row: Row) => `${row.uses} exercises` },
    ],
    emptyText: 'Nothing yet.',
  };
  return render(
    <MemoryRouter>
      <AdminList<Row> {...(base as AdminListProps<Row>)} {...(props as object)} />
    </MemoryRouter>,
  );
}

describe('AdminList', () => {
  it('draws a table: a row header, the cells, the actions column', () => {
    renderList({
      actions: { header: 'Actions', edit: { label: (row) => `Edit ${row.name}`, href: (row) => `/x/${row.id}` } },
    });
    const table = screen.getByRole('table', { name: 'Grips' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Used by', 'Actions']);
    const row = screen.getByRole('rowheader', { name: 'Overhand' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '40 exercises' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit Overhand' }).getAttribute('href')).toBe('/x/a');
  });

  it('says the empty text in a row, or draws the empty node instead of the table', () => {
    const { unmount } = renderList({ items: [] });
    expect(screen.getByRole('cell', { name: 'Nothing yet.' })).toBeTruthy();
    unmount();
    renderList({ items: [], empty: <p>No grips at all</p> });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No grips at all')).toBeTruthy();
  });

  it('draws a load failure instead of the rows and the pager', () => {
    renderList({
      error: <p role="alert">Could not load</p>,
      pager: { at: { page: 1, pageSize: 10, total: 30 }, onPage: () => undefined, labels: PAGER_LABELS },
    });
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Page 1/)).toBeNull();
  });

  it('refuses to delete a row in use, with the hint, and asks before deleting the others', async () => {
    const onDelete = vi.fn((_row: Row, settle: () => void) => settle());
    const onEdit = vi.fn();
    renderList({
      actions: {
        header: 'Actions',
        edit: { label: (row) => `Edit ${row.name}`, onEdit },
        remove: {
          label: (row) => `Delete ${row.name}`,
          isInUse: (row) => row.uses > 0,
          inUseHint: () => 'Exercises use it, so it cannot be deleted.',
          confirm: (row) => ({
            title: `Delete “${row.name}”?`,
            description: 'This cannot be undone.',
            confirmLabel: 'Delete',
            cancelLabel: 'Cancel',
            closeLabel: 'Close',
          }),
          isPending: false,
          onDelete,
        },
      },
    });
    const used = screen.getByRole('button', { name: 'Delete Overhand' }) as HTMLButtonElement;
    expect(used.disabled).toBe(true);
    expect(used.title).toBe('Exercises use it, so it cannot be deleted.');
    const unused = screen.getByRole('button', { name: 'Delete False grip' }) as HTMLButtonElement;
    expect(unused.disabled).toBe(false);
    expect(unused.title).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Edit False grip' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);

    fireEvent.click(unused);
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Delete “False grip”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(ROWS[1], expect.any(Function));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes at once without a question, and not twice while the first is on its way', () => {
    const onDelete = vi.fn();
    const { rerender } = renderList({
      actions: { header: 'Actions', remove: { label: (row) => `Remove ${row.name}`, isPending: false, onDelete } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove False grip' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <MemoryRouter>
        <AdminList<Row>
          items={ROWS}
          itemKey={(row) => row.id}
          isLoading={false}
          caption="Grips"
          columns={[{ header: 'Name', cell: (row) => row.name }]}
          actions={{ header: 'Actions', remove: { label: (row) => `Remove ${row.name}`, isPending: true, onDelete } }}
        />
      </MemoryRouter>,
    );
    expect((screen.getByRole('button', { name: 'Remove False grip' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no pager before a page with rows has come', () => {
    renderList({
      items: [],
      pager: { at: { page: 1, pageSize: 25, total: 0 }, onPage: vi.fn(), labels: PAGER_LABELS },
    });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('pages with its pager and reads more with "show more"', () => {
    const onPage = vi.fn();
    const onMore = vi.fn();
    renderList({
      pager: { at: { page: 1, pageSize: 25, total: 60 }, onPage, labels: PAGER_LABELS },
      more: { hasMore: true, isLoading: false, onMore, label: 'Show more' },
    });
    expect(screen.getByText('Page 1 of 3 · 60 in all')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMore).toHaveBeenCalled();
  });

  it('draws a list of cards, each given its row actions to place', () => {
    const verify = vi.fn();
    render(
      <MemoryRouter>
        <AdminList<Row>
          items={ROWS}
          itemKey={(row) => row.id}
          isLoading={false}
          listClassName="cards"
          actions={{
            extra: (row) => (
              <button type="button" onClick={() => verify(row.id)}>
                Verify {row.name}
              </button>
            ),
          }}
          renderItem={(row, actions) => (
            <article>
              <h2>{row.name}</h2>
              {actions}
            </article>
          )}
        />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Verify False grip' }));
    expect(verify).toHaveBeenCalledWith('b');
  });

  it('shows the loading node of a list while it loads', () => {
    render(
      <AdminList<Row>
        items={[]}
        itemKey={(row) => row.id}
        isLoading
        loading={<p>Loading grips</p>}
        empty={<p>No grips</p>}
        renderItem={(row) => row.name}
      />,
    );
    expect(screen.getByText('Loading grips')).toBeTruthy();
    expect(screen.queryByText('No grips')).toBeNull();
  });
});

describe('ListToolbar', () => {
  function Toolbar({ onSearch }: { onSearch: (q: string, kind: string) => void }) {
    const [text, setText] = useState('');
    const [kind, setKind] = useState('');
    return (
      <ListToolbar onSubmit={() => onSearch(text, kind)} submitLabel="Search">
        <ToolbarSearch id="q" label="Search by name" value={text} onValueChange={setText} />
        <ToolbarSelect
          id="kind"
          label="Kind"
          value={kind}
          onValueChange={setKind}
          anyLabel="Any kind"
          choices={[{ value: 'grip', label: 'Grip' }]}
        />
      </ListToolbar>
    );
  }

  it('searches on submit with its labelled search box and filter', () => {
    const onSearch = vi.fn();
    render(<Toolbar onSearch={onSearch} />);
    fireEvent.input(screen.getByLabelText('Search by name'), { target: { value: 'over' } });
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect([...kind.options].map((option) => option.text)).toEqual(['Any kind', 'Grip']);
    fireEvent.change(kind, { target: { value: 'grip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('over', 'grip');
  });

  it('keeps a hidden label for screen readers', () => {
    render(<ToolbarSearch id="q" label="Search mentors" hideLabel value="" onValueChange={() => undefined} />);
    expect(screen.getByLabelText('Search mentors')).toBeTruthy();
    expect(screen.getByText('Search mentors').className).toContain('sr-only');
  });
});
