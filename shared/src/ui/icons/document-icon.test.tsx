import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../../rules/document-type.js';
import { DocumentIcon } from './document-icon.js';

describe('DocumentIcon (spec 000 §2.4)', () => {
  it('draws each document type as its own picture', () => {
    const drawings = DOCUMENT_TYPES.map((type) => {
      const { container, unmount } = render(<DocumentIcon type={type} />);
      const svg = container.querySelector('svg')?.innerHTML ?? '';
      unmount();
      return svg;
    });
    expect(drawings.every((svg) => svg.length > 0)).toBe(true);
    expect(new Set(drawings).size).toBe(DOCUMENT_TYPES.length);
  });

  it('draws the icon of a mime type or a name as that of its type', () => {
    const markup = (type: string) => render(<DocumentIcon type={type} />).container.innerHTML;
    expect(markup('application/pdf')).toBe(markup('pdf'));
    expect(markup('brief.docx')).toBe(markup('word'));
    expect(markup('text/csv')).toBe(markup('excel'));
    expect(markup('foto.heic')).toBe(markup('file'));
    expect(markup('pdf')).not.toBe(markup('file'));
  });

  it('is decorative without a title and named with one', () => {
    const { container, getByRole } = render(
      <>
        <DocumentIcon type="pdf" />
        <DocumentIcon type="excel" title="Excel-bestand" />
      </>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(getByRole('img', { name: 'Excel-bestand' })).toBeInTheDocument();
  });
});
