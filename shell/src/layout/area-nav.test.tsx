import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { activeItemPath, BottomAreaNav } from './area-nav';

const ALL = [
  { path: '/home', title: 'Home' },
  { path: '/scan', title: 'Scannen' },
  { path: '/rentals', title: 'Verhuur' },
  { path: '/articles', title: 'Hulpmiddelenbeheer' },
  { path: '/articles/depot', title: 'In depot' },
  { path: '/requests', title: 'Aanvragen' },
  { path: '/management', title: 'Management info' },
];

describe('area navigation', () => {
  it('marks the area of the longest matching path', () => {
    expect(activeItemPath('/articles/depot/product/details/3', ALL)).toBe('/articles/depot');
    expect(activeItemPath('/articles/location', ALL)).toBe('/articles');
    expect(activeItemPath('/noaccess', ALL)).toBeNull();
  });

  it('keeps at most five items in the bottom bar: four and Meer for the rest', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/management/invoices']}>
        <BottomAreaNav items={ALL} />
      </MemoryRouter>,
    );
    const bar = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Scannen', 'Verhuur', 'Hulpmiddelen']);
    const more = within(bar).getByRole('button', { name: 'Meer' });
    expect(more).toHaveAttribute('aria-current', 'page');
    await user.click(more);
    expect(within(bar).getByRole('link', { name: 'Management info' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });
});
