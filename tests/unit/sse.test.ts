import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {encodeEvent, parseAskEvent, type AskEvent} from '../../shared/askAiProtocol';
import {readSseEvents, type RawSseEvent} from '../../shared/sse';

/** A body that delivers `bytes` in the pieces given by `cuts` (byte offsets), as a network might. */
function bodyCutAt(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const bounds = [0, ...cuts, bytes.length];
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      if (next === bounds.length - 1) controller.close();
      else {
        controller.enqueue(bytes.slice(bounds[next], bounds[next + 1]));
        next += 1;
      }
    },
  });
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<RawSseEvent[]> {
  const events: RawSseEvent[] = [];
  for await (const event of readSseEvents(body)) events.push(event);
  return events;
}

const EVENTS: AskEvent[] = [
  {type: 'token', text: 'Grüße, 日本語 and emoji 🧪\n\nsecond paragraph [1]'},
  {type: 'sources', sources: [{n: 1, title: 'Page › Part', url: '/page#part', cited: true}]},
  {type: 'done', answerId: '0123456789abcdef'},
];

describe('the one SSE reader', () => {
  test('reads the same events whichever byte the body is cut at, even inside a character or a CRLF', async () => {
    // CRLF line ends and a comment line, as proxies and some servers send them.
    const wire = `: hello\r\n${EVENTS.map(encodeEvent).join('').replace(/\n/g, '\r\n')}`;
    const bytes = new TextEncoder().encode(wire);
    const expected = EVENTS;
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const read = (await readAll(bodyCutAt(bytes, [cut]))).map(parseAskEvent);
      assert.deepEqual(read, expected, `cut at byte ${cut}`);
    }
    const everyByte = Array.from({length: bytes.length - 1}, (_, index) => index + 1);
    assert.deepEqual((await readAll(bodyCutAt(bytes, everyByte))).map(parseAskEvent), expected, 'one byte at a time');
  });

  test('drops an event the body ends in the middle of, and refuses a line past the allowed length', async () => {
    const bytes = new TextEncoder().encode('data: {"text":"whole"}\n\nevent: token\ndata: {"text":"half');
    assert.deepEqual(await readAll(bodyCutAt(bytes, [])), [{event: 'message', data: '{"text":"whole"}'}]);

    const endless = new TextEncoder().encode(`data: ${'x'.repeat(5000)}`);
    const reading = (async () => {
      for await (const event of readSseEvents(bodyCutAt(endless, [1000, 2000, 3000, 4000]), {
        maxPendingChars: 2500,
        tooLong: () => new Error('too long'),
      })) {
        assert.fail(`no event expected, got ${event.data}`);
      }
    })();
    await assert.rejects(reading, /too long/);
  });

  test('leaving the loop early cancels the body', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\ndata: 2\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readSseEvents(body)) {
      assert.equal(event.data, '1');
      break;
    }
    assert.ok(cancelled);
  });
});
