/**
 * The payload of a successful answer, read the one way every area reads it (spec 000 §8:
 * a response that is missing gives the fetch-failed text). A list answer with an empty
 * array is an empty list (the no-data notice); a success without its payload is that
 * error, never an empty list, so the same server answer behaves alike in every area.
 */
import { MESSAGES } from '../rules/catalogue/messages.js';
import { ApiError } from './api-error.js';

export function requiredResponse<T>(response: T | null | undefined): T {
  if (response === null || response === undefined) {
    throw new ApiError(MESSAGES.fetchFailed, { status: 'error', httpStatus: 200 });
  }
  return response;
}
