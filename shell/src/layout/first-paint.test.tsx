import { MESSAGES } from '@portal/shared/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalProvider } from '../runtime/portal-context';
import { TEST_PORTAL } from '../test/portal-fixture';
import { FirstPaint } from './first-paint';

describe('FirstPaint', () => {
  it("shows the supplier's logo, named, and the loading text as a status", () => {
    render(
      <PortalProvider value={TEST_PORTAL}>
        <FirstPaint />
      </PortalProvider>,
    );
    const logo = screen.getByRole('img', { name: TEST_PORTAL.config.brand.name });
    expect(logo.getAttribute('src')).toBe(TEST_PORTAL.config.brand.logoUrl);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
  });
});
