import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { parseStatus } from './status-parser.js';

const FETCH_FAILED =
  'Er is een fout opgetreden met het ophalen/verwerken van de gegevens, excuses voor het ongemak';

describe('parseStatus (spec 000 §8)', () => {
  it('uses the exact catalogue texts', () => {
    expect(MESSAGES.fetchFailed).toBe(FETCH_FAILED);
    expect(MESSAGES.generalErrorApi).toBe(
      'Er is iets misgegaan met het ophalen van de data, probeer het later nog een keer.',
    );
  });

  it('gives fetch-failed for a missing answer', () => {
    expect(parseStatus(200, null)).toMatchObject({ status: 'error', message: FETCH_FAILED });
    expect(parseStatus(200, undefined)).toMatchObject({ status: 'error', message: FETCH_FAILED });
  });

  it('gives fetch-failed for an answer that is not an object', () => {
    expect(parseStatus(200, 'oops')).toMatchObject({ status: 'error', message: FETCH_FAILED });
    expect(parseStatus(200, 42)).toMatchObject({ status: 'error', message: FETCH_FAILED });
    expect(parseStatus(200, [])).toMatchObject({ status: 'error', message: FETCH_FAILED });
  });

  it('gives fetch-failed for HTTP 500 and 404, even with a message', () => {
    expect(parseStatus(500, { status: 'error', message: null })).toMatchObject({
      status: 'error',
      message: FETCH_FAILED,
    });
    expect(parseStatus(404, { status: 'error', message: 'Niet gevonden' })).toMatchObject({
      status: 'error',
      message: FETCH_FAILED,
    });
  });

  it('gives fetch-failed for an error without message', () => {
    expect(parseStatus(200, { status: 'error', message: null })).toMatchObject({
      status: 'error',
      message: FETCH_FAILED,
    });
    expect(parseStatus(200, { status: 'error', message: '  ' }).message).toBe(FETCH_FAILED);
    expect(parseStatus(200, { status: 'error' }).message).toBe(FETCH_FAILED);
  });

  it('gives fetch-failed when the status is missing or unknown', () => {
    expect(parseStatus(200, { message: 'x', response: null }).message).toBe(FETCH_FAILED);
    expect(parseStatus(200, { status: 'weird' }).status).toBe('error');
    expect(parseStatus(200, { status: 1 }).message).toBe(FETCH_FAILED);
  });

  it('uses the server message as is', () => {
    expect(parseStatus(200, { status: 'error', message: 'Selecteer een locatie' })).toEqual({
      status: 'error',
      message: 'Selecteer een locatie',
      response: null,
    });
  });

  it("maps the code 'genaral_error_api' to the generic API text", () => {
    expect(parseStatus(200, { status: 'error', code: 'genaral_error_api' })).toMatchObject({
      status: 'error',
      message: MESSAGES.generalErrorApi,
    });
    expect(parseStatus(200, { status: 'error', message: 'genaral_error_api' }).message).toBe(
      MESSAGES.generalErrorApi,
    );
  });

  it('reads SESSION_EXPIRED from the status or HTTP 401', () => {
    expect(parseStatus(401, { status: 'SESSION_EXPIRED', message: null })).toMatchObject({
      status: 'SESSION_EXPIRED',
      message: 'Sessie is verlopen',
    });
    expect(parseStatus(200, { status: 'SESSION_EXPIRED' }).status).toBe('SESSION_EXPIRED');
    expect(parseStatus(401, null).status).toBe('SESSION_EXPIRED');
  });

  it('reads HTTP 403 as FORBIDDEN', () => {
    expect(parseStatus(403, { status: 'error', message: 'Geen toegang' })).toMatchObject({
      status: 'FORBIDDEN',
      message: 'U heeft geen toegang tot deze pagina',
    });
  });

  it('passes success and handled with the server message or null', () => {
    expect(parseStatus(200, { status: 'success', message: null, response: { a: 1 } })).toEqual({
      status: 'success',
      message: null,
      response: { a: 1 },
    });
    expect(parseStatus(200, { status: 'success', message: 'Opgeslagen' }).message).toBe(
      'Opgeslagen',
    );
    expect(parseStatus(200, { status: 'handled', message: null }).status).toBe('handled');
  });

  it('treats another 4xx claiming success as a failure', () => {
    expect(parseStatus(400, { status: 'success' })).toMatchObject({
      status: 'error',
      message: FETCH_FAILED,
    });
  });

  it('returns the messages per field of response.fields', () => {
    const parsed = parseStatus(200, {
      status: 'error',
      message: 'Controleer de invoer',
      response: { fields: { serialNumber: 'Verplicht veld', other: 3 } },
    });
    expect(parsed.fields).toEqual({ serialNumber: 'Verplicht veld' });
  });
});
