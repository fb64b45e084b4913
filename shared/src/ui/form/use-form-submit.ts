/**
 * The submit step every form of every area shares (docs: shared/README.md "Forms"):
 * - a refused submit, by the client's rules or by the server, bumps `refusal`, which the
 *   form's FormErrorSummary watches to take focus and scroll into view;
 * - one Idempotency-Key per content (a retry or double click creates one request);
 * - a second submit while one is under way is ignored;
 * - a failure keeps everything entered and shows the server's message in the summary;
 * - a save that would change nothing is not sent: the summary says so (`isUnchanged`);
 * - after success nothing is shown of the form's own refusal: `onSubmitted` gets the answer;
 * - a write that gets no answer (no connection) goes to the outbox with its key and body,
 *   where the host shows it ('Wacht op verbinding') until it is sent (issue 29); the form
 *   stays busy, as after a success, until the host has moved the page on.
 */
import { useRef, useState } from 'react';
import { getOutboxHost, queueUnsentWrite } from '../../client/outbox-host.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { useIdempotencyKey } from './use-idempotency-key.js';

/** Sends one request with its Idempotency-Key (a mutation's mutateAsync fits). */
export type TSendRequest<TRequest, TResult> = (args: {
  request: TRequest;
  idempotencyKey: string;
}) => Promise<TResult>;

/** What one submit attempt hands over. */
export type TSubmitAttempt<TRequest> = {
  /** The client's rules found errors: nothing is sent, the summary takes focus. */
  hasErrors: boolean;
  /**
   * The save would change nothing (an edit form with the stored values): nothing is sent,
   * the summary says 'Er is niets gewijzigd; er is niets opgeslagen.' (the api refuses
   * such a save with the same text).
   */
  isUnchanged?: boolean;
  /** Builds the request (only called when there are no errors). */
  request: () => TRequest;
};

/** The state and the submit function of one form. */
export type TFormSubmit<TRequest> = {
  /** The server's refusal (or the network failure), kept until the next attempt. */
  failure: string | null;
  /** True after the first attempt: fields show their rule messages from then on. */
  isChecking: boolean;
  /** A request is on its way (the submit button is busy). */
  isSending: boolean;
  /** Counts refused attempts; FormErrorSummary's `focusKey`. */
  refusal: number;
  submit: (attempt: TSubmitAttempt<TRequest>) => Promise<void>;
  /** Shows the summary again without sending (e.g. a step's own check failed). */
  refuse: () => void;
};

/** See the module comment; `onSubmitted` receives what `send` resolved with. */
export function useFormSubmit<TRequest, TResult = unknown>(
  send: TSendRequest<TRequest, TResult>,
  onSubmitted: (result: TResult) => void,
): TFormSubmit<TRequest> {
  const keyFor = useIdempotencyKey();
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [refusal, setRefusal] = useState(0);

  function refuse() {
    setIsChecking(true);
    setRefusal((count) => count + 1);
  }

  async function submit({
    hasErrors,
    isUnchanged = false,
    request,
  }: TSubmitAttempt<TRequest>): Promise<void> {
    if (inFlight.current) return;
    setIsChecking(true);
    setFailure(null);
    if (hasErrors) {
      setRefusal((count) => count + 1);
      return;
    }
    if (isUnchanged) {
      setFailure(MESSAGES.nothingChanged);
      setRefusal((count) => count + 1);
      return;
    }
    const payload = request();
    inFlight.current = true;
    setIsSending(true);
    let result: TResult;
    try {
      result = await send({ request: payload, idempotencyKey: keyFor(payload) });
    } catch (error) {
      const queued = await queueUnsentWrite(error);
      if (queued) {
        getOutboxHost()?.onQueued(queued);
        return;
      }
      inFlight.current = false;
      setIsSending(false);
      setFailure(error instanceof Error && error.message ? error.message : MESSAGES.fetchFailed);
      setRefusal((count) => count + 1);
      return;
    }
    // why: stays "sending" until the page moves on, so a second click sends nothing.
    onSubmitted(result);
  }

  return { failure, isChecking, isSending, refusal, submit, refuse };
}
