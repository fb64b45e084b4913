import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllLiveStreams } from '../../client/live-stream.js';
import {
  fallbackPollMs,
  LIVE_FALLBACK_POLL_MS,
  useLiveChanges,
  type TLiveChanges,
} from './use-live-changes.js';

function streamedAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200 }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
  };
}

function Probe({ onChanges }: { onChanges: (changes: TLiveChanges) => void }) {
  const status = useLiveChanges('/backoffice/events', onChanges);
  return <p>{status}</p>;
}

afterEach(() => {
  closeAllLiveStreams();
  vi.unstubAllGlobals();
});

describe('useLiveChanges', () => {
  it('answers the status and hands over the changes of a moment together, each id once', async () => {
    const answer = streamedAnswer();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer.response),
    );
    const received: TLiveChanges[] = [];
    render(<Probe onChanges={(changes) => received.push(changes)} />);
    expect(screen.getByText('connecting')).toBeInTheDocument();
    await act(async () => answer.write('event: ready\ndata: {}\n\n'));
    await vi.waitFor(() => expect(screen.getByText('live')).toBeInTheDocument());
    await vi.waitFor(() => expect(received).toEqual(['all']));
    await act(async () => {
      for (const id of [7, 8, 7]) {
        answer.write(`event: request\ndata: {"customerRequestId":${id},"kind":"step"}\n\n`);
      }
    });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toEqual({ customerRequestIds: [7, 8] });
  });

  it('polls only while the stream is not live', () => {
    expect(fallbackPollMs('live')).toBe(false);
    expect(fallbackPollMs('down')).toBe(LIVE_FALLBACK_POLL_MS);
    expect(fallbackPollMs('connecting')).toBe(LIVE_FALLBACK_POLL_MS);
  });
});
