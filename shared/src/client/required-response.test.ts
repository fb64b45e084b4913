import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContactsCall, getLocationsCall } from '../contract/index.js';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { mockApi, ok } from '../testing/render-area.js';
import { callApi, resetApiClient } from './api-client.js';
import { ApiError } from './api-error.js';
import { getContacts, getLocations } from './reference-data.js';
import { requiredResponse } from './required-response.js';

beforeEach(() => resetApiClient());
afterEach(() => vi.unstubAllGlobals());

describe('requiredResponse', () => {
  it('gives the payload, an empty list included', () => {
    expect(requiredResponse({ locations: [] })).toEqual({ locations: [] });
    expect(requiredResponse('')).toBe('');
    expect(requiredResponse(0)).toBe(0);
  });

  it('turns a success without its payload into the fetch-failed error (spec 000 §8)', () => {
    for (const missing of [null, undefined]) {
      const error = (() => {
        try {
          requiredResponse(missing);
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: MESSAGES.fetchFailed,
        status: 'error',
        httpStatus: 200,
      });
    }
  });

  it('reads a success envelope without response, or with null, as that error', async () => {
    mockApi({ '*': { body: { status: 'success', message: null } } });
    const answer = await callApi(getLocationsCall, { params: { id: 0 } });
    expect(() => requiredResponse(answer.response)).toThrow(MESSAGES.fetchFailed);
    mockApi({ '*': ok(null) });
    const again = await callApi(getContactsCall);
    expect(() => requiredResponse(again.response)).toThrow(MESSAGES.fetchFailed);
  });
});

describe('the shared reference data', () => {
  it('gives an empty list for an empty array and the error for a missing payload', async () => {
    mockApi({
      'GET /global/locations/0': ok({ locations: [] }),
      'GET /global/contacts': ok({ contacts: [] }),
    });
    await expect(getLocations(0)).resolves.toEqual([]);
    await expect(getContacts()).resolves.toEqual([]);
    mockApi({ '*': ok(null) });
    await expect(getLocations(0)).rejects.toThrow(MESSAGES.fetchFailed);
    await expect(getContacts()).rejects.toThrow(MESSAGES.fetchFailed);
  });
});
