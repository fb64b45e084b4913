import { describe, expect, it } from 'vitest';
import { readFlash, sentFlashState } from './flash.js';

describe('sentFlashState (issue 38)', () => {
  it('puts the request number first and links it to its details', () => {
    const { flash } = sentFlashState('Verstuurd', {
      customerRequestId: 133,
      followPath: '/requests/open/details/133',
      facts: [{ label: 'Dossier', value: '12' }, null, { label: 'Leeg', value: '' }],
    });
    expect(flash).toEqual({
      message: 'Verstuurd',
      type: 'success',
      facts: [
        { label: 'Aanvraagnummer', value: '133' },
        { label: 'Dossier', value: '12' },
      ],
      link: { path: '/requests/open/details/133', label: 'Volg deze melding' },
    });
  });

  it('offers its own link when the write made no request (a registration)', () => {
    const link = { path: '/articles/location/product/details/7', label: 'Bekijk dit hulpmiddel' };
    const { flash } = sentFlashState('Geregistreerd', {
      customerRequestId: null,
      followPath: null,
      facts: [{ label: 'Hulpmiddel', value: 'Tillift BD-1' }],
      link,
    });
    expect(flash).toEqual({
      message: 'Geregistreerd',
      type: 'success',
      facts: [{ label: 'Hulpmiddel', value: 'Tillift BD-1' }],
      link,
    });
    expect(readFlash({ flash })).toEqual(flash);
  });

  it("lets a request's 'Volg deze melding' go before another link", () => {
    const { flash } = sentFlashState('Verstuurd', {
      customerRequestId: 5,
      followPath: '/requests/open/details/5',
      link: { path: '/elders', label: 'Elders' },
    });
    expect(flash.link?.label).toBe('Volg deze melding');
  });
});
