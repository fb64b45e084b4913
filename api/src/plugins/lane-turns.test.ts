import { describe, expect, it } from 'vitest';
import { nextTurn } from './lane-turns.js';

describe('nextTurn', () => {
  it('lets the waiting calls go in the order they came, one per turn of the event loop', async () => {
    // why: a chain of immediates counts the turns, one step per turn.
    let turn = 0;
    let counting = true;
    const count = () => {
      turn += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const went: { call: number; turn: number }[] = [];
    await Promise.all([1, 2, 3, 4].map((call) => nextTurn().then(() => went.push({ call, turn }))));
    counting = false;
    expect(went.map(({ call }) => call)).toEqual([1, 2, 3, 4]);
    const turns = went.map(({ turn }) => turn);
    expect(new Set(turns).size).toBe(4);
  });
});
