/**
 * The send step every request form of this area shares: one Idempotency-Key per content
 * (a retry or double click creates one request), a second submit while one is under way
 * is ignored, and a failure keeps the form filled, shows the server's message and moves
 * focus to where it is shown.
 */
import { MESSAGES } from '@portal/shared/rules';
import { useRef, useState, type RefObject } from 'react';
import { useIdempotencyKey } from './use-idempotency-key';

export type TSendRequest<TRequest> = (args: {
  request: TRequest;
  idempotencyKey: string;
}) => Promise<unknown>;

export function useRequestSubmit<TRequest>(
  send: TSendRequest<TRequest>,
  onSubmitted: () => void,
  failureTarget: RefObject<HTMLElement | null>,
) {
  const keyFor = useIdempotencyKey();
  const isSending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function sendRequest(request: TRequest): Promise<void> {
    isSending.current = true;
    try {
      await send({ request, idempotencyKey: keyFor(request) });
      onSubmitted();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : MESSAGES.fetchFailed);
      failureTarget.current?.focus();
    } finally {
      isSending.current = false;
    }
  }

  return {
    failure,
    clearFailure: () => setFailure(null),
    isBusy: () => isSending.current,
    sendRequest,
  };
}
