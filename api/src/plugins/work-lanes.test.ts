// The lanes that list and export calls wait in: a fixed number of slots, handed on in
// arrival order, a bounded wait, and a call that waits answers 503 only after it.
import { describe, expect, it } from 'vitest';
import { Lane } from './work-lanes.js';

describe('Lane', () => {
  it('hands out its slots, then passes each released slot to the longest waiting call', async () => {
    const lane = new Lane(2);
    const first = await lane.acquire(1_000);
    const second = await lane.acquire(1_000);
    const order: string[] = [];
    const third = lane.acquire(1_000).then((release) => {
      order.push('third');
      return release;
    });
    const fourth = lane.acquire(1_000).then((release) => {
      order.push('fourth');
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    first?.();
    first?.(); // a second release of the same slot changes nothing
    expect(await third).toBeTypeOf('function');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['third']);
    second?.();
    expect(await fourth).toBeTypeOf('function');
    expect(order).toEqual(['third', 'fourth']);
  });

  it('gives up after the longest wait', async () => {
    const lane = new Lane(1);
    const held = await lane.acquire(1_000);
    expect(await lane.acquire(30)).toBeNull();
    held?.();
    expect(await lane.acquire(30)).toBeTypeOf('function');
  });
});
