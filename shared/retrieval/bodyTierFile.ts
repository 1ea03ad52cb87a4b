import {runAtOnce, runInSlices, slicer, type SliceOptions} from './slices';
import type {BodyTier} from './types';

/** The body tier's file starts with its operations and opens the list of sections on the same line. */
const HEAD_START = '{"operations":';
const HEAD_END = ',"sections":[';
const TAIL = ']}';

/**
 * The body tier as the build writes it: one JSON document (any reader can parse it whole) with one section per line,
 * so that a browser can parse it as it arrives, a few sections at a time, instead of 4 MB in one long task.
 */
export function bodyTierJson(body: BodyTier): string {
  const sections = body.sections.map((section) => JSON.stringify(section)).join(',\n');
  return `${HEAD_START}${JSON.stringify(body.operations)}${HEAD_END}\n${sections}\n${TAIL}`;
}

/** Reads the body tier's file line by line; a file not laid out that way (an older build) is parsed whole at the end. */
class BodyTierLines {
  private lineCount = 0;
  private laidOut = true;
  private operations: unknown;
  private readonly sections: unknown[] = [];
  private readonly unparsed: string[] = [];

  push(line: string): void {
    const first = this.lineCount === 0;
    this.lineCount += 1;
    if (first) {
      this.laidOut = line.startsWith(HEAD_START) && line.endsWith(HEAD_END);
      if (this.laidOut) {
        this.operations = JSON.parse(line.slice(HEAD_START.length, -HEAD_END.length));
        return;
      }
    }
    if (!this.laidOut) this.unparsed.push(line);
    else if (line && line !== TAIL) this.sections.push(JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line));
  }

  /** What the file holds, in the shape of `BodyTier` (the caller checks it). */
  result(): unknown {
    return this.laidOut ? {operations: this.operations, sections: this.sections} : JSON.parse(this.unparsed.join('\n'));
  }
}

function* parseSteps(text: string): Generator<void, unknown, void> {
  const lines = new BodyTierLines();
  for (const line of text.split('\n')) {
    lines.push(line);
    yield;
  }
  return lines.result();
}

/** Parses the body tier's file in one go (what `JSON.parse` gives, for any layout). */
export function parseBodyTier(text: string): unknown {
  return runAtOnce(parseSteps(text));
}

/** Parses the body tier's file in slices, pausing between them. */
export function parseBodyTierInSlices(text: string, options?: SliceOptions): Promise<unknown> {
  return runInSlices(parseSteps(text), options);
}

/**
 * Bytes decoded between two possible pauses. A fast connection hands over megabytes in one chunk, and decoding it in
 * one go is a long task on a phone.
 */
const PIECE_BYTES = 64 * 1024;

/** The stream's chunks cut into pieces of at most `PIECE_BYTES`. */
async function* pieces(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array, void, void> {
  const reader = stream.getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return;
    for (let at = 0; at < value.length; at += PIECE_BYTES) yield value.subarray(at, at + PIECE_BYTES);
  }
}

/**
 * Reads the body tier's file as it downloads, a piece at a time, parsing each line once it is complete, and pausing
 * between slices of work: neither decoding nor parsing 4 MB holds the page up for long.
 */
export async function readBodyTier(stream: ReadableStream<Uint8Array>, options?: SliceOptions): Promise<unknown> {
  const decoder = new TextDecoder();
  const checkpoint = slicer(options);
  const lines = new BodyTierLines();
  let pending = '';
  for await (const piece of pieces(stream)) {
    pending += decoder.decode(piece, {stream: true});
    let start = 0;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
      lines.push(pending.slice(start, end));
      start = end + 1;
      await checkpoint();
    }
    pending = pending.slice(start);
    await checkpoint();
  }
  lines.push(pending + decoder.decode());
  return lines.result();
}
