/** How a long piece of work is spread over several tasks in a browser. */
export interface SliceOptions {
  /**
   * Most work between two pauses, in ms. Small, because a phone runs the same work several times slower than the
   * machine that measures it, and a task over 50 ms holds up the reader's input.
   */
  sliceMs?: number;
  /** Waits for the next task (tests count the pauses). */
  pause?: () => Promise<void>;
}

const SLICE_MS = 5;

/** Waits for the next task (a browser passes a quicker one: nested timeouts are stretched to 4 ms). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A checkpoint to await between small steps of work: it pauses once `sliceMs` of work has run since the last pause. */
export function slicer({sliceMs = SLICE_MS, pause = nextTask}: SliceOptions = {}): () => Promise<void> {
  let sliceStarted = performance.now();
  return async () => {
    if (performance.now() - sliceStarted < sliceMs) return;
    await pause();
    sliceStarted = performance.now();
  };
}

/** Runs a generator's steps to the end (each `yield` is a point where the work may pause), then returns its value. */
export function runAtOnce<T>(steps: Generator<void, T, void>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * Runs a generator's steps, pausing whenever a slice of work has run since the last pause. Work that fits in one
 * slice runs without a pause, as `runAtOnce` would (no promise is awaited between steps that do not pause).
 */
export async function runInSlices<T>(
  steps: Generator<void, T, void>,
  {sliceMs = SLICE_MS, pause = nextTask}: SliceOptions = {},
): Promise<T> {
  let sliceStarted = performance.now();
  let step = steps.next();
  while (!step.done) {
    if (performance.now() - sliceStarted >= sliceMs) {
      await pause();
      sliceStarted = performance.now();
    }
    step = steps.next();
  }
  return step.value;
}
