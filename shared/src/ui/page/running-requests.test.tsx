import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderAreaAt } from '../../testing/render-area.js';
import { RunningRequests } from './running-requests.js';

const RUNNING = [
  {
    customerRequestId: 133,
    type: 'REPAIR-RENTAL',
    createDate: '2026-03-07T14:05:00.000Z',
    status: 'OPEN',
  },
  {
    customerRequestId: 120,
    type: 'RENTAL-STOP',
    createDate: '2026-02-01T09:00:00.000Z',
    status: 'PROCESSING',
  },
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RunningRequests', () => {
  it("lists the subject's running requests: type linking to its details, date, status", async () => {
    const { calls } = mockApi({
      'GET /customer/requests/running/rentalCase/12': ok({ requests: RUNNING }),
    });
    renderAreaAt('/rentals', '/rentals/x', <RunningRequests subject="rentalCase" subjectId={12} />);
    const section = await screen.findByRole('region', { name: 'Lopende aanvragen' });
    const items = section.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Reparatie melden, aanvraag 133' })).toHaveAttribute(
      'href',
      '/requests/open/details/133',
    );
    expect(screen.getByRole('link', { name: 'Retour melden, aanvraag 120' })).toHaveAttribute(
      'href',
      '/requests/processing/details/120',
    );
    expect(items[0]).toHaveTextContent('07-03-2026');
    expect(items[0]).toHaveTextContent('Open');
    expect(items[1]).toHaveTextContent('In behandeling');
    expect(calls).toHaveLength(1);
  });

  it('shows the type without a link to a user who may not open the requests', async () => {
    mockApi({ 'GET /customer/requests/running/product/7': ok({ requests: RUNNING.slice(0, 1) }) });
    renderAreaAt('/articles', '/articles/x', <RunningRequests subject="product" subjectId={7} />, {
      '/articles': 1,
    });
    await screen.findByRole('region', { name: 'Lopende aanvragen' });
    expect(screen.getByText('Reparatie melden')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing when none runs, or when the answer fails', async () => {
    mockApi({
      'GET /customer/requests/running/rentalCase/1': ok({ requests: [] }),
      'GET /customer/requests/running/rentalCase/2': refused('Er is iets misgegaan'),
    });
    const view = renderAreaAt(
      '/rentals',
      '/rentals/x',
      <>
        <RunningRequests subject="rentalCase" subjectId={1} />
        <RunningRequests subject="rentalCase" subjectId={2} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container).toBeEmptyDOMElement();
  });
});
