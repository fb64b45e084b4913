// What every list gets from ListPage beyond the spec (issue 23): a search field in view,
// debounced, kept per list and back to page 1; the order by a header or 'Sorteren', kept
// with the filters; 'Kolommen', kept per list; and cards with only their identifying facts.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filtersStorage, lastPageStorage, listColumnsStorage } from '../../client/storage.js';
import { ListPage, type TListPageProps } from './list-page.js';
import { SEARCH_DEBOUNCE_MS } from './list-search-field.js';
import type { TListColumn } from './responsive-list.js';
import {
  EMPTY_LIST_QUERY,
  listQueryOf,
  useListFilters,
  useListPageNumber,
  type TListQueryValues,
} from './use-list-state.js';

type TRow = {
  id: number;
  name: string;
  serial: string;
  date: string;
  room: string;
  client: string;
};
type TFilters = TListQueryValues & { quality: string };

const columns: TListColumn<TRow>[] = [
  { key: 'name', header: 'Artikel', card: 'title', sortBy: 'articleName', render: (r) => r.name },
  {
    key: 'serial',
    header: 'Serienummer',
    kind: 'code',
    card: 'fact',
    sortBy: 'serialNumber',
    render: (r) => r.serial,
  },
  { key: 'date', header: 'Sinds', kind: 'date', sortBy: 'startDate', render: (r) => r.date },
  { key: 'room', header: 'Kamer', card: 'fact', render: (r) => r.room },
  { key: 'client', header: 'Cliënt', table: 'optional', render: (r) => r.client },
];
const rows: TRow[] = [
  { id: 1, name: 'Bed', serial: 'DL-1', date: '01-01-2026', room: 'Kamer 1', client: 'A' },
  { id: 2, name: 'Tillift', serial: 'DL-2', date: '02-01-2026', room: 'Kamer 2', client: 'B' },
];
const defaults: TFilters = { ...EMPTY_LIST_QUERY, quality: '' };
const applied = vi.fn();

function Harness({
  identifier = 'articles-location',
  ...props
}: Partial<TListPageProps<TRow, TFilters>>) {
  const [values, apply] = useListFilters<TFilters>(identifier, defaults);
  const [page, setPage] = useListPageNumber(identifier);
  const [lastPage, setLastPage] = useState(page);
  return (
    <MemoryRouter>
      <p data-testid="page">{lastPage}</p>
      <ListPage<TRow, TFilters>
        title="Hulpmiddelenbeheer"
        identifier={identifier}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowLink={(row) => `details/${row.id}`}
        status="success"
        totalItems={35}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          setLastPage(next);
        }}
        search={{ hint: 'Serienummer, QR code, cliënt of kamer' }}
        order={{ label: 'Laatst geregistreerd eerst' }}
        filter={{
          values,
          defaults,
          onApply: (next) => {
            apply(next);
            applied(next);
          },
          render: () => <p>Kwaliteit</p>,
        }}
        {...props}
      />
    </MemoryRouter>
  );
}

beforeEach(() => {
  localStorage.clear();
  applied.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the search field of a list', () => {
  it('searches once typing pauses, keeps the term per list and goes back to page 1', () => {
    vi.useFakeTimers();
    lastPageStorage.set('articles-location', 3);
    render(<Harness />);
    const field = screen.getByRole('searchbox', { name: 'Zoeken' });
    expect(screen.getByRole('search')).toContainElement(field);
    expect(screen.getByText('Serienummer, QR code, cliënt of kamer')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'DL-2019' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(applied).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(applied).toHaveBeenCalledOnce();
    expect(applied).toHaveBeenCalledWith(expect.objectContaining({ search: 'DL-2019' }));
    expect(filtersStorage.get('articles-location')).toMatchObject({ search: 'DL-2019' });
    expect(screen.getByTestId('page')).toHaveTextContent('1');
    // another list keeps its own term
    expect(filtersStorage.get('articles-depot')).toBeNull();
  });

  it('searches at once on Enter, and waits for three characters unless a number is typed', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const field = screen.getByRole('searchbox', { name: 'Zoeken' });
    fireEvent.change(field, { target: { value: 'DL' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(applied).not.toHaveBeenCalled();
    expect(screen.getByText('Typ minimaal 3 tekens, of een nummer')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(applied).toHaveBeenCalledWith(expect.objectContaining({ search: '12' }));
    // clearing the field lists everything again
    fireEvent.change(field, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(applied).toHaveBeenLastCalledWith(expect.objectContaining({ search: '' }));
  });

  it('shows the stored term after a return to the list and announces the result count', () => {
    filtersStorage.set('articles-location', { ...defaults, search: 'Kamer 2' });
    render(<Harness />);
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('Kamer 2');
    expect(screen.getByText('35 resultaten gevonden')).toBeInTheDocument();
    // the search is shown, so it is not counted on the filter button
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });
});

describe('the order of a list', () => {
  it('orders by a header, the other way on a second tap, kept with the filters', async () => {
    const user = userEvent.setup();
    lastPageStorage.set('articles-location', 2);
    const { unmount } = render(<Harness />);
    const table = screen.getByRole('table', { name: 'Hulpmiddelenbeheer' });
    const header = within(table).getByRole('columnheader', { name: /^Serienummer/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: 'Serienummer' }));
    expect(filtersStorage.get('articles-location')).toMatchObject({
      sortBy: 'serialNumber',
      sortDirection: 'asc',
    });
    expect(screen.getByTestId('page')).toHaveTextContent('1');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: 'Serienummer' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // a date starts with the newest
    await user.click(within(table).getByRole('button', { name: 'Sinds' }));
    expect(within(table).getByRole('columnheader', { name: /^Sinds/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    unmount();
    render(<Harness />);
    expect(screen.getByRole('columnheader', { name: /^Sinds/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // no column header without sortBy is a button
    expect(screen.queryByRole('button', { name: 'Kamer' })).toBeNull();
  });

  it("names the order the list is in, in 'Sorteren', and applies another one", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    const sort = within(dialog).getByRole('combobox', { name: 'Sorteren' });
    expect(sort).toHaveDisplayValue('Laatst geregistreerd eerst');
    await user.selectOptions(sort, 'Artikel, Z tot A');
    await user.click(within(dialog).getByRole('button', { name: 'Toepassen' }));
    expect(applied).toHaveBeenCalledWith(
      expect.objectContaining({ sortBy: 'articleName', sortDirection: 'desc' }),
    );
    expect(screen.getByRole('columnheader', { name: /^Artikel/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('combobox', { name: 'Sorteren' })).toHaveDisplayValue(
      'Artikel, Z tot A',
    );
    // the order is not one of the active filters
    expect(screen.queryByRole('button', { name: /actief/ })).toBeNull();
  });

  it('sends the term and the order to the call, empty ones left out', () => {
    expect(listQueryOf({ search: ' DL ', sortBy: 'serialNumber', sortDirection: 'desc' })).toEqual({
      search: 'DL',
      sortBy: 'serialNumber',
      sortDirection: 'desc',
    });
    expect(listQueryOf(EMPTY_LIST_QUERY)).toEqual({});
  });
});

describe('the columns of a list', () => {
  it('shows the optional ones when chosen in Kolommen, kept per list', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    const client = () => screen.getByRole('columnheader', { name: 'Cliënt' });
    expect(client()).toHaveClass('ui-list__cell--off-table');
    await user.click(screen.getByRole('button', { name: 'Kolommen' }));
    const dialog = screen.getByRole('dialog', { name: 'Kolommen in de tabel' });
    // the row's title is never taken out
    expect(within(dialog).queryByRole('checkbox', { name: 'Artikel' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cliënt' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kamer' }));
    expect(client()).not.toHaveClass('ui-list__cell--off-table');
    expect(screen.getByRole('columnheader', { name: 'Kamer' })).toHaveClass(
      'ui-list__cell--off-table',
    );
    expect(listColumnsStorage.get('articles-location')).toEqual({
      shown: ['client'],
      hidden: ['room'],
    });
    unmount();
    render(<Harness />);
    expect(client()).not.toHaveClass('ui-list__cell--off-table');
    render(<Harness identifier="articles-depot" />);
    expect(screen.getAllByRole('columnheader', { name: 'Cliënt' })[1]).toHaveClass(
      'ui-list__cell--off-table',
    );
  });

  it('goes back to the defaults with Standaardkolommen', async () => {
    const user = userEvent.setup();
    listColumnsStorage.set('articles-location', { shown: ['client'], hidden: [] });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Kolommen' }));
    await user.click(screen.getByRole('button', { name: 'Standaardkolommen' }));
    expect(listColumnsStorage.get('articles-location')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Cliënt' })).toHaveClass(
      'ui-list__cell--off-table',
    );
  });

  it('puts only the title and the declared facts on a card', () => {
    render(<Harness />);
    const [first] = screen.getAllByRole('row').slice(1);
    const cells = within(first as HTMLElement).getAllByRole('cell');
    const onCard = cells.filter((cell) => !cell.classList.contains('ui-list__cell--off-card'));
    expect(onCard.map((cell) => cell.dataset.label)).toEqual(['Artikel', 'Serienummer', 'Kamer']);
    expect(cells[0]).toHaveClass('ui-list__cell--title');
    expect(screen.getByRole('columnheader', { name: /^Sinds/ })).toHaveClass(
      'ui-list__cell--off-card',
    );
  });
});
