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

/** Waits for the next task, so that input and painting get their turn. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs a generator's steps to the end (each `yield` is a point where the work may pause), then returns its value. */
export function runAtOnce<T>(steps: Generator<void, T, void>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Runs a generator's steps, pausing whenever `sliceMs` of work has run since the last pause. */
export async function runInSlices<T>(
  steps: Generator<void, T, void>,
  {sliceMs = 8, pause = nextTask}: SliceOptions = {},
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
