/**
 * A test reporter for scripts/run-e2e.mjs, beside the usual one: the wall time of every test file, from its first
 * event to its last (files run two at a time, so these overlap), and the sum of its top-level tests' durations, longest
 * first, so that a file that got slower shows in every run.
 */
import path from 'node:path';

export default async function* fileTimes(source) {
  /** @type {Map<string, {first: number; last: number; tests: number}>} */
  const files = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file) continue;
    const now = Date.now();
    const entry = files.get(file) ?? {first: now, last: now, tests: 0};
    entry.last = now;
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0) {
      entry.tests += event.data.details?.duration_ms ?? 0;
    }
    files.set(file, entry);
  }
  const rows = [...files]
    .map(([file, {first, last, tests}]) => ({
      name: path.basename(file),
      wall: (last - first) / 1000,
      tests: tests / 1000,
    }))
    .sort((a, b) => b.wall - a.wall);
  yield '\n=== end-to-end time per file (wall from its first to its last event; top-level tests) ===\n';
  for (const row of rows) {
    yield `${row.name.padEnd(28)} ${row.wall.toFixed(0).padStart(5)} s  ${row.tests.toFixed(0).padStart(5)} s\n`;
  }
}
