import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContactsCall, getLocationsCall } from '../contract/index.js';
import { MESSAGES } from '../rules/messages.js';
import { callApi, resetApiClient } from './api-client.js';
import { ApiError } from './api-error.js';
import { getContacts, getLocations } from './reference-data.js';
import { requiredResponse } from './required-response.js';

function success(response: unknown): Response {
  return new Response(JSON.stringify({ status: 'success', message: null, response }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetApiClient();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
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
    fetchMock.mockResolvedValueOnce(success(undefined));
    const answer = await callApi(getLocationsCall, { params: { id: 0 } });
    expect(() => requiredResponse(answer.response)).toThrow(MESSAGES.fetchFailed);
    fetchMock.mockResolvedValueOnce(success(null));
    const again = await callApi(getContactsCall);
    expect(() => requiredResponse(again.response)).toThrow(MESSAGES.fetchFailed);
  });
});

describe('the shared reference data', () => {
  it('gives an empty list for an empty array and the error for a missing payload', async () => {
    fetchMock.mockResolvedValueOnce(success({ locations: [] }));
    await expect(getLocations(0)).resolves.toEqual([]);
    fetchMock.mockResolvedValueOnce(success(null));
    await expect(getLocations(0)).rejects.toThrow(MESSAGES.fetchFailed);
    fetchMock.mockResolvedValueOnce(success({ contacts: [] }));
    await expect(getContacts()).resolves.toEqual([]);
    fetchMock.mockResolvedValueOnce(success(null));
    await expect(getContacts()).rejects.toThrow(MESSAGES.fetchFailed);
  });
});
