import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readConfig} from '../../service/src/config';
import {ATTR, createTelemetry, SERVICE_NAME} from '../../service/src/telemetry';
import {ask, startTestService, TEST_API_KEY} from '../../service/testing/fixtures';
import {startOtlpStub, type ReceivedSpan} from '../../service/testing/stubs';

const QUESTION = 'How do I store the retrieved context of a RAG step in a trace?';

function byName(spans: ReceivedSpan[], name: string): ReceivedSpan {
  const span = spans.find((candidate) => candidate.name === name);
  assert.ok(span, `a span named ${name} was exported (got ${spans.map((s) => s.name).join(', ') || 'none'})`);
  return span;
}

describe('OpenTelemetry tracing of answers', () => {
  test('is off unless an OTLP endpoint is configured', () => {
    assert.equal(readConfig({}, '/repo').otlpEndpoint, undefined);
    assert.equal(createTelemetry(undefined).enabled, false);
    assert.equal(
      readConfig({OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/'}, '/repo').otlpEndpoint,
      'http://127.0.0.1:4318/v1/traces',
    );
    assert.equal(
      readConfig(
        {ASK_AI_OTLP_ENDPOINT: 'http://127.0.0.1:9/api/otlp/v1/traces', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x:1'},
        '/repo',
      ).otlpEndpoint,
      'http://127.0.0.1:9/api/otlp/v1/traces',
    );
  });

  test('exports a retrieval span with the source ids and a completion span with model, tokens and latency', async () => {
    const otlp = await startOtlpStub();
    const telemetry = createTelemetry(otlp.url);
    const service = await startTestService({}, {telemetry});
    try {
      const result = await ask(service.url, {question: QUESTION});
      assert.equal(result.status, 200);
      await telemetry.forceFlush();

      const root = byName(otlp.spans, 'ask-ai.answer');
      const retrieval = byName(otlp.spans, 'ask-ai.retrieval');
      const completion = byName(otlp.spans, 'ask-ai.completion');
      assert.equal(root.resource['service.name'], SERVICE_NAME);
      for (const child of [retrieval, completion]) {
        assert.equal(child.traceId, root.traceId, `${child.name} belongs to the answer's trace`);
        assert.equal(child.parentSpanId, root.spanId, `${child.name} is a child of the answer span`);
      }

      assert.equal(retrieval.attributes[ATTR.node], 'query');
      const internals = JSON.parse(String(retrieval.attributes[ATTR.internals])) as {source_ids: string[]};
      const sources = result.events.find((event) => event.type === 'sources');
      assert.ok(sources?.type === 'sources');
      assert.deepEqual(
        internals.source_ids.map((id) => id.replace(/~\d+$/, '')),
        sources.sources.map((source) => source.url),
        'the retrieval span names the sections the answer was given',
      );
      assert.equal(internals.source_ids[0], '/observability/trace-with-python-sdk#store-internals');

      assert.equal(completion.attributes[ATTR.node], 'chat');
      assert.equal(completion.attributes['ts.meta.request.model'], 'stub-model');
      assert.equal(completion.attributes['ts.metrics.tokens.incremental.prompt'], 1200);
      assert.equal(completion.attributes['ts.metrics.tokens.incremental.completion'], 42);
      assert.equal(completion.attributes['ts.metrics.tokens.incremental.total'], 1242);
      assert.equal(typeof completion.attributes['ts.metrics.duration.cumulative'], 'number');
      assert.equal(typeof completion.attributes[ATTR.firstTokenMs], 'number');
      assert.equal(root.attributes[ATTR.outcome], 'ok');
      assert.equal(root.attributes['ts.metrics.tokens.cumulative.total'], 1242);

      const done = result.events.find((event) => event.type === 'done');
      assert.ok(done?.type === 'done');
      assert.equal(done.answerId, `${root.traceId}-${root.spanId}`, 'the answer id points at its trace');

      const exported = otlp.bodies.join('\n');
      assert.ok(!exported.includes(TEST_API_KEY), 'the key is never exported');
      assert.ok(!exported.includes(QUESTION), 'questions stay out of traces unless ASK_AI_TRACE_CONTENT is set');
    } finally {
      await service.close();
      await telemetry.shutdown();
      await otlp.close();
    }
  });

  test('records question and answer only when ASK_AI_TRACE_CONTENT is on', async () => {
    const otlp = await startOtlpStub();
    const telemetry = createTelemetry(otlp.url);
    const service = await startTestService({traceContent: true}, {telemetry});
    try {
      await ask(service.url, {question: QUESTION});
      await telemetry.forceFlush();
      const root = byName(otlp.spans, 'ask-ai.answer');
      assert.deepEqual(JSON.parse(String(root.attributes[ATTR.inputs])), {question: QUESTION});
      assert.match(String(root.attributes[ATTR.outputs]), /LLM-as-a-judge/);
    } finally {
      await service.close();
      await telemetry.shutdown();
      await otlp.close();
    }
  });

  test('marks failed answers and records feedback as an annotation linked to the answer', async () => {
    const otlp = await startOtlpStub();
    const telemetry = createTelemetry(otlp.url);
    const service = await startTestService({}, {telemetry});
    try {
      const answered = await ask(service.url, {question: QUESTION});
      const done = answered.events.find((event) => event.type === 'done');
      assert.ok(done?.type === 'done');
      const feedback = await fetch(`${service.url}/api/feedback`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({answerId: done.answerId, rating: 'down'}),
      });
      assert.equal(feedback.status, 204);

      service.stub.behaviour = 'error500';
      await ask(service.url, {question: QUESTION});
      await telemetry.forceFlush();

      const annotation = byName(otlp.spans, 'ask-ai.feedback');
      assert.equal(annotation.attributes[ATTR.isAnnotation], true);
      assert.deepEqual(JSON.parse(String(annotation.attributes[ATTR.outputs])), {rating: 'down'});
      const [traceId, spanId] = done.answerId.split('-');
      assert.deepEqual(annotation.links, [{traceId, spanId}]);

      const failed = otlp.spans.filter((span) => span.name === 'ask-ai.answer' && span.traceId !== traceId);
      assert.equal(failed.length, 1);
      assert.equal(failed[0].attributes[ATTR.outcome], 'upstream_error');
    } finally {
      await service.close();
      await telemetry.shutdown();
      await otlp.close();
    }
  });
});
