import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from './api-client.js';
import {
  closeAllLiveStreams,
  subscribeLiveStream,
  type TLiveChange,
  type TLiveStatus,
} from './live-stream.js';

const PATH = '/backoffice/events';

/** A streamed answer whose text the test writes piece by piece, and ends when it likes. */
function streamedAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

function listen() {
  const changes: TLiveChange[] = [];
  const statuses: TLiveStatus[] = [];
  const unsubscribe = subscribeLiveStream(PATH, {
    onChange: (change) => changes.push(change),
    onStatus: (status) => statuses.push(status),
  });
  return { changes, statuses, unsubscribe };
}

afterEach(() => {
  closeAllLiveStreams();
  vi.unstubAllGlobals();
  resetApiClient();
});

describe('subscribeLiveStream', () => {
  it('sends the token in X-Auth-Token and hands over ready as "all" and each request change', async () => {
    configureApiClient({ getToken: () => 'the-token' });
    const answer = streamedAnswer();
    const fetchMock = vi.fn(async () => answer.response);
    vi.stubGlobal('fetch', fetchMock);
    const { changes, statuses, unsubscribe } = listen();
    answer.write('retry: 5000\n\nevent: ready\ndata: {}\n\n: keep-alive\n\n');
    answer.write('event: request\ndata: {"customerRequestId":42,"kind":"step"}\n\n');
    answer.write('event: request\ndata: {"customerRequestId":"x","kind":"step"}\n\n');
    await vi.waitFor(() => expect(changes).toHaveLength(2));
    expect(changes).toEqual(['all', { customerRequestId: 42, kind: 'step' }]);
    expect(statuses).toEqual(['connecting', 'live']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/Rest/Pwa/backoffice/events');
    expect(init.headers).toMatchObject({ 'X-Auth-Token': 'the-token' });
    unsubscribe();
  });

  it('shares one connection between subscribers and closes it a moment after the last one leaves', async () => {
    const answer = streamedAnswer();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      init?.signal?.addEventListener('abort', () => answer.end());
      return answer.response;
    });
    vi.stubGlobal('fetch', fetchMock);
    const first = listen();
    const second = listen();
    answer.write('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(second.changes).toEqual(['all']));
    expect(first.changes).toEqual(['all']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unsubscribe();
    second.unsubscribe();
    const signal = (fetchMock.mock.calls[0]?.[1] as RequestInit).signal;
    // why: the next page listens to the same stream; it lingers ~2 s for it.
    expect(signal?.aborted).toBe(false);
    await vi.waitFor(() => expect(signal?.aborted).toBe(true), { timeout: 3_000 });
  });

  it('reconnects after the server ends the stream, and says it is down meanwhile', async () => {
    const answers = [streamedAnswer(), streamedAnswer()];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers[calls++]?.response ?? new Response(null, { status: 500 })),
    );
    const { changes, statuses, unsubscribe } = listen();
    answers[0]?.write('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(statuses).toContain('live'));
    answers[0]?.end();
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('down'));
    answers[1]?.write('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('live'), { timeout: 3_000 });
    expect(changes).toEqual(['all', 'all']);
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('gives up on 401, 403 and 404: the page polls and its calls meet the refusal', async () => {
    for (const status of [401, 403, 404]) {
      const fetchMock = vi.fn(async () => new Response('{}', { status }));
      vi.stubGlobal('fetch', fetchMock);
      const { statuses, unsubscribe } = listen();
      await vi.waitFor(() => expect(statuses.at(-1)).toBe('down'));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      unsubscribe();
      closeAllLiveStreams();
    }
  });
});
