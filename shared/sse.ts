/**
 * The one reader of server-sent events (`text/event-stream`), for every stream the project reads: the service's
 * answers in the browser, the model's stream in the service, and both in the tests. Runs in Node and in the browser.
 */

export interface RawSseEvent {
  event: string;
  data: string;
}

/**
 * Incremental parser of `text/event-stream` text: feed it text in pieces of any size, and it returns the events
 * completed so far. `readSseEvents` below feeds it from a response body; use that rather than this directly.
 */
export class SseDecoder {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): RawSseEvent[] {
    this.buffer += chunk;
    const events: RawSseEvent[] = [];
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline !== -1) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (width === 1 && this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(newline + width);
      const completed = this.line(line);
      if (completed) events.push(completed);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
    return events;
  }

  /** Bytes still waiting for a line end; a caller can cap it to refuse an endless line. */
  get pending(): number {
    return this.buffer.length + this.data.reduce((total, part) => total + part.length, 0);
  }

  private line(line: string): RawSseEvent | undefined {
    if (line === '') {
      if (this.data.length === 0) {
        this.event = '';
        return undefined;
      }
      const completed = {event: this.event || 'message', data: this.data.join('\n')};
      this.event = '';
      this.data = [];
      return completed;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return undefined;
  }
}

export interface ReadSseOptions {
  /** Called before each read of the body: the caller's cue to (re)arm a timer between chunks. */
  beforeRead?: () => void;
  /** Most text that may wait for a line end; a stream that goes past it is refused with `tooLong()`. */
  maxPendingChars?: number;
  tooLong?: () => Error;
}

/**
 * The events of an event-stream body, in order, as they complete: the body may be cut anywhere, in the middle of a
 * line, of a `\r\n` or of a UTF-8 character. An event left unfinished when the body ends is dropped, as the
 * standard says. Errors of the body (a dropped connection, an abort) are thrown as they are; leaving the loop early
 * cancels the body.
 */
export async function* readSseEvents(
  body: ReadableStream<Uint8Array>,
  options: ReadSseOptions = {},
): AsyncGenerator<RawSseEvent, void, undefined> {
  const reader = body.getReader();
  const text = new TextDecoder();
  const sse = new SseDecoder();
  try {
    for (;;) {
      options.beforeRead?.();
      const chunk = await reader.read();
      if (chunk.done) return;
      yield* sse.push(text.decode(chunk.value, {stream: true}));
      if (options.maxPendingChars !== undefined && sse.pending > options.maxPendingChars) {
        throw (
          options.tooLong?.() ??
          new Error(`An event of the stream is longer than ${options.maxPendingChars} characters.`)
        );
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
