import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DELIVERY_DATE_RANGE, type TDateRange } from '../rules/date-parts.js';
import { DateField } from './date-field.js';

const now = new Date(2026, 5, 15);

function Harness({
  range = DELIVERY_DATE_RANGE,
  onValue = () => undefined,
  initial = '',
  error,
  notBeforeToday,
}: {
  range?: TDateRange;
  onValue?: (value: string) => void;
  initial?: string;
  error?: string;
  notBeforeToday?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      name="deliverDate"
      identifier="deliver"
      label="Gewenste leverdatum"
      value={value}
      range={range}
      now={now}
      error={error}
      notBeforeToday={notBeforeToday}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('has three labelled numeric boxes under one group label', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Gewenste leverdatum' })).toBeInTheDocument();
    const day = screen.getByLabelText('Dag');
    const month = screen.getByLabelText('Maand');
    const year = screen.getByLabelText('Jaar');
    expect(day).toHaveAttribute('maxLength', '2');
    expect(month).toHaveAttribute('maxLength', '2');
    expect(year).toHaveAttribute('maxLength', '4');
    expect(day).toHaveAttribute('inputMode', 'numeric');
  });

  it('moves focus day → month → year after two digits and emits yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(screen.getByLabelText('Dag'));
    await user.keyboard('07');
    expect(screen.getByLabelText('Maand')).toHaveFocus();
    await user.keyboard('03');
    expect(screen.getByLabelText('Jaar')).toHaveFocus();
    await user.keyboard('2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-03-07');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not advance after one digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Dag'));
    await user.keyboard('7');
    expect(screen.getByLabelText('Dag')).toHaveFocus();
  });

  it('shows the rule message once the year is complete', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(screen.getByLabelText('Dag'));
    await user.keyboard('31042026');
    expect(screen.getByRole('alert')).toHaveTextContent('Ongeldige dag van de maand');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(screen.getByLabelText('Dag')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the year range message', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Dag'));
    await user.keyboard('01012030');
    expect(screen.getByRole('alert')).toHaveTextContent('Ongeldig jaartal (2026 - 2027)');
  });

  it('shows the day message when leaving the group', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <button>verder</button>
      </>,
    );
    await user.click(screen.getByLabelText('Dag'));
    await user.keyboard('40');
    await user.click(screen.getByRole('button', { name: 'verder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ongeldige dag');
  });

  it('shows an outside error such as Verplicht veld', () => {
    render(<Harness error="Verplicht veld" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Verplicht veld');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Verplicht veld');
  });

  it("says 'Range is not set!' without any bound", () => {
    render(<Harness range={{}} initial="2026-01-01" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Range is not set!');
  });

  it('fills the boxes from a value', () => {
    render(<Harness initial="2026-12-24" />);
    expect(screen.getByLabelText('Dag')).toHaveValue('24');
    expect(screen.getByLabelText('Maand')).toHaveValue('12');
    expect(screen.getByLabelText('Jaar')).toHaveValue('2026');
  });

  it('fills today or tomorrow in one tap where a date from today is asked (issue 38)', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness notBeforeToday onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Vandaag' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-06-15');
    expect(screen.getByLabelText('Dag')).toHaveValue('15');
    expect(screen.getByRole('button', { name: 'Vandaag' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Morgen' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-06-16');
    expect(screen.getByLabelText('Maand')).toHaveValue('06');
    expect(screen.getByRole('button', { name: 'Kalender' })).toBeInTheDocument();
  });

  it('offers no shortcuts where any date may be asked', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Vandaag' })).toBeNull();
  });
});
