/**
 * Local stand-ins for the services Ask AI talks to, for tests and the benchmark: an OpenAI-compatible chat
 * completions server that streams a known answer, and an OTLP/HTTP traces receiver. Both listen on 127.0.0.1 only.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type {AddressInfo} from 'node:net';

export type StubBehaviour = 'answer' | 'error500' | 'hang' | 'stall';

export interface ReceivedCompletion {
  path: string;
  authorization?: string;
  body: {model?: string; messages?: {role: string; content: string}[]; stream?: boolean; [key: string]: unknown};
}

export interface StubUpstream {
  /** Base URL to use as ASK_AI_UPSTREAM_URL (ends in /v1). */
  url: string;
  behaviour: StubBehaviour;
  tokens: string[];
  /** Token usage reported at the end of an answer, as OpenAI does with stream_options.include_usage. */
  usage: {prompt_tokens: number; completion_tokens: number; total_tokens: number};
  received: ReceivedCompletion[];
  /** Requests whose client went away before the answer ended (the service cancelled them). */
  cancelled: number;
  /** Streams the first `count` tokens of every answer, then waits until `release()` is called. */
  holdAfter(count: number): void;
  release(): void;
  close(): Promise<void>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function readAll(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export const STUB_TOKENS = [
  'To grade',
  ' answers',
  ' with a model,',
  ' configure the',
  ' **LLM-as-a-judge**',
  ' evaluator',
  ' [1].',
  '\n\n',
  '- Write',
  ' a judge prompt with `{{outputs}}`',
  '\n- Pick',
  ' a scoring scheme',
  ' [2].',
];

export async function startStubUpstream(
  options: {tokens?: string[]; behaviour?: StubBehaviour} = {},
): Promise<StubUpstream> {
  let gate: {after: number; open: Promise<void>; release: () => void} | undefined;
  const stub: StubUpstream = {
    url: '',
    behaviour: options.behaviour ?? 'answer',
    tokens: options.tokens ?? STUB_TOKENS,
    usage: {prompt_tokens: 1200, completion_tokens: 42, total_tokens: 1242},
    received: [],
    cancelled: 0,
    holdAfter(count) {
      let release = () => undefined as void;
      const open = new Promise<void>((resolve) => {
        release = resolve;
      });
      gate = {after: count, open, release};
    },
    release() {
      gate?.release();
      gate = undefined;
    },
    close: () => stop(server),
  };

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const raw = await readAll(request);
    const body = JSON.parse(raw) as ReceivedCompletion['body'];
    stub.received.push({path: request.url ?? '', authorization: request.headers.authorization, body});
    let finished = false;
    response.on('close', () => {
      if (!finished) stub.cancelled += 1;
    });

    if (stub.behaviour === 'error500') {
      // Real providers echo part of a rejected key: the service must not pass this body on.
      response
        .writeHead(500, {'Content-Type': 'application/json'})
        .end(JSON.stringify({error: {message: `Server error for key ${request.headers.authorization ?? ''}`}}));
      finished = true;
      return;
    }
    if (stub.behaviour === 'hang') return;

    response.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
    const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
    const tokens = stub.tokens;
    for (let index = 0; index < tokens.length; index += 1) {
      if (response.destroyed) return;
      const held = gate;
      if (held && index === held.after) await held.open;
      if (stub.behaviour === 'stall' && index === 1) return;
      send({id: 'stub', object: 'chat.completion.chunk', choices: [{index: 0, delta: {content: tokens[index]}}]});
    }
    send({id: 'stub', object: 'chat.completion.chunk', choices: [{index: 0, delta: {}, finish_reason: 'stop'}]});
    if ((body.stream_options as {include_usage?: boolean} | undefined)?.include_usage) {
      send({id: 'stub', object: 'chat.completion.chunk', choices: [], usage: stub.usage});
    }
    response.end('data: [DONE]\n\n');
    finished = true;
  }

  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url?.endsWith('/chat/completions')) {
      answer(request, response).catch(() => response.destroy());
    } else {
      response.writeHead(404).end();
    }
  });
  stub.url = `${await listen(server)}/v1`;
  return stub;
}

type OtlpValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: {values?: OtlpValue[]};
};

export interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  links: {traceId: string; spanId: string}[];
  resource: Record<string, unknown>;
}

export interface OtlpStub {
  /** Full traces URL (ASK_AI_OTLP_ENDPOINT). */
  url: string;
  spans: ReceivedSpan[];
  /** Every request body as received, to check what leaves the service. */
  bodies: string[];
  close(): Promise<void>;
}

function valueOf(value: OtlpValue | undefined): unknown {
  if (!value) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  return undefined;
}

function attributesOf(list: {key: string; value: OtlpValue}[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((attribute) => [attribute.key, valueOf(attribute.value)]));
}

interface OtlpJson {
  resourceSpans?: {
    resource?: {attributes?: {key: string; value: OtlpValue}[]};
    scopeSpans?: {
      spans?: {
        name: string;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        attributes?: {key: string; value: OtlpValue}[];
        links?: {traceId: string; spanId: string}[];
      }[];
    }[];
  }[];
}

/** An OTLP/HTTP receiver that understands the JSON encoding the service's exporter sends. */
export async function startOtlpStub(): Promise<OtlpStub> {
  const stub: OtlpStub = {url: '', spans: [], bodies: [], close: () => stop(server)};
  const server = createServer((request, response) => {
    readAll(request)
      .then((raw) => {
        stub.bodies.push(raw);
        const parsed = JSON.parse(raw) as OtlpJson;
        for (const resourceSpans of parsed.resourceSpans ?? []) {
          const resource = attributesOf(resourceSpans.resource?.attributes);
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              stub.spans.push({
                name: span.name,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                attributes: attributesOf(span.attributes),
                links: (span.links ?? []).map((link) => ({traceId: link.traceId, spanId: link.spanId})),
                resource,
              });
            }
          }
        }
        response.writeHead(200, {'Content-Type': 'application/json'}).end('{}');
      })
      .catch(() => response.writeHead(400).end());
  });
  stub.url = `${await listen(server)}/v1/traces`;
  return stub;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ProgrammableStub {
  /** Base URL to use as ASK_AI_UPSTREAM_URL (ends in /v1). */
  url: string;
  /** Every request received, body included: to check what reached a server that should never have been called. */
  requests: RecordedRequest[];
  /** Responses whose client went away before `handle` ended them. */
  cancelled: number;
  close(): Promise<void>;
}

/**
 * An upstream that answers as `handle` says, for behaviours the answer stub has no mode for: redirects, HTML error
 * pages, streams that never end. `handle` gets the request with its body read.
 */
export async function startProgrammableStub(
  handle: (request: RecordedRequest, response: ServerResponse) => void,
): Promise<ProgrammableStub> {
  const stub: ProgrammableStub = {url: '', requests: [], cancelled: 0, close: () => stop(server)};
  const server = createServer((request, response) => {
    readAll(request)
      .then((body) => {
        const recorded = {method: request.method ?? '', path: request.url ?? '', headers: request.headers, body};
        stub.requests.push(recorded);
        response.on('close', () => {
          if (!response.writableFinished) stub.cancelled += 1;
        });
        handle(recorded, response);
      })
      .catch(() => response.destroy());
  });
  stub.url = `${await listen(server)}/v1`;
  return stub;
}
