import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewFile } from './view-file.js';

const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
const revokeObjectURL = vi.fn();

type TFakeViewer = {
  closed: boolean;
  close: () => void;
  location: { href: string };
  document: Document;
};

function fakeViewer(): TFakeViewer {
  const viewer: TFakeViewer = {
    closed: false,
    close: () => {
      viewer.closed = true;
    },
    location: { href: 'about:blank' },
    document: document.implementation.createHTMLDocument(''),
  };
  return viewer;
}

const pdf = () => Promise.resolve(new Blob([new Uint8Array(150)]));

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('viewFile (issue 38)', () => {
  it('opens the tab at once, then shows the fetched bytes in it as a PDF', async () => {
    const viewer = fakeViewer();
    const open = vi.spyOn(window, 'open').mockReturnValue(viewer as unknown as Window);
    let fetched = false;
    const done = viewFile(
      async () => {
        // why: the tab must exist before the fetch, or a pop-up blocker holds it back.
        expect(open).toHaveBeenCalledWith('', '_blank');
        fetched = true;
        return pdf();
      },
      { fileName: 'factuur.pdf', placeholder: 'Het bestand wordt geopend…' },
    );
    expect(viewer.document.body.textContent).toBe('Het bestand wordt geopend…');
    await done;
    expect(fetched).toBe(true);
    expect(viewer.location.href).toBe('blob:application/pdf');
  });

  it('closes the tab and rejects as the fetch does', async () => {
    const viewer = fakeViewer();
    vi.spyOn(window, 'open').mockReturnValue(viewer as unknown as Window);
    await expect(
      viewFile(() => Promise.reject(new Error('weg')), { fileName: 'f.pdf' }),
    ).rejects.toThrow('weg');
    expect(viewer.closed).toBe(true);
  });

  it('saves the file where the browser shows no PDF or the tab was refused', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await viewFile(pdf, { fileName: 'geblokkeerd.pdf' });
    vi.stubGlobal('navigator', { ...navigator, pdfViewerEnabled: false });
    await viewFile(pdf, { fileName: 'android.pdf' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual(['geblokkeerd.pdf', 'android.pdf']);
  });
});
