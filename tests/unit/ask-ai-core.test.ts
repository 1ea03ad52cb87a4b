import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readConfig} from '../../service/src/config';
import {parseCorpus} from '../../shared/corpus';
import {MAX_SECTION_CHARS, sectionsOfPage, splitText} from '../../plugins/search-index/pageSections';
import {buildMessages, SYSTEM_PROMPT} from '../../service/src/prompt';
import {citedNumbers, encodeEvent, parseAskEvent, type AskEvent} from '../../shared/askAiProtocol';
import {SseDecoder} from '../../shared/sse';
import {bytesOfClient, RateLimiter} from '../../service/src/rateLimit';
import {SectionIndex, tokenize} from '../../service/src/retrieval';
import {completionsUrl} from '../../service/src/upstream';
import {FIXTURE_PAGES, fixtureCorpus} from '../../service/testing/fixtures';

describe('server-sent events', () => {
  const events: AskEvent[] = [
    {type: 'token', text: 'Line one\n\nline "two" [1]'},
    {type: 'sources', sources: [{n: 1, title: 'Page › Part', url: '/page#part', cited: true}]},
    {type: 'error', code: 'upstream_timeout', message: 'Too slow.'},
    {type: 'done', answerId: 'abc'},
  ];
  const wire = events.map(encodeEvent).join('');

  test('decode what was encoded, whatever the chunk boundaries', () => {
    for (let size = 1; size <= wire.length; size += 7) {
      const decoder = new SseDecoder();
      const decoded: AskEvent[] = [];
      for (let start = 0; start < wire.length; start += size) {
        decoded.push(...decoder.push(wire.slice(start, start + size)).flatMap((raw) => parseAskEvent(raw) ?? []));
      }
      assert.deepEqual(decoded, events, `chunks of ${size} characters`);
    }
  });

  test('handle CRLF, comments, multi-line data and the upstream [DONE] marker', () => {
    const decoder = new SseDecoder();
    const raw = decoder.push(': keep-alive\r\ndata: {"a":\r\ndata: 1}\r\n\r\ndata: [DONE]\r');
    assert.deepEqual(raw, [{event: 'message', data: '{"a":\n1}'}]);
    assert.deepEqual(decoder.push('\n\n'), [{event: 'message', data: '[DONE]'}]);
  });

  test('drop malformed events instead of trusting them', () => {
    assert.equal(parseAskEvent({event: 'token', data: 'not json'}), undefined);
    assert.equal(parseAskEvent({event: 'token', data: '{"text": 3}'}), undefined);
    assert.equal(parseAskEvent({event: 'sources', data: '{"sources": [{"n": 1}]}'}), undefined);
    assert.equal(parseAskEvent({event: 'surprise', data: '{}'}), undefined);
  });

  test('find the cited source numbers', () => {
    assert.deepEqual(citedNumbers('A [1]. B [2, 3] and [3][4]; not [x] or [link](/a).'), [1, 2, 3, 4]);
    assert.deepEqual(citedNumbers('No citation.'), []);
  });
});

describe('retrieval file from the built HTML', () => {
  const [judge] = FIXTURE_PAGES;
  const sections = sectionsOfPage(judge.html, judge.url, judge.facet);

  test('one record per h2/h3 with an id, linked to its anchor', () => {
    assert.deepEqual(
      sections.map((section) => [section.url, section.heading]),
      [
        ['/evaluation/configure-evaluators/llm-as-a-judge', null],
        ['/evaluation/configure-evaluators/llm-as-a-judge#write-the-prompt-template', 'Write the prompt template'],
        ['/evaluation/configure-evaluators/llm-as-a-judge#choose-a-scoring-scheme', 'Choose a scoring scheme'],
      ],
    );
    assert.ok(sections.every((section) => section.pageTitle === 'LLM-as-a-Judge'));
  });

  test('keeps the content and drops navigation, footer, pagination and anchor glyphs', () => {
    const text = sections.map((section) => section.text).join('\n');
    assert.match(text, /Placeholders use double curly braces: \{\{inputs\}\}/);
    for (const chrome of ['Docs Reference Changelog', 'Previous Next', 'Copyright', '\u200b']) {
      assert.ok(!text.includes(chrome), `"${chrome}" is page chrome`);
    }
  });

  test('keeps code lines, decodes entities and ignores pages without <main>', () => {
    const html =
      '<main><h1>T</h1><pre><code><span>a &lt; b</span><br><span>  indented</span></code></pre>' +
      '<ul><li>one</li><li>two</li></ul><table><tr><th>Key</th><th>Value</th></tr><tr><td>k</td><td>v</td></tr></table></main>';
    const [section] = sectionsOfPage(html, '/t', 'Docs');
    assert.equal(section.text, 'a < b\n  indented\n- one\n- two\nKey | Value\nk | v');
    assert.deepEqual(sectionsOfPage('<html><body>Redirecting…</body></html>', '/old', 'Docs'), []);
  });

  test('splits long sections into bounded pieces with distinct ids', () => {
    const paragraph = 'word '.repeat(120).trim();
    const html = `<main><h1>Long</h1><h2 id="part">Part</h2>${`<p>${paragraph}</p>`.repeat(7)}</main>`;
    const pieces = sectionsOfPage(html, '/long', 'Docs');
    assert.ok(pieces.length > 1);
    assert.ok(pieces.every((piece) => piece.text.length <= MAX_SECTION_CHARS));
    assert.equal(new Set(pieces.map((piece) => piece.id)).size, pieces.length);
    assert.ok(pieces.every((piece) => piece.url === '/long#part'));
    assert.deepEqual(
      splitText('x'.repeat(3500), 1000).map((piece) => piece.length),
      [1000, 1000, 1000, 500],
    );
  });

  test('a retrieval file of another shape is refused with a way out', () => {
    assert.throws(() => parseCorpus('{"version": 2, "sections": []}', 'corpus.json'), /rebuild it with npm run build/);
    assert.throws(() => parseCorpus('nope', 'corpus.json'), /not valid JSON/);
    assert.equal(parseCorpus(JSON.stringify(fixtureCorpus()), 'corpus.json').sections.length, 7);
  });
});

describe('retrieval', () => {
  const index = new SectionIndex(fixtureCorpus());
  const options = {maxSources: 5, maxContextChars: 10_000};

  test('words are normalised alike in questions and docs', () => {
    assert.deepEqual(tokenize('Tracing traces; the Evaluators!'), tokenize('trace trace evaluator'));
  });

  test('ranks the section that answers the question first', () => {
    const cases: [string, string][] = [
      ['Which placeholders can a judge prompt template use?', '#write-the-prompt-template'],
      ['How do I start the stack with docker compose?', '/self-host/quick-start#start-the-stack'],
      ['How to store internals of a RAG step', '/observability/trace-with-python-sdk#store-internals'],
    ];
    for (const [question, expected] of cases) {
      const [best] = index.search(question, options);
      assert.ok(best?.section.url.endsWith(expected), `"${question}" → ${best?.section.url}`);
    }
  });

  test('uses the previous question for a vague follow-up', () => {
    const alone = index.search('which port?', options);
    const followUp = index.search('which port?', options, 'How do I run the docker compose stack?');
    assert.equal(followUp[0].section.url, '/self-host/quick-start#start-the-stack');
    assert.ok(followUp.length >= alone.length);
  });

  test('respects the number of sources, sections per page and the context budget', () => {
    assert.equal(index.search('judge prompt score template', {...options, maxSources: 1}).length, 1);
    const perPage = index.search('judge prompt score template LLM', {...options, maxPerPage: 1});
    const pages = perPage.map((hit) => hit.section.url.split('#')[0]);
    assert.equal(new Set(pages).size, pages.length);
    assert.equal(index.search('judge prompt score template', {...options, maxContextChars: 1}).length, 1);
    assert.deepEqual(index.search('zebra quantum', options), []);
  });
});

describe('prompt', () => {
  test('tells the model to answer only from numbered sources and to say when they do not cover the question', () => {
    assert.match(SYSTEM_PROMPT, /using only the numbered documentation sources/);
    assert.match(SYSTEM_PROMPT, /say that the documentation does not cover it/);
    assert.match(SYSTEM_PROMPT, /Never write HTML/);
    const index = new SectionIndex(fixtureCorpus());
    const sources = index.search('judge scoring scheme', {maxSources: 2, maxContextChars: 10_000});
    const messages = buildMessages(
      'What scores can a judge give?',
      [
        {role: 'user', content: 'earlier question'},
        {role: 'assistant', content: 'earlier answer'},
      ],
      sources,
    );
    assert.deepEqual(
      messages.map((message) => message.role),
      ['system', 'user', 'assistant', 'user'],
    );
    const last = messages[3].content;
    assert.match(last, /^Documentation sources:\n\n\[1\] LLM-as-a-Judge › Choose a scoring scheme \(\/evaluation/);
    assert.match(last, /\[2\] /);
    assert.ok(last.endsWith('Question: What scores can a judge give?'));
    assert.match(buildMessages('q', [], [])[1].content, /No documentation source matches this question/);
  });
});

describe('configuration', () => {
  test('defaults: port 8787, loopback, the local site origins, tracing off', () => {
    const config = readConfig({}, '/repo');
    assert.equal(config.port, 8787);
    assert.equal(config.host, '127.0.0.1');
    assert.deepEqual(config.allowedOrigins, ['http://localhost:3000', 'http://127.0.0.1:3000']);
    assert.equal(config.corpusPath, '/repo/build/ask-ai/corpus.json');
    assert.equal(config.otlpEndpoint, undefined);
    assert.equal(config.traceContent, false);
  });

  test('reads every setting and names the variable of a malformed one', () => {
    const config = readConfig(
      {
        ASK_AI_UPSTREAM_URL: 'http://localhost:11434/v1',
        ASK_AI_MODEL: 'llama3.2',
        ASK_AI_PORT: '9000',
        ASK_AI_ALLOWED_ORIGINS: 'https://docs.example.com, http://localhost:3000/',
        ASK_AI_RATE_LIMIT: '3',
        ASK_AI_RATE_WINDOW_SECONDS: '10',
        ASK_AI_MAX_QUESTION_CHARS: '200',
      },
      '/repo',
    );
    assert.equal(config.port, 9000);
    assert.deepEqual(config.allowedOrigins, ['https://docs.example.com', 'http://localhost:3000']);
    assert.equal(config.rateWindowMs, 10_000);
    assert.equal(config.maxQuestionChars, 200);
    assert.throws(() => readConfig({ASK_AI_PORT: 'eighty'}, '/repo'), /ASK_AI_PORT must be a whole number/);
    assert.throws(() => readConfig({ASK_AI_ALLOWED_ORIGINS: '*'}, '/repo'), /ASK_AI_ALLOWED_ORIGINS: "\*"/);
    assert.throws(() => readConfig({ASK_AI_ALLOWED_ORIGINS: 'https://a.example/path'}, '/repo'), /is not an origin/);
    assert.throws(() => readConfig({ASK_AI_UPSTREAM_URL: 'ftp://x'}, '/repo'), /ASK_AI_UPSTREAM_URL must be/);
  });

  test('the completions URL keeps a query string such as Azure’s api-version', () => {
    assert.equal(completionsUrl('http://localhost:11434/v1'), 'http://localhost:11434/v1/chat/completions');
    assert.equal(completionsUrl('http://localhost:11434/v1/'), 'http://localhost:11434/v1/chat/completions');
    assert.equal(
      completionsUrl('https://r.openai.azure.com/openai/deployments/d?api-version=2024-10-21'),
      'https://r.openai.azure.com/openai/deployments/d/chat/completions?api-version=2024-10-21',
    );
  });
});

describe('rate limiter', () => {
  test('counts per client within a window and says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => now);
    assert.deepEqual(limiter.take('a'), {allowed: true});
    assert.deepEqual(limiter.take('a'), {allowed: true});
    assert.deepEqual(limiter.take('a'), {allowed: false, retryAfterSeconds: 60});
    assert.deepEqual(limiter.take('b'), {allowed: true});
    now += 59_500;
    assert.deepEqual(limiter.take('a'), {allowed: false, retryAfterSeconds: 1});
    now += 500;
    assert.deepEqual(limiter.take('a'), {allowed: true});
  });

  test('forgets expired clients', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1000, () => now);
    for (const client of ['a', 'b', 'c']) limiter.take(client);
    assert.equal(limiter.size, 3);
    now += 1000;
    assert.equal(limiter.take('d').allowed, true);
    assert.equal(limiter.size, 1, 'expired windows were swept');
  });

  test('a bucket can have its own limit in the same table (MCP above questions)', () => {
    const limiter = new RateLimiter(1, 60_000, () => 0);
    assert.equal(limiter.take('ask:a').allowed, true);
    assert.equal(limiter.take('ask:a').allowed, false);
    for (let request = 0; request < 3; request += 1) assert.equal(limiter.take('mcp:a', 3).allowed, true);
    assert.equal(limiter.take('mcp:a', 3).allowed, false);
    assert.equal(limiter.size, 2, 'one table, one memory budget');
  });

  test('when its memory is full, forgets the oldest windows and still lets new clients in', () => {
    let now = 0;
    const budget = bytesOfClient('client-00') * 3;
    const limiter = new RateLimiter(1, 60_000, () => now, budget);
    for (const client of ['client-01', 'client-02', 'client-03']) {
      limiter.take(client);
      now += 10;
    }
    assert.equal(limiter.take('client-04').allowed, true, 'a new client is let in, not refused');
    assert.equal(limiter.size, 3);
    assert.ok(limiter.usedBytes <= budget, `${limiter.usedBytes} bytes counted, budget ${budget}`);
    assert.equal(limiter.take('client-01').allowed, true, 'the oldest window was forgotten: a fresh one starts');
    assert.equal(limiter.take('client-04').allowed, false, 'recent windows are kept');
    assert.equal(limiter.take('client-03').allowed, false);
  });
});
