import { MESSAGES } from '@portal/shared/rules';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderArea } from '../testing/render-area';

describe('auth routes', () => {
  it('sends /auth to the login page', () => {
    renderArea('/auth');
    expect(currentLocation.pathname).toBe('/auth/login');
  });

  it('shows not found for an address the area does not have', () => {
    renderArea('/auth/nothing/here');
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.pageNotFound })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar inlogpagina' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
