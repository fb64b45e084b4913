import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaPage } from './area-page.js';

describe('AreaPage', () => {
  it('keeps the codes of its title and subtitle whole (no break at their hyphens)', () => {
    render(
      <AreaPage title="Aanvraag depotopslag" subtitle="Passieve tillift Arjo DL-2020-0037">
        <p>inhoud</p>
      </AreaPage>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aanvraag depotopslag');
    const subtitle = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Passieve tillift Arjo DL-2020-0037',
    );
    expect(subtitle.querySelector('.ui-nowrap')).toHaveTextContent(/^DL-2020-0037$/);
  });

  it('keeps a hyphenated code in the title whole', () => {
    render(
      <AreaPage title="Tillift TL-0012">
        <p>inhoud</p>
      </AreaPage>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Tillift TL-0012' });
    expect(heading.querySelector('.ui-nowrap')).toHaveTextContent(/^TL-0012$/);
  });
});
