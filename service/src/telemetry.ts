import {ProxyTracerProvider, TraceFlags, type SpanContext, type Tracer} from '@opentelemetry/api';
import {OTLPTraceExporter} from '@opentelemetry/exporter-trace-otlp-http';
import {resourceFromAttributes} from '@opentelemetry/resources';
import {BasicTracerProvider, BatchSpanProcessor} from '@opentelemetry/sdk-trace-base';

/**
 * Span attributes in the `ts.*` namespace that Tessera reads (see the SDK reference of these docs), so a Tessera
 * instance shows each answer as a trace: retrieval, then the model call with its model, tokens and latency.
 */
export const ATTR = {
  node: 'ts.type.node',
  inputs: 'ts.data.inputs',
  outputs: 'ts.data.outputs',
  internals: 'ts.data.internals',
  model: 'ts.meta.request.model',
  temperature: 'ts.meta.request.temperature',
  maxTokens: 'ts.meta.request.max_tokens',
  system: 'ts.meta.system',
  firstTokenMs: 'ts.meta.latency.first_token_ms',
  sourceCount: 'ts.meta.retrieval.source_count',
  promptTokens: 'ts.metrics.tokens.incremental.prompt',
  completionTokens: 'ts.metrics.tokens.incremental.completion',
  totalTokens: 'ts.metrics.tokens.incremental.total',
  cumulativePromptTokens: 'ts.metrics.tokens.cumulative.prompt',
  cumulativeCompletionTokens: 'ts.metrics.tokens.cumulative.completion',
  cumulativeTotalTokens: 'ts.metrics.tokens.cumulative.total',
  /** Milliseconds. */
  duration: 'ts.metrics.duration.cumulative',
  outcome: 'ts.tags.outcome',
  isAnnotation: 'ts.flags.is_annotation',
} as const;

export interface Telemetry {
  enabled: boolean;
  tracer: Tracer;
  /** Sends the spans ended so far (tests, and before the process exits). */
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

export const SERVICE_NAME = 'tessera-docs-ask-ai';

/**
 * Tracing is off unless an OTLP/HTTP traces endpoint is configured. Headers (for example Tessera's
 * `Authorization=ApiKey …`) come from OTEL_EXPORTER_OTLP_HEADERS, which the exporter reads itself. Nothing is
 * registered globally: the service passes this tracer and its contexts explicitly.
 */
export function createTelemetry(endpoint: string | undefined, headers?: Record<string, string>): Telemetry {
  if (!endpoint) {
    return {
      enabled: false,
      tracer: new ProxyTracerProvider().getTracer(SERVICE_NAME),
      forceFlush: async () => undefined,
      shutdown: async () => undefined,
    };
  }
  const exporter = new OTLPTraceExporter({url: endpoint, headers});
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({'service.name': SERVICE_NAME}),
    spanProcessors: [new BatchSpanProcessor(exporter, {scheduledDelayMillis: 2000})],
  });
  return {
    enabled: true,
    tracer: provider.getTracer(SERVICE_NAME),
    forceFlush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/** The id of an answer given to the browser, which feedback sends back: the trace and span of the answer. */
export function answerIdOf(context: SpanContext): string | undefined {
  return context.traceId && context.traceId !== '0'.repeat(32) ? `${context.traceId}-${context.spanId}` : undefined;
}

export function spanContextOfAnswerId(answerId: string): SpanContext | undefined {
  const match = /^([0-9a-f]{32})-([0-9a-f]{16})$/.exec(answerId);
  return match ? {traceId: match[1], spanId: match[2], traceFlags: TraceFlags.SAMPLED, isRemote: true} : undefined;
}
