/** A small docs site in built-HTML form, and a service wired to the stub upstream, for the Ask AI tests. */
import {configWith, type AskAiConfig} from '../src/config';
import {corpusOf, type Corpus} from '../../shared/corpus';
import {buildRetrievalIndex} from '../../shared/retrieval';
import {recordOfHtml} from '../../plugins/search-index/retrievalRecord';
import {readSseEvents} from '../../shared/sse';
import {parseAskEvent, type AskEvent} from '../../shared/askAiProtocol';
import {SectionIndex} from '../src/retrieval';
import {createAskAiServer, type AskAiServer, type Logger} from '../src/server';
import type {Telemetry} from '../src/telemetry';
import {startStubUpstream, type StubUpstream} from './stubs';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html><head><title>${title} | Tessera Docs</title></head><body>` +
    `<nav class="navbar">Docs Reference Changelog</nav>` +
    `<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>` +
    `<nav class="pagination-nav">Previous Next</nav></article></main><footer>Copyright</footer></body></html>`
  );
}

export const FIXTURE_PAGES: {url: string; facet: string; html: string}[] = [
  {
    url: '/evaluation/configure-evaluators/llm-as-a-judge',
    facet: 'Docs',
    html: page(
      'LLM-as-a-Judge',
      '<p>The LLM-as-a-judge evaluator sends each output to a judge model and stores the grade it returns.</p>' +
        '<h2 id="write-the-prompt-template">Write the prompt template<a class="hash-link" href="#write-the-prompt-template">​</a></h2>' +
        '<p>Placeholders use double curly braces: <code>{{inputs}}</code>, <code>{{outputs}}</code> and <code>{{correct_answer}}</code>.</p>' +
        '<h2 id="choose-a-scoring-scheme">Choose a scoring scheme</h2>' +
        '<p>A judge returns a boolean score, a number from 0 to 10, or a label from a fixed list.</p>',
    ),
  },
  {
    url: '/self-host/quick-start',
    facet: 'Self-host',
    html: page(
      'Self-host Quick Start',
      '<p>Run Tessera on your own machine with Docker Compose.</p>' +
        '<h2 id="start-the-stack">Start the stack</h2>' +
        '<pre><code>docker compose -f docker-compose.yml up -d</code></pre>' +
        '<p>The web interface then listens on port 80 of the host.</p>',
    ),
  },
  {
    url: '/observability/trace-with-python-sdk',
    facet: 'Docs',
    html: page(
      'Trace with the Python SDK',
      '<p>Decorate functions with <code>@ts.instrument()</code> to record spans of your LLM application.</p>' +
        '<h2 id="store-internals">Store internals</h2>' +
        '<p>Call <code>ts.tracing.store_internals()</code> to record the retrieved context of a RAG step.</p>',
    ),
  },
];

/** The retrieval file the build would write for the fixture pages. */
export function fixtureCorpus(askAiUrl: string | null = null): Corpus {
  const records = FIXTURE_PAGES.map((fixture) => recordOfHtml(fixture.html, {url: fixture.url, route: fixture.url}));
  return corpusOf({
    version: 2,
    generatedAt: new Date(0).toISOString(),
    baseUrl: '/',
    askAiUrl,
    index: buildRetrievalIndex(records),
  });
}

export const TEST_API_KEY = 'sk-test-NEVER-SHOWN-7f3a91c2';
export const SITE_ORIGIN = 'http://localhost:3999';

export interface TestService {
  url: string;
  stub: StubUpstream;
  service: AskAiServer;
  config: AskAiConfig;
  logs: string[];
  close(): Promise<void>;
}

/** The service on a free loopback port, in front of a fresh stub upstream; `overrides` change its configuration. */
export async function startTestService(
  overrides: Partial<AskAiConfig> = {},
  options: {telemetry?: Telemetry; corpus?: Corpus | null; stub?: StubUpstream} = {},
): Promise<TestService> {
  const stub = options.stub ?? (await startStubUpstream());
  const config = configWith({
    upstreamUrl: stub.url,
    apiKey: TEST_API_KEY,
    model: 'stub-model',
    host: '127.0.0.1',
    port: 0,
    allowedOrigins: [SITE_ORIGIN],
    rateLimit: 1000,
    // The question rewrite would be one more request to the stub before each answer; the tests that are about it
    // turn it on (tests/unit/ask-ai-rewrite.test.ts).
    queryRewrite: false,
    ...overrides,
  });
  const corpus = options.corpus === undefined ? fixtureCorpus() : options.corpus;
  const index = corpus ? new SectionIndex(corpus) : undefined;
  const logs: string[] = [];
  const log: Logger = {info: (line) => logs.push(line), warn: (line) => logs.push(line)};
  const service = createAskAiServer({
    config,
    index: async () => {
      if (!index) throw new Error('no retrieval file');
      return index;
    },
    telemetry: options.telemetry,
    log,
  });
  const url = await service.listen();
  return {
    url,
    stub,
    service,
    config,
    logs,
    close: async () => {
      await service.close();
      if (!options.stub) await stub.close();
    },
  };
}

export interface AskResult {
  status: number;
  headers: Headers;
  /** The whole response as received: body text plus every header, for leak checks. */
  raw: string;
  events: AskEvent[];
  json?: {error?: {code: string; message: string; retryAfterSeconds?: number}};
}

/** POSTs to /api/ask and reads the whole answer. */
export async function ask(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<AskResult> {
  const response = await fetch(`${url}/api/ask`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
  const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  // The events are read the way the browser reads them; the other copy of the body is kept whole for leak checks.
  const [forEvents, forText] = response.body ? response.body.tee() : [undefined, undefined];
  const events: AskEvent[] = [];
  const reading =
    isStream && forEvents
      ? (async () => {
          for await (const raw of readSseEvents(forEvents)) {
            const event = parseAskEvent(raw);
            if (event) events.push(event);
          }
        })()
      : forEvents?.cancel();
  const text = forText ? await new Response(forText).text() : '';
  await reading;
  let json: AskResult['json'];
  if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
    json = JSON.parse(text) as AskResult['json'];
  }
  const headerLines: string[] = [];
  response.headers.forEach((value, name) => headerLines.push(`${name}: ${value}`));
  const raw = `${headerLines.join('\n')}\n\n${text}`;
  return {status: response.status, headers: response.headers, raw, events, json};
}

export function tokensOf(events: AskEvent[]): string[] {
  return events.flatMap((event) => (event.type === 'token' ? [event.text] : []));
}
