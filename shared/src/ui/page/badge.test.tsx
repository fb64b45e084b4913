import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.js';

describe('Badge', () => {
  it('shows the status as text with its tone', () => {
    render(<Badge tone="warning">In behandeling</Badge>);
    expect(screen.getByText('In behandeling')).toHaveClass('ui-badge', 'ui-badge--warning');
  });

  it('draws nothing for a status the answer left blank', () => {
    const { container } = render(<Badge tone="info">{''}</Badge>);
    expect(container).toBeEmptyDOMElement();
  });
});
