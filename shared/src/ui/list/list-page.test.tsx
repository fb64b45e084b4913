import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filtersStorage } from '../../client/storage.js';
import { SelectField } from '../form/select-field.js';
import { ListPage, type TListPageProps } from './list-page.js';
import type { TListColumn } from './responsive-list.js';
import { useListFilters } from './use-list-state.js';

type TRow = { id: number; name: string; endDate: string };
type TFilters = { formType: string };

const nameColumn: TListColumn<TRow> = { key: 'name', header: 'Naam', render: (row) => row.name };
const endDateColumn: TListColumn<TRow> = {
  key: 'endDate',
  header: 'Einddatum',
  render: (row) => row.endDate,
};
const columns = [nameColumn, endDateColumn];
const rows: TRow[] = [
  { id: 1, name: 'Bed 1', endDate: '01-01-2026' },
  { id: 2, name: 'Bed 2', endDate: '02-01-2026' },
];
const defaults: TFilters = { formType: '' };
const applied = vi.fn();

function Harness(props: Partial<TListPageProps<TRow, TFilters>>) {
  const [values, apply] = useListFilters<TFilters>('depot-pending', defaults);
  const [page, setPage] = useState(1);
  return (
    <MemoryRouter>
      <ListPage<TRow, TFilters>
        title="Opdrachten"
        identifier="depot-pending"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        getRowLink={(row) => `details/${row.id}`}
        status="success"
        totalItems={2}
        page={page}
        onPageChange={setPage}
        filter={{
          values,
          defaults,
          onApply: (next) => {
            apply(next);
            applied(next);
          },
          render: ({ values: draft, setValue }) => (
            <SelectField
              label="Type opdracht"
              value={draft.formType}
              onChange={(event) => setValue('formType', event.target.value)}
              options={[
                { label: 'In depot (ophalen)', value: 'TRANSPORT-IN' },
                { label: 'Leveren uit depot', value: 'TRANSPORT-OUT' },
              ]}
            />
          ),
        }}
        {...props}
      />
    </MemoryRouter>
  );
}

const reload = vi.fn();
const originalLocation = window.location;

beforeEach(() => {
  localStorage.clear();
  applied.mockReset();
  reload.mockReset();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...originalLocation, reload },
  });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

describe('ListPage', () => {
  it('renders the title, the rows from the column definition and row links', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { level: 1, name: 'Opdrachten' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Opdrachten' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Naam', 'Einddatum']);
    expect(within(table).getByRole('link', { name: 'Bed 1' })).toHaveAttribute(
      'href',
      '/details/1',
    );
    expect(screen.queryByRole('navigation', { name: 'Paginering' })).toBeNull();
  });

  it('hides a column with hideWhen', () => {
    render(<Harness columns={[nameColumn, { ...endDateColumn, hideWhen: true }]} />);
    expect(screen.queryByRole('columnheader', { name: 'Einddatum' })).toBeNull();
  });

  it('marks the header and cells of an action column, which stay in view when the table scrolls', () => {
    const selectColumn: TListColumn<TRow> = {
      key: 'select',
      header: 'Selecteren',
      kind: 'action',
      render: (row) => <input type="checkbox" aria-label={`Selecteer ${row.name}`} />,
    };
    render(<Harness columns={[nameColumn, selectColumn]} />);
    const table = screen.getByRole('table', { name: 'Opdrachten' });
    expect(within(table).getByRole('columnheader', { name: 'Selecteren' })).toHaveClass(
      'ui-list__cell--action',
    );
    expect(within(table).getByRole('columnheader', { name: 'Naam' })).not.toHaveClass(
      'ui-list__cell--action',
    );
    expect(
      within(table).getByRole('checkbox', { name: 'Selecteer Bed 1' }).closest('td'),
    ).toHaveClass('ui-list__cell--action');
  });

  it('shows loading, no data and the server error', () => {
    const { rerender } = render(<Harness status="pending" rows={undefined} />);
    expect(screen.getByText('De data wordt opgehaald.')).toBeInTheDocument();
    rerender(<Harness rows={[]} />);
    expect(screen.getByText('Er zijn geen resultaten gevonden')).toBeInTheDocument();
    rerender(<Harness status="error" errorMessage="Geen toegang tot deze locatie" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Geen toegang tot deze locatie');
  });

  it('opens the filter dialog, traps focus, closes with Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const filterButton = screen.getByRole('button', { name: 'Filter' });
    await user.click(filterButton);
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getByLabelText(/Type opdracht/)).toHaveFocus();
    for (const name of ['Toepassen', 'Reset Filters', 'Sluiten']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText(/Type opdracht/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(filterButton).toHaveFocus();
  });

  it('closes with Sluiten without applying', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByLabelText(/Type opdracht/), 'TRANSPORT-OUT');
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(applied).not.toHaveBeenCalled();
    expect(filtersStorage.get('depot-pending')).toBeNull();
  });

  it('persists applied filters per list identifier and restores them', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByLabelText(/Type opdracht/), 'TRANSPORT-OUT');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(applied).toHaveBeenCalledWith({ formType: 'TRANSPORT-OUT' });
    expect(filtersStorage.get('depot-pending')).toEqual({ formType: 'TRANSPORT-OUT' });
    expect(screen.getByRole('button', { name: /Filter.*1 actief/ })).toBeInTheDocument();
    unmount();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    expect(screen.getByLabelText(/Type opdracht/)).toHaveValue('TRANSPORT-OUT');
  });

  it('Reset Filters clears the stored filters and reloads the page', async () => {
    const user = userEvent.setup();
    filtersStorage.set('depot-pending', { formType: 'TRANSPORT-IN' });
    filtersStorage.set('requests-open', { contact: 3 });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(filtersStorage.get('depot-pending')).toBeNull();
    expect(filtersStorage.get('requests-open')).toEqual({ contact: 3 });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows pagination when there is more than one page', async () => {
    const user = userEvent.setup();
    render(<Harness totalItems={35} />);
    await user.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(screen.getByRole('button', { name: 'Pagina 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the flash message from navigation state and the tabs', () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/requests/open', state: { flash: { message: 'Gelukt', type: 'success' } } },
        ]}
      >
        <ListPage<TRow>
          title="Aanvragen"
          identifier="requests-open"
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          status="success"
          totalItems={2}
          page={1}
          onPageChange={() => undefined}
          tabs={[
            { path: '/requests/open', title: 'Open' },
            { path: '/requests/archive', title: 'Archief' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Gelukt');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
  });
});
