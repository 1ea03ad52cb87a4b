/**
 * Bench of the Ask AI service: the latency it adds to the first token of an answer (body checks, retrieval, prompt,
 * the upstream call and relaying), measured against a stub model on loopback that answers at once. Each sample times
 * the first token through the service and straight from the stub, and keeps the difference.
 *
 * From scripts/bench.ts: `import {benchAskAi} from './bench/ask-ai';` then `await benchAskAi({repositoryRoot: root})`
 * (uses build/ask-ai/corpus.json when the site is built). Alone: `node --import tsx scripts/bench/ask-ai.ts`.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Corpus} from '../../shared/corpus';
import {loadCorpus} from '../../service/src/corpus';
import {fixtureCorpus, startTestService} from '../../service/testing/fixtures';

export interface AskAiBenchFigures {
  name: 'ask-ai-added-first-token-latency';
  unit: 'ms';
  samples: number;
  /** Added latency to the first token, median and 95th percentile. */
  p50: number;
  p95: number;
  /** The target for p95. */
  budgetP95: number;
  withinBudget: boolean;
  /** What the corpus was: the built site's retrieval file, or the small test fixture when there is no build. */
  corpus: string;
}

export const ASK_AI_P95_BUDGET_MS = 50;

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round(sorted[index] * 100) / 100;
}

/** Milliseconds from sending `init` to `url` until the first chunk containing `marker`. */
async function timeToFirst(url: string, init: RequestInit, marker: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url} answered HTTP ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`${url} ended before ${marker}`);
      text += decoder.decode(chunk.value, {stream: true});
      if (text.includes(marker)) return performance.now() - started;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

const QUESTIONS = [
  'How do I write an LLM-as-a-judge prompt?',
  'How do I self-host Tessera with Docker Compose?',
  'How do I trace a LangChain application?',
  'How do I deploy a prompt to production?',
  'What are the rate limits of the API?',
];

export async function benchAskAi(
  options: {samples?: number; repositoryRoot?: string} = {},
): Promise<AskAiBenchFigures> {
  const samples = options.samples ?? 200;
  const corpusPath = path.resolve(options.repositoryRoot ?? process.cwd(), 'build/ask-ai/corpus.json');
  const corpus: Corpus = existsSync(corpusPath) ? await loadCorpus(corpusPath) : fixtureCorpus();
  // The budget is the latency Ask AI adds with the question rewrite off (ASK_AI_QUERY_REWRITE=off): with it on, the
  // rewrite's own round trip to the model (bounded by ASK_AI_REWRITE_TIMEOUT_MS) comes on top.
  const service = await startTestService({rateLimit: 1_000_000, queryRewrite: false}, {corpus});
  try {
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
    });
    const direct = (question: string) =>
      timeToFirst(
        `${service.stub.url}/chat/completions`,
        json({model: 'stub-model', stream: true, messages: [{role: 'user', content: question}]}),
        '"content"',
      );
    const viaService = (question: string) => timeToFirst(`${service.url}/api/ask`, json({question}), 'event: token');

    // Warm-up: connection pools, JIT and the first load of the index are not part of a steady answer.
    for (let index = 0; index < 20; index += 1) {
      await direct(QUESTIONS[index % QUESTIONS.length]);
      await viaService(QUESTIONS[index % QUESTIONS.length]);
    }
    const added: number[] = [];
    for (let index = 0; index < samples; index += 1) {
      const question = QUESTIONS[index % QUESTIONS.length];
      const straight = await direct(question);
      const through = await viaService(question);
      added.push(Math.max(0, through - straight));
    }
    added.sort((a, b) => a - b);
    const p95 = percentile(added, 0.95);
    return {
      name: 'ask-ai-added-first-token-latency',
      unit: 'ms',
      samples,
      p50: percentile(added, 0.5),
      p95,
      budgetP95: ASK_AI_P95_BUDGET_MS,
      withinBudget: p95 <= ASK_AI_P95_BUDGET_MS,
      corpus: existsSync(corpusPath) ? `build/ask-ai/corpus.json (${corpus.sections.length} sections)` : 'test fixture',
    };
  } finally {
    await service.close();
  }
}

// Run directly (not imported by scripts/bench.mjs): print the figures.
if (process.argv[1]?.endsWith(path.join('scripts', 'bench', 'ask-ai.ts'))) {
  benchAskAi()
    .then((figures) => console.info(JSON.stringify(figures, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
