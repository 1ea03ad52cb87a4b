/**
 * A test reporter for scripts/run-e2e.mjs, beside the usual one: the time of every test file's tests (the sum of its
 * top-level tests' durations), longest first, so that a file that got slower shows in every run. (Node 20 passes on a
 * file's events in bursts while files run two at a time, so the reporter cannot time a file's wall clock itself.)
 */
import path from 'node:path';

export default async function* fileTimes(source) {
  /** @type {Map<string, number>} */
  const files = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file || (event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0) continue;
    files.set(file, (files.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
  }
  yield '\n=== end-to-end time per file (its top-level tests) ===\n';
  for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1])) {
    yield `${path.basename(file).padEnd(28)} ${(ms / 1000).toFixed(1).padStart(6)} s\n`;
  }
}
