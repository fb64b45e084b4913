// The Excel files of the lists are named in Dutch, and the same by the server (the
// download's Content-Disposition) and by the list's download button (its save name).
import { describe, expect, it } from 'vitest';
import { ARTICLES_TEXTS } from './articles-texts.js';
import { DEPOT_TEXTS } from './depot-texts.js';
import { MESSAGES } from './messages.js';
import { RENTALS_TEXTS } from './rentals-texts.js';
import { REQUESTS_TEXTS } from './requests-texts.js';

/** English tab keys that must not reach a file name. */
const ENGLISH = /-(active|waiting|archive|processing|location|pending)\.xlsx$/;

describe('Excel file names of the lists', () => {
  it('are Dutch for every tab', () => {
    const names = [
      ...(['active', 'waiting', 'archive'] as const).map(RENTALS_TEXTS.excelFileName),
      ...(['open', 'processing', 'archive'] as const).map(REQUESTS_TEXTS.excelFileName),
      ...(['location', 'depot'] as const).map(ARTICLES_TEXTS.excelFileName),
      ...(['pending', 'archive'] as const).map(DEPOT_TEXTS.excelFileName),
    ];
    expect(names).toEqual([
      'verhuur-actief.xlsx',
      'verhuur-in-behandeling.xlsx',
      'verhuur-archief.xlsx',
      'aanvragen-open.xlsx',
      'aanvragen-in-behandeling.xlsx',
      'aanvragen-archief.xlsx',
      'hulpmiddelen-op-locatie.xlsx',
      'hulpmiddelen-in-depot.xlsx',
      'depot-opdrachten.xlsx',
      'depot-archief.xlsx',
    ]);
    for (const name of names) expect(name).not.toMatch(ENGLISH);
  });

  it('are the same from the server and from the list', () => {
    for (const tab of ['location', 'depot'] as const) {
      expect(ARTICLES_TEXTS.excelFileName(tab)).toBe(MESSAGES.productExcel.fileName(tab));
    }
    for (const tab of ['pending', 'archive'] as const) {
      expect(DEPOT_TEXTS.excelFileName(tab)).toBe(MESSAGES.depotExcel.fileName(tab));
    }
  });
});
