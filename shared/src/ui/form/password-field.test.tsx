import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.js';
import { TextField } from './text-field.js';

describe('PasswordField', () => {
  it('toggles visibility with a named button', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Wachtwoord" name="password" />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord verbergen' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('announces the error and links it to the input', () => {
    render(<PasswordField label="Wachtwoord" error="Verplicht veld" hint="Minstens 8 tekens" />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Minstens 8 tekens Verplicht veld');
    expect(screen.getByRole('alert')).toHaveTextContent('Verplicht veld');
  });
});

describe('TextField', () => {
  it('has a label, no error state when valid, and an alert when invalid', () => {
    const { rerender } = render(<TextField label="Gebruikersnaam" required />);
    const input = screen.getByLabelText(/Gebruikersnaam/);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<TextField label="Gebruikersnaam" required error="Verplicht veld" />);
    expect(screen.getByLabelText(/Gebruikersnaam/)).toHaveAccessibleDescription('Verplicht veld');
    expect(screen.getByRole('alert')).toHaveTextContent('Verplicht veld');
  });
});
