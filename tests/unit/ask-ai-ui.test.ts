import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {AnswerSource} from '../../shared/askAiProtocol';
import {startTestService, TEST_API_KEY} from '../../service/testing/fixtures';
import {STUB_TOKENS} from '../../service/testing/stubs';
import {AskAiFailure, serviceEndpoint, streamAnswer, UNREACHABLE_MESSAGE} from '../../src/search/AskAi/client';
import {
  conversationStore,
  historyOf,
  listedSources,
  MAX_CONVERSATIONS,
  parseConversations,
  upsertConversation,
  type Conversation,
  type Exchange,
} from '../../src/search/AskAi/conversations';
import Markdown, {type MarkdownLinkProps} from '../../src/search/AskAi/Markdown';

const SOURCES: AnswerSource[] = [
  {n: 1, title: 'LLM-as-a-Judge', url: '/evaluation/configure-evaluators/llm-as-a-judge', cited: true},
  {n: 2, title: 'Quick start', url: '/getting-started/quick-start', cited: false},
];

function render(text: string, sources?: AnswerSource[]): string {
  return renderToStaticMarkup(
    createElement(Markdown, {
      text,
      sources,
      citationClassName: 'cite',
      pageOrigin: 'https://docs.tessera.example',
      renderLink: ({href, children, className, ariaLabel}: MarkdownLinkProps) =>
        createElement('a', {href, className, 'aria-label': ariaLabel}, children),
    }),
  );
}

describe('answer Markdown', () => {
  test('renders paragraphs, lists, code, inline code, emphasis and links as elements', () => {
    const html = render(
      'Use **judges** and *care*.\n\n- one `code`\n- two\n\n1. first\n2. second\n\n```python\nprint("<b>")\n```\n\n[Docs](/docs)',
    );
    assert.equal(
      html,
      '<p>Use <strong>judges</strong> and <em>care</em>.</p>' +
        '<ul><li>one <code>code</code></li><li>two</li></ul>' +
        '<ol start="1"><li>first</li><li>second</li></ol>' +
        '<pre data-language="python" tabindex="0"><code>print(&quot;&lt;b&gt;&quot;)</code></pre>' +
        '<p><a href="/docs">Docs</a></p>',
    );
  });

  test('shows raw HTML as text and never links unsafe URLs', () => {
    const html = render('<img src=x onerror=alert(1)> <script>alert(2)</script> [click](javascript:alert(3))');
    assert.ok(!/<img|<script/i.test(html), html);
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.ok(!html.includes('href="javascript'), html);
    assert.match(html, /click/);
  });

  test('links numbered citations to their sources once the sources are known', () => {
    assert.equal(render('Judges grade answers [1].'), '<p>Judges grade answers [1].</p>');
    assert.equal(
      render('Judges grade answers [1][3].', SOURCES),
      '<p>Judges grade answers <a href="/evaluation/configure-evaluators/llm-as-a-judge" class="cite" ' +
        'aria-label="Source 1: LLM-as-a-Judge">1</a>[3].</p>',
    );
    assert.equal(
      render('see [1, 2]', SOURCES),
      '<p>see <a href="/evaluation/configure-evaluators/llm-as-a-judge" class="cite" aria-label="Source 1: LLM-as-a-Judge">1</a>' +
        '<a href="/getting-started/quick-start" class="cite" aria-label="Source 2: Quick start">2</a></p>',
    );
  });

  test('renders an answer cut mid-stream without losing text', () => {
    assert.equal(render('```js\nconst a = 1;'), '<pre data-language="js" tabindex="0"><code>const a = 1;</code></pre>');
    assert.equal(render('Half **bold'), '<p>Half **bold</p>');
    assert.equal(
      render('| Key | Value |\n| --- | --- |\n| a | `b` |\n| c'),
      render('| Key | Value |\n| --- | --- |\n| a | `b` |\n| c |'),
    );
    assert.match(
      render('| Key | Value |\n| --- | --- |\n| a | `b` |'),
      /<table><thead><tr><th>Key<\/th><th>Value<\/th><\/tr><\/thead><tbody><tr><td>a<\/td><td><code>b<\/code><\/td><\/tr><\/tbody><\/table>/,
    );
  });

  test('renders nested lists, headings inside the answer, images as links only, and raw HTML blocks as text', () => {
    assert.equal(
      render('## Steps\n\n- one\n  - nested\n- two'),
      '<p role="heading" aria-level="4"><strong>Steps</strong></p><ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul>',
    );
    assert.equal(render('![diagram](/img/flow.png)'), '<p><a href="/img/flow.png">diagram</a></p>');
    assert.equal(render('![x](javascript:alert(1))'), '<p>x</p>');
    assert.equal(
      render('<div onclick="alert(1)">hi</div>'),
      '<p>&lt;div onclick=&quot;alert(1)&quot;&gt;hi&lt;/div&gt;</p>',
    );
  });

  test('an answer the parser cannot read is shown as its text, not a broken dialog', () => {
    const nested = `${'> '.repeat(5000)}deep`;
    const html = render(nested);
    assert.ok(html.startsWith('<p>&gt; &gt; '), html.slice(0, 40));
    assert.ok(html.endsWith('deep</p>'));
  });

  test('lists the cited sources, or every retrieved page when none is cited', () => {
    assert.deepEqual(listedSources(SOURCES), {heading: 'Sources', sources: [SOURCES[0]]});
    const uncited = SOURCES.map((source) => ({...source, cited: false}));
    assert.deepEqual(listedSources(uncited), {heading: 'Related pages', sources: uncited});
  });
});

function exchange(question: string, answer: string, status: Exchange['status'] = 'done'): Exchange {
  return {question, answer, status, sources: []};
}

describe('recent conversations', () => {
  test('parse defensively: hand-edited or old data never breaks the panel', () => {
    assert.deepEqual(parseConversations(null), []);
    assert.deepEqual(parseConversations('not json'), []);
    assert.deepEqual(parseConversations('{"a":1}'), []);
    const parsed = parseConversations(
      JSON.stringify([
        {id: 'a', exchanges: [{question: 'q', answer: 'a', status: 'streaming', sources: [{n: 'x'}]}]},
        {id: 'b', exchanges: []},
        {nope: true},
      ]),
    );
    assert.deepEqual(parsed, [
      {
        id: 'a',
        title: 'q',
        updatedAt: 0,
        exchanges: [{...exchange('q', 'a', 'stopped'), answerId: undefined, rating: undefined, error: undefined}],
      },
    ]);
  });

  test('newest first, no duplicates, bounded, and a streaming answer is kept as stopped', () => {
    let list: Conversation[] = [];
    for (let index = 0; index < MAX_CONVERSATIONS + 3; index += 1) {
      list = upsertConversation(list, {
        id: `c${index}`,
        title: `Q${index}`,
        updatedAt: index,
        exchanges: [exchange('q', 'a')],
      });
    }
    assert.equal(list.length, MAX_CONVERSATIONS);
    assert.equal(list[0].id, `c${MAX_CONVERSATIONS + 2}`);
    list = upsertConversation(list, {
      id: 'c5',
      title: 'Q5',
      updatedAt: 99,
      exchanges: [exchange('q', 'partial', 'streaming')],
    });
    assert.equal(list[0].id, 'c5');
    assert.equal(list.filter((conversation) => conversation.id === 'c5').length, 1);
    assert.equal(list[0].exchanges[0].status, 'stopped');
  });

  test('a follow-up sends the last answered turns only', () => {
    const exchanges = [
      exchange('q1', 'a1'),
      exchange('q2', 'a2'),
      exchange('failed', '', 'error'),
      exchange('q3', 'a3'),
      exchange('q4', 'x'.repeat(5000)),
    ];
    const history = historyOf(exchanges);
    assert.deepEqual(
      history.map((turn) => turn.content.slice(0, 2)),
      ['q2', 'a2', 'q3', 'a3', 'q4', 'xx'],
    );
    assert.equal(history[5].content.length, 2000);
  });

  test('storage that throws is survived', () => {
    const store = conversationStore({
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('QuotaExceededError');
      },
    });
    assert.deepEqual(store.read(), []);
    assert.doesNotThrow(() => store.write([]));
  });
});

describe('browser client against the service', () => {
  test('reports tokens in order, then sources, then the answer id', async () => {
    const service = await startTestService();
    try {
      const tokens: string[] = [];
      let sources: AnswerSource[] = [];
      let answerId = '';
      await streamAnswer(
        `${service.url}/`,
        {question: 'How do I write a judge prompt?'},
        {
          onToken: (text) => tokens.push(text),
          onSources: (received) => (sources = received),
          onDone: (id) => (answerId = id),
        },
        new AbortController().signal,
      );
      assert.deepEqual(tokens, STUB_TOKENS);
      assert.ok(sources.length > 0);
      assert.ok(answerId);
    } finally {
      await service.close();
    }
  });

  test('turns every failure into a message for the reader', async () => {
    const service = await startTestService({maxQuestionChars: 20, rateLimit: 3});
    const failure = async (question: string): Promise<AskAiFailure> => {
      try {
        await streamAnswer(
          service.url,
          {question},
          {onToken: () => undefined, onSources: () => undefined, onDone: () => undefined},
          new AbortController().signal,
        );
      } catch (error) {
        assert.ok(error instanceof AskAiFailure, String(error));
        return error;
      }
      assert.fail('the answer should have failed');
    };
    try {
      assert.match((await failure('x'.repeat(21))).message, /limit is 20/);
      service.stub.behaviour = 'error500';
      const upstream = await failure('judge?');
      assert.match(upstream.message, /HTTP 500/);
      assert.ok(!upstream.message.includes(TEST_API_KEY));
      service.stub.behaviour = 'answer';
      const noop = () => undefined;
      await streamAnswer(
        service.url,
        {question: 'judge?'},
        {onToken: noop, onSources: noop, onDone: noop},
        new AbortController().signal,
      );
      assert.match((await failure('judge?')).message, /wait \d+ seconds/);
    } finally {
      await service.close();
    }
    const unreachable = await failure('judge?');
    assert.equal(unreachable.message, UNREACHABLE_MESSAGE);
  });

  test('stops when the reader presses Stop', async () => {
    const service = await startTestService();
    service.stub.holdAfter(2);
    try {
      const controller = new AbortController();
      const tokens: string[] = [];
      const answer = streamAnswer(
        service.url,
        {question: 'judge?'},
        {
          onToken: (text) => {
            tokens.push(text);
            if (tokens.length === 2) controller.abort();
          },
          onSources: () => undefined,
          onDone: () => undefined,
        },
        controller.signal,
      );
      await assert.rejects(answer, (error: Error) => error.name === 'AbortError');
      assert.deepEqual(tokens, STUB_TOKENS.slice(0, 2));
    } finally {
      service.stub.release();
      await service.close();
    }
  });

  test('joins the endpoint to a base URL with or without a path', () => {
    assert.equal(serviceEndpoint('http://127.0.0.1:8787', '/api/ask'), 'http://127.0.0.1:8787/api/ask');
    assert.equal(
      serviceEndpoint('https://docs.example.com/ask-ai/', '/api/ask'),
      'https://docs.example.com/ask-ai/api/ask',
    );
  });
});
