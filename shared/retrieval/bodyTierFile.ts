import {runAtOnce, runInSlices, type SliceOptions} from './slices';
import type {BodyTier} from './types';

/** The body tier's file starts with its operations and opens the list of sections on the same line. */
const HEAD_START = '{"operations":';
const HEAD_END = ',"sections":[';
const TAIL = ']}';
/** Sections parsed between two possible pauses. */
const SECTIONS_PER_STEP = 50;

/**
 * The body tier as the build writes it: one JSON document (any reader can parse it whole) with one section per line,
 * so that a browser can parse it a few hundred lines at a time instead of in one long task (4 MB).
 */
export function bodyTierJson(body: BodyTier): string {
  const sections = body.sections.map((section) => JSON.stringify(section)).join(',\n');
  return `${HEAD_START}${JSON.stringify(body.operations)}${HEAD_END}\n${sections}\n${TAIL}`;
}

function* parseSteps(text: string): Generator<void, unknown, void> {
  const lines = text.split('\n');
  const head = lines[0];
  if (!head.startsWith(HEAD_START) || !head.endsWith(HEAD_END) || lines[lines.length - 1] !== TAIL) {
    // Not laid out line by line (an older build): parsed whole.
    return JSON.parse(text) as unknown;
  }
  const operations = JSON.parse(head.slice(HEAD_START.length, -HEAD_END.length)) as unknown;
  const sections: unknown[] = [];
  for (let line = 1; line < lines.length - 1; line += 1) {
    const text = lines[line];
    if (text) sections.push(JSON.parse(text.endsWith(',') ? text.slice(0, -1) : text));
    if (line % SECTIONS_PER_STEP === 0) yield;
  }
  return {operations, sections};
}

/** Parses the body tier's file in one go (what `JSON.parse` gives, for any layout). */
export function parseBodyTier(text: string): unknown {
  return runAtOnce(parseSteps(text));
}

/** Parses the body tier's file in slices, pausing between them. */
export function parseBodyTierInSlices(text: string, options?: SliceOptions): Promise<unknown> {
  return runInSlices(parseSteps(text), options);
}
