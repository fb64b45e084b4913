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
      <MemoryRouter initialEntries={['/rentals/active']}>
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
    await user.click(more);
    expect(within(bar).getByRole('link', { name: 'Management info' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('puts the active area on the bar itself, as the trail names it (issue 38)', () => {
    render(
      <MemoryRouter initialEntries={['/articles/depot/request']}>
        <BottomAreaNav items={ALL} />
      </MemoryRouter>,
    );
    const bar = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Scannen', 'Verhuur', 'Depot']);
    expect(within(bar).getByRole('link', { name: 'Depot' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('button', { name: 'Meer' })).not.toHaveAttribute('aria-current');
    // why: the area it took the place of waits behind 'Meer', with the others
    expect(
      within(bar).getByRole('link', { hidden: true, name: 'Hulpmiddelenbeheer' }),
    ).toBeInTheDocument();
  });
});
