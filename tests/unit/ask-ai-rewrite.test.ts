import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {corpusOf} from '../../shared/corpus';
import {buildRetrievalIndex, type RetrievalRecord} from '../../shared/retrieval';
import {retrieveSources} from '../../service/src/answer';
import {readConfig} from '../../service/src/config';
import {SectionIndex} from '../../service/src/retrieval';
import {cleanRewrite, fuseRankings, REWRITE_INSTRUCTION, type QuestionRewriter} from '../../service/src/rewrite';
import {ask, SITE_ORIGIN, startTestService} from '../../service/testing/fixtures';

function page(url: string, title: string, sections: [string | null, string][]): RetrievalRecord {
  return {
    url,
    title,
    facet: 'Docs',
    breadcrumb: ['Docs'],
    description: '',
    keywords: [],
    sections: sections.map(([heading, text]) => ({
      anchor: heading ? heading.toLowerCase().replace(/\W+/g, '-') : null,
      heading,
      text,
    })),
  };
}

/** A docs site whose trace page never says "told" or "model answered": the reader's words miss it. */
const index = new SectionIndex(
  corpusOf({
    version: 2,
    generatedAt: new Date(0).toISOString(),
    baseUrl: '/',
    askAiUrl: null,
    index: buildRetrievalIndex([
      page('/observability/traces', 'Inspect Traces', [
        [null, 'Every span of a trace records the inputs and outputs of one step.'],
        ['Read the prompt of an LLM span', 'The inputs of an LLM span hold the rendered prompt and its messages.'],
      ]),
      page('/faq', 'FAQ', [
        [null, 'Short answers.'],
        ['Which model answered?', 'The model that answered is the one the variant names.'],
        ['Can I see what I was told?', 'Release notes tell you what changed before you upgrade.'],
      ]),
      page('/playground', 'Playground', [
        [null, 'Run a prompt against a model and see exactly what it answered.'],
        ['Before you run', 'Pick the model before you run the prompt.'],
      ]),
      page('/evaluation/judge', 'LLM-as-a-Judge', [
        [null, 'A judge model grades each answer exactly as told by its prompt.'],
      ]),
      page('/self-host/kubernetes', 'Deploy on Kubernetes', [[null, 'Install the Helm chart on a cluster.']]),
      page('/self-host/helm', 'Helm Values', [[null, 'Every value of the Helm chart for Kubernetes.']]),
      page('/self-host/ssl', 'Using SSL', [[null, 'Serve the cluster over HTTPS with a certificate.']]),
    ]),
  }),
);

const QUESTION = 'How do I see exactly what the model was told before it answered?';
const OPTIONS = {maxSources: 5, maxContextChars: 100_000, context: ''};
const urls = (sources: {section: {url: string}}[]) => sources.map((source) => source.section.url.split('#')[0]);
const never = new AbortController().signal;

describe("Ask AI's question rewrite", () => {
  it('is used: the sources are the fusion of the plain ranking and the rewrite, and find what the plain one misses', async () => {
    const plain = await retrieveSources(index, QUESTION, OPTIONS);
    const plainRank = urls(plain.sources).indexOf('/observability/traces');

    const asked: string[] = [];
    const rewriter: QuestionRewriter = async (question) => {
      asked.push(question);
      return 'Query: "inspect trace LLM span inputs prompt"\n(The reader wants the trace.)';
    };
    const fused = await retrieveSources(index, QUESTION, OPTIONS, {rewriter, timeoutMs: 1500, signal: never});
    assert.deepEqual(asked, [QUESTION]);
    assert.equal(fused.rewrite, 'inspect trace LLM span inputs prompt');
    const fusedRank = urls(fused.sources).indexOf('/observability/traces');
    assert.ok(fusedRank >= 0 && (plainRank < 0 || fusedRank < plainRank), `${plainRank} → ${fusedRank}`);
    for (const url of urls(plain.sources).slice(0, 3)) assert.ok(urls(fused.sources).includes(url), url);
  });

  it('falls back to the plain question in time when the model is slow, and cancels the rewrite', async () => {
    let cancelled = false;
    // A model that would answer only after 5 s, long past the rewrite's timeout.
    const slow: QuestionRewriter = (_question, signal) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve('inspect trace span inputs'), 5000);
        signal.addEventListener('abort', () => {
          cancelled = true;
          clearTimeout(timer);
        });
      });
    const started = performance.now();
    const result = await retrieveSources(index, QUESTION, OPTIONS, {rewriter: slow, timeoutMs: 150, signal: never});
    const elapsed = performance.now() - started;
    assert.ok(elapsed < 4000, `answered after ${Math.round(elapsed)} ms, not when the model would have`);
    assert.equal(result.rewrite, undefined);
    assert.equal(cancelled, true);
    assert.deepEqual(urls(result.sources), urls((await retrieveSources(index, QUESTION, OPTIONS)).sources));
  });

  it('falls back to the plain question when the model fails or answers nothing usable', async () => {
    const plain = urls((await retrieveSources(index, QUESTION, OPTIONS)).sources);
    for (const rewriter of [
      (() => Promise.reject(new Error('HTTP 500'))) as QuestionRewriter,
      (async () => '  \n""\n') as QuestionRewriter,
    ]) {
      const result = await retrieveSources(index, QUESTION, OPTIONS, {rewriter, timeoutMs: 1500, signal: never});
      assert.equal(result.rewrite, undefined);
      assert.deepEqual(urls(result.sources), plain);
    }
  });

  it("cannot let a garbage rewrite push the plain question's first sources out", async () => {
    const plain = (await retrieveSources(index, QUESTION, OPTIONS)).sources;
    const garbage: QuestionRewriter = async () => 'kubernetes helm chart cluster https certificate';
    const result = await retrieveSources(index, QUESTION, OPTIONS, {rewriter: garbage, timeoutMs: 1500, signal: never});
    assert.ok(result.rewrite);
    const fused = result.sources.map((source) => source.section.id);
    assert.ok(
      urls(result.sources).some((url) => url.startsWith('/self-host/')),
      'the rewrite did add its own',
    );
    for (const source of plain.slice(0, Math.ceil(OPTIONS.maxSources / 2))) {
      assert.ok(fused.includes(source.section.id), `${source.section.id} stays`);
    }
  });

  it('fuses by reciprocal rank: a section both rankings hold leads', () => {
    const entry = (id: string) => ({
      section: {id, url: id, pageTitle: '', heading: null, facet: 'Docs', text: ''},
      score: 1,
    });
    const fused = fuseRankings([entry('a'), entry('b'), entry('c')], [entry('x'), entry('c'), entry('y')], 4);
    assert.deepEqual(
      fused.map((item) => item.section.id),
      ['c', 'a', 'x', 'b'],
    );
  });

  it('keeps the first line of a rewrite, without labels or quotes, and refuses an empty or unchanged one', () => {
    assert.equal(cleanRewrite('Search query: “trace span inputs”\nbecause…', 'q'), 'trace span inputs');
    assert.equal(cleanRewrite('...', 'q'), undefined);
    assert.equal(cleanRewrite('What is a span?', 'what is a span?'), undefined);
    assert.ok((cleanRewrite('word '.repeat(200), 'q') ?? '').length <= 160);
  });

  it('is on unless ASK_AI_QUERY_REWRITE turns it off, with a 1.5 s timeout and a token cap by default', () => {
    const defaults = readConfig({}, process.cwd());
    assert.equal(defaults.queryRewrite, true);
    assert.equal(defaults.rewriteTimeoutMs, 1500);
    assert.equal(defaults.rewriteMaxTokens, 48);
    assert.equal(readConfig({ASK_AI_QUERY_REWRITE: 'off'}, process.cwd()).queryRewrite, false);
    assert.throws(() => readConfig({ASK_AI_REWRITE_TIMEOUT_MS: 'soon'}, process.cwd()), /ASK_AI_REWRITE_TIMEOUT_MS/);
  });

  it('asks the configured model for the rewrite, capped, before the answer, and still answers', async () => {
    const service = await startTestService({queryRewrite: true});
    try {
      const result = await ask(service.url, {question: QUESTION}, {Origin: SITE_ORIGIN});
      assert.equal(result.status, 200);
      assert.equal(service.stub.received.length, 2, 'one rewrite, one answer');
      const [rewrite, answer] = service.stub.received;
      assert.equal(rewrite.body.messages?.[0].content, REWRITE_INSTRUCTION);
      assert.equal(rewrite.body.messages?.[1].content, QUESTION);
      assert.equal(rewrite.body.max_tokens, 48);
      assert.notEqual(answer.body.messages?.[0].content, REWRITE_INSTRUCTION);
    } finally {
      await service.close();
    }
  });

  it('is not asked for when ASK_AI_QUERY_REWRITE is off', async () => {
    const service = await startTestService({queryRewrite: false});
    try {
      await ask(service.url, {question: QUESTION}, {Origin: SITE_ORIGIN});
      assert.equal(service.stub.received.length, 1);
    } finally {
      await service.close();
    }
  });
});
