import {test} from 'node:test';
import assert from 'node:assert/strict';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {ask, startTestService, tokensOf} from '../../service/testing/fixtures';
import {STUB_TOKENS} from '../../service/testing/stubs';

const STREAMS = 50;
const ROUNDS = 4;

// Full collections make heap figures comparable; the runner starts without --expose-gc.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

async function settledHeap(): Promise<number> {
  for (let pass = 0; pass < 3; pass += 1) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

test(`${STREAMS} concurrent streams complete without errors and memory returns to its baseline`, async () => {
  const service = await startTestService({rateLimit: 100_000, maxConcurrentStreams: STREAMS});
  try {
    const question = (index: number) => `How do I write the prompt template of a judge? (${index})`;
    // Warm up: the first answers load code paths and connection pools that stay for the life of the process.
    for (let index = 0; index < 5; index += 1) await ask(service.url, {question: question(index)});
    const baseline = await settledHeap();

    const after: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const results = await Promise.all(
        Array.from({length: STREAMS}, (_, index) => ask(service.url, {question: question(index)})),
      );
      for (const [index, result] of results.entries()) {
        assert.equal(result.status, 200, `stream ${index} of round ${round}: HTTP ${result.status}`);
        assert.deepEqual(tokensOf(result.events), STUB_TOKENS, `stream ${index} of round ${round}: every token`);
        assert.equal(result.events[result.events.length - 1].type, 'done', `stream ${index} ended with done`);
        assert.ok(!result.events.some((event) => event.type === 'error'), `stream ${index}: no error event`);
      }
      assert.equal(service.service.stats().activeStreams, 0, 'no stream is left open');
      after.push(await settledHeap());
    }

    assert.equal(service.stub.received.length, 5 + STREAMS * ROUNDS);
    const growth = after.map((heap) => (heap - baseline) / 1024 / 1024);
    // Back near the baseline after each round, and no growth from round to round (a leak would add per stream).
    for (const [round, megabytes] of growth.entries()) {
      assert.ok(megabytes < 8, `heap after round ${round + 1} is ${megabytes.toFixed(1)} MB above the baseline`);
    }
    assert.ok(
      growth[growth.length - 1] - growth[0] < 4,
      `heap grew ${(growth[growth.length - 1] - growth[0]).toFixed(1)} MB between the first and the last round`,
    );
  } finally {
    await service.close();
  }
});
