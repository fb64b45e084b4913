// Turns: the request-thread work of lane calls (lists, exports) is let go one call per
// turn of the event loop. Node reads every socket that is ready and runs all their
// callbacks before it looks at the sockets again; under a crowd of list calls one such
// round held the work of several calls (building a page's SQL and sending it, serialising
// and writing its answer), and a short call that arrived meanwhile (identify, a detail, a
// write) waited for all of it: ~3 ms more at p99 than a server with nothing else to do
// (bench/README.md, the stall probe). A lane call waits here where its own work starts
// (once it has its slot, and before its answer is serialised); one waiting call goes on per
// turn, after Node has read the sockets again, so a short call that came in meanwhile is
// answered first.

const waiting: (() => void)[] = [];
let scheduled = false;

function letOneGo(): void {
  const next = waiting.shift();
  // why: an immediate set while immediates run waits for the next turn, after the
  // sockets were read again. Set before `next` goes on, so a turn it asks for comes later.
  if (waiting.length > 0) setImmediate(letOneGo);
  else scheduled = false;
  next?.();
}

/** Resolves in a later turn of the event loop: one waiting call per turn, in order. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(letOneGo);
    }
  });
}
