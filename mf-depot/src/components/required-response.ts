/** The payload of a successful envelope; a success without one is the fetch-failed error. */
import { ApiError } from '@portal/shared/client';
import { MESSAGES } from '@portal/shared/rules';

export function requiredResponse<T>(response: T | null | undefined): T {
  if (response === null || response === undefined) {
    throw new ApiError(MESSAGES.fetchFailed, { status: 'error', httpStatus: 200 });
  }
  return response;
}
