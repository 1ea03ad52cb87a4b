/**
 * Work that can wait, run in the browser's idle time a few milliseconds at a time. Every link that scrolls into view
 * asks for a prefetch, and on load 100+ links do so in the same task: queued, they run in short slices between the
 * page's own work instead of as one long task that blocks input.
 */

/** What `requestIdleCallback` passes its callback: how long the browser expects to stay idle. */
export interface IdleDeadline {
  timeRemaining(): number;
  readonly didTimeout: boolean;
}

export interface IdleQueueOptions {
  /** The most a slice runs for, in ms, however long the browser says it is idle (it says up to 50). */
  sliceMs: number;
  /** Runs the callback once when the browser is idle. */
  whenIdle: (run: (deadline: IdleDeadline) => void) => void;
  /** A clock in ms. */
  now: () => number;
}

/** Idle time, or soon after for browsers without `requestIdleCallback` (Safari). */
export function browserIdle(sliceMs: number): IdleQueueOptions['whenIdle'] {
  return (run) => {
    if (typeof requestIdleCallback === 'function') {
      // A page that is never idle (an animation) still gets its prefetches, later.
      requestIdleCallback(run, {timeout: 2000});
      return;
    }
    setTimeout(() => run({timeRemaining: () => sliceMs, didTimeout: false}), 50);
  };
}

/**
 * A queue whose items `work` takes in the order they came, as many per idle slice as fit in it (at least one). The
 * items `work` returns, the smaller steps of its item, come next, before the items queued after it.
 */
export function idleQueue<Item>(work: (item: Item) => Item[] | void, {sliceMs, whenIdle, now}: IdleQueueOptions) {
  const items: Item[] = [];
  let scheduled = false;

  const runSlice = (deadline: IdleDeadline) => {
    const start = now();
    const budget = deadline.didTimeout ? sliceMs : Math.min(sliceMs, deadline.timeRemaining());
    try {
      do {
        items.unshift(...(work(items.shift() as Item) ?? []));
      } while (items.length > 0 && now() - start < budget);
    } finally {
      // An item that throws reports its error and leaves the others to the next slice.
      scheduled = items.length > 0;
      if (scheduled) whenIdle(runSlice);
    }
  };

  return {
    add(item: Item): void {
      items.push(item);
      if (scheduled) return;
      scheduled = true;
      whenIdle(runSlice);
    },
  };
}
