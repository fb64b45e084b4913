import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DROPDOWN_MAX_HEIGHT, DROPDOWN_MIN_HEIGHT } from '../../rules/constants.js';
import { filterOptions, SearchableSelect } from './searchable-select.js';

const LOCATIONS = Array.from({ length: 12 }, (_, index) => ({
  value: index + 1,
  label: index === 3 ? 'Woonzorgcentrum Cliëntenhuis' : `Locatie ${index + 1}`,
}));

function Harness({ onChange = vi.fn() }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchableSelect
      label="Locatie"
      required
      options={LOCATIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchableSelect (spec 000 §9 dropdown, APG combobox)', () => {
  it('filters while typing, ignoring case and accents, and picks with Enter', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: /Locatie/ });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'client');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Woonzorgcentrum Cliëntenhuis']);
    expect(screen.getByRole('status')).toHaveTextContent('1 keuze beschikbaar');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('4');
    expect(box).toHaveValue('Woonzorgcentrum Cliëntenhuis');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows 5 options a page and adds 5 when the arrow keys pass the last', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: /Locatie/ });
    await user.click(box);
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[5]?.id);
    await user.click(screen.getByRole('button', { name: 'Toon nog 2' }));
    expect(screen.getAllByRole('option')).toHaveLength(12);
  });

  it("gives the list itself the spec's heights, and adds 5 when it is scrolled to its end", async () => {
    // why: jsdom applies no stylesheet; the rules are read where the browser reads them
    // (e2e every-page measures the computed heights in Chromium).
    const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(css('../tokens.css')).toContain(`--size-dropdown-max: ${DROPDOWN_MAX_HEIGHT}px;`);
    expect(css('../tokens.css')).toContain(`--size-dropdown-min: ${DROPDOWN_MIN_HEIGHT}px;`);
    const listRule = /\.ui-combobox__list \{([^}]*)\}/.exec(css('./form.css'))?.[1] ?? '';
    expect(listRule).toContain('max-height: var(--size-dropdown-max);');
    expect(listRule).toContain('min-height: var(--size-dropdown-min);');
    expect(listRule).toContain('overflow-y: auto;');

    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: /Locatie/ }));
    const list = screen.getByRole('listbox');
    expect(list).toHaveClass('ui-combobox__list');
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 400 },
      clientHeight: { configurable: true, value: DROPDOWN_MAX_HEIGHT },
    });
    list.scrollTop = 100;
    fireEvent.scroll(list);
    expect(screen.getAllByRole('option')).toHaveLength(10);
  });

  it('closes on Escape without choosing and picks by click', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: /Locatie/ });
    await user.type(box, 'Loc');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Locatie 2' }));
    expect(onChange).toHaveBeenCalledWith('2');
    expect(box).toHaveValue('Locatie 2');
  });

  it('matches every typed word', () => {
    expect(filterOptions(LOCATIONS, 'locatie 1').map((option) => option.value)).toEqual([
      1, 10, 11, 12,
    ]);
  });
});
