import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.js';

describe('Pagination', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container } = render(
      <Pagination currentPage={1} totalItems={10} onPageChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders all pages up to 6 and marks the current one', () => {
    render(<Pagination currentPage={2} totalItems={55} onPageChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: 'Paginering' });
    const pages = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(pages).toEqual(['', '1', '2', '3', '4', '5', '6', '']);
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows first, last, dots and siblings above 6 pages', () => {
    render(<Pagination currentPage={10} totalItems={200} onPageChange={() => undefined} />);
    const list = screen.getByRole('list');
    expect(list.textContent).toBe('1…91011…20');
  });

  it('pages with previous and next, disabled at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination currentPage={1} totalItems={30} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Pagina 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    rerender(<Pagination currentPage={3} totalItems={30} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
  });

  it('brings the top of the list into view on a page change only when it is scrolled away above', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <div data-testid="list" />
        <Pagination currentPage={1} totalItems={30} onPageChange={() => undefined} />
      </div>,
    );
    const list = screen.getByTestId('list');
    const scrollIntoView = vi.fn();
    list.scrollIntoView = scrollIntoView;
    const listTopAt = (top: number) =>
      vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 300, 600));

    listTopAt(120);
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(scrollIntoView).not.toHaveBeenCalled();

    listTopAt(-480);
    await user.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });
});
