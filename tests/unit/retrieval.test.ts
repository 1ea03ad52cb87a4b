import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  bodyTier,
  buildRetrievalIndex,
  excerptOf,
  isExpansionTable,
  isWeak,
  isRetrievalIndex,
  pageTier,
  search,
  stem,
  withBody,
  type RetrievalRecord,
} from '../../shared/retrieval';

function page(url: string, title: string, body: string, extra: Partial<RetrievalRecord> = {}): RetrievalRecord {
  const facet = extra.facet ?? 'Docs';
  return {
    url,
    title,
    facet,
    breadcrumb: [facet],
    description: '',
    keywords: [],
    sections: [{anchor: null, heading: null, text: body}],
    ...extra,
  };
}

/** A small docs site: guides, API operation pages and changelog entries about the same features. */
const records: RetrievalRecord[] = [
  page('/evaluation/test-sets', 'Create Test Sets', 'A test set is the table of inputs an evaluation runs on.', {
    description: 'Build the test set an evaluation runs on.',
    sections: [
      {anchor: null, heading: null, text: 'A test set is the table of inputs an evaluation runs on.'},
      {anchor: 'archive', heading: 'Archive a test set', text: 'Archived test sets disappear from lists.'},
    ],
  }),
  page('/reference/api/archive-testset', 'Archive Testset', 'Archives a test set: it disappears from queries.', {
    facet: 'Reference',
    operation: 'POST /preview/testsets/:testset_id/archive',
  }),
  page('/reference/api/archive-testset-variant', 'Archive Testset Variant', 'Archives a variant of a test set.', {
    facet: 'Reference',
    operation: 'PUT /preview/testsets/variants/:variant_id/archive',
  }),
  page('/reference/api/query-evaluators', 'Query Evaluators', 'Returns the evaluators of the project.', {
    facet: 'Reference',
    operation: 'POST /preview/evaluators/query',
  }),
  page('/evaluation/evaluators', 'Configure Evaluators', 'Each evaluator scores one output of your application.'),
  page(
    '/evaluation/llm-as-a-judge',
    'LLM-as-a-Judge',
    'Ask a model to grade open-ended outputs against your rubric, with a scoring scheme you choose.',
  ),
  page(
    '/self-host/kubernetes',
    'Deploy on Kubernetes',
    'Install the Helm chart on a cluster. Pods need two CPUs and 8 GB of memory.',
    {facet: 'Self-host'},
  ),
  page('/tracing/redaction', 'Redact Sensitive Data', 'Remove e-mail addresses and names from spans before export.'),
  page('/tracing/costs', 'Track Costs', 'Each span records its usage: prompt and completion counts, and the cost.'),
  page('/tracing/distributed', 'Distributed Tracing', 'Propagate the traceparent header between services.'),
  page(
    '/changelog/redesigned-evaluators',
    'Redesigned Evaluators',
    'Configure evaluators faster: a new form for every evaluator.',
    {facet: 'Changelog', keywords: ['v0.40.0']},
  ),
  page(
    '/evaluation/running',
    'Running Evaluations',
    'Start an evaluation run from the UI: pick a test set, the variants and the evaluators.',
    {
      sections: [
        {anchor: null, heading: null, text: 'Start an evaluation run from the UI.'},
        {
          anchor: 'from-the-api',
          heading: 'Start a run from the API',
          text: 'Send the request below.\ncurl -X POST "$HOST/api/evaluations" -H "Authorization: ApiKey $KEY"\n  -d \'{"testset_id": "…"}\'',
        },
      ],
    },
  ),
];

const index = buildRetrievalIndex(records);
const urls = (query: string, options = {}) => search(index, query, options).pages.map((result) => result.url);

describe('retrieval engine', () => {
  it('ranks pages by how much of the query they cover, so a question with unknown words still finds its page', () => {
    const found = urls('how can I archive a test set without losing my previous results?');
    assert.ok(found.length > 0, 'a partly matching question must not empty the list');
    assert.ok(found.slice(0, 2).includes('/reference/api/archive-testset'));
    // A page that covers both "archive" and "test set" is a result; one that only has "test set" is not, as other
    // pages cover the whole question.
    assert.ok(found.includes('/evaluation/test-sets'));
    assert.ok(!found.includes('/evaluation/running'));
  });

  it("ranks an API operation's page first for its own operation", () => {
    assert.equal(urls('archive a test set')[0], '/reference/api/archive-testset');
    assert.equal(urls('list evaluators')[0], '/reference/api/query-evaluators');
  });

  it('ranks guides above API operation pages that are not named by the query', () => {
    const found = urls('evaluators');
    assert.ok(found.indexOf('/evaluation/evaluators') < found.indexOf('/reference/api/query-evaluators'));
  });

  it("finds pages by readers' synonyms", () => {
    assert.equal(urls('k8s')[0], '/self-host/kubernetes');
    assert.equal(urls('PII')[0], '/tracing/redaction');
    assert.equal(urls('LLM judge')[0], '/evaluation/llm-as-a-judge');
    assert.equal(urls('golden dataset')[0], '/evaluation/test-sets');
    assert.equal(urls('token usage')[0], '/tracing/costs');
  });

  it('tolerates typos without letting them outrank exact matches', () => {
    assert.equal(urls('kubernetis')[0], '/self-host/kubernetes');
    assert.equal(urls('distributed tracng')[0], '/tracing/distributed');
    // "evaluation" is a word of the index: it is not "corrected" into "evaluator".
    const exact = search(index, 'evaluation');
    assert.ok(exact.pages.every((result) => result.url !== '/evaluation/evaluators'));
  });

  it('ignores question words and filler, and returns nothing for a query of only those', () => {
    assert.deepEqual(urls('how do I'), []);
    assert.deepEqual(urls('what is the'), []);
    assert.equal(urls('how do I deploy on kubernetes?')[0], urls('deploy kubernetes')[0]);
  });

  it('demotes changelog entries unless the query asks about a release', () => {
    const found = urls('configure evaluators');
    assert.ok(found.indexOf('/evaluation/evaluators') < found.indexOf('/changelog/redesigned-evaluators'));
    assert.equal(urls('evaluators release notes')[0], '/changelog/redesigned-evaluators');
    assert.equal(urls('v0.40.0')[0], '/changelog/redesigned-evaluators');
  });

  it('returns the best sections, with their anchors, for the modal and for Ask AI', () => {
    const response = search(index, 'archive a test set', {sectionLimit: 3});
    const guide = response.pages.find((result) => result.url === '/evaluation/test-sets');
    assert.equal(guide?.sections[0]?.url, '/evaluation/test-sets#archive');
    assert.equal(response.sections[0]?.pageUrl, response.pages[0]?.url);
    assert.ok(response.sections.length <= 3);
  });

  it('completes the last word while the reader types', () => {
    assert.equal(urls('kuber', {prefix: true})[0], '/self-host/kubernetes');
    assert.deepEqual(urls('kuber'), []);
  });

  it('filters by facet', () => {
    assert.deepEqual(urls('evaluators', {facets: ['Changelog']}), ['/changelog/redesigned-evaluators']);
  });

  it('searches the page tier alone, and the same results come with the body tier added', () => {
    const pages = pageTier(index);
    assert.ok(isRetrievalIndex(JSON.parse(JSON.stringify(pages))));
    assert.equal(search(pages, 'kubernetes').pages[0]?.url, '/self-host/kubernetes');
    // Words only the body has are found once the body tier is loaded.
    assert.deepEqual(search(pages, 'header').pages, []);
    // The page tier already lists headings to jump to, with their anchors (explicit ones kept).
    const archive = search(pages, 'archive a test set').pages.find((result) => result.url === '/evaluation/test-sets');
    assert.equal(archive?.sections[0]?.url, '/evaluation/test-sets#archive');
    const whole = withBody(pages, JSON.parse(JSON.stringify(bodyTier(index))));
    assert.equal(search(whole, 'header').pages[0]?.url, '/tracing/distributed');
  });
});

describe('tokeniser', () => {
  it('finds camelCase names typed whole or in parts', () => {
    const names = buildRetrievalIndex([
      page('/langchain', 'Tracing for LangChain', 'Install the integration.'),
      page('/sdk', 'Configuration SDK', 'Load settings with ConfigManager.get_from_registry.'),
    ]);
    assert.equal(search(pageTier(names), 'langchain').pages[0]?.url, '/langchain');
    assert.equal(search(names, 'ConfigManager').pages[0]?.url, '/sdk');
    assert.equal(search(names, 'config manager').pages[0]?.url, '/sdk');
    assert.equal(search(names, 'get_from_registry').pages[0]?.url, '/sdk');
  });
});

describe('index size', () => {
  it('stores a heading without its anchor when the anchor is the usual slug of the heading', () => {
    const compact = buildRetrievalIndex([
      page('/a', 'A', 'Text.', {
        sections: [
          {anchor: 'write-the-callers-code', heading: "Write the caller's code", text: 'One.'},
          {anchor: 'custom-id', heading: 'Explicit anchor', text: 'Two.'},
        ],
      }),
    ]);
    assert.deepEqual(compact.pages[0][6], ["Write the caller's code", ['custom-id', 'Explicit anchor']]);
    const hits = search(pageTier(compact), 'caller code explicit anchor').pages[0]?.sections.map((hit) => hit.url);
    assert.deepEqual(hits, ['/a#write-the-callers-code', '/a#custom-id']);
  });
});

describe('excerpts', () => {
  it('prefer the prose that matches over code, and keep the line breaks of code', () => {
    const text = 'curl -X POST "$HOST/api/evaluations"\n  -d \'{"id": 1}\'\nStart the evaluation from the API.';
    const prose = excerptOf(text, new Set([stem('evaluation')]));
    assert.equal(prose.code, false);
    assert.equal(prose.parts.map((part) => part.text).join(''), 'Start the evaluation from the API.');
    const code = excerptOf(text, new Set([stem('curl')]));
    assert.equal(code.code, true);
    assert.match(code.parts.map((part) => part.text).join(''), /evaluations"\n {2}-d/);
  });

  it('find words whose stem is not spelled in them ("stories" → story) and unfinished words', () => {
    const text = 'Intro line.\nUser stories list what readers ask.\nConfiguration is read at start.';
    const excerpt = excerptOf(text, new Set([stem('stories')]), ['configur']);
    assert.deepEqual(
      excerpt.parts.filter((part) => part.highlighted).map((part) => part.text),
      ['stories'],
    );
    const unfinished = excerptOf(text, new Set(), ['configur']);
    assert.deepEqual(
      unfinished.parts.filter((part) => part.highlighted).map((part) => part.text),
      ['Configuration'],
    );
  });

  it('highlight the words that matched', () => {
    const excerpt = excerptOf('Archive a test set to hide it.', new Set([stem('archive'), stem('set')]));
    assert.deepEqual(
      excerpt.parts.filter((part) => part.highlighted).map((part) => part.text),
      ['Archive', 'set'],
    );
  });
});

describe('conversation context', () => {
  it("lets a follow-up question lean on the earlier question's words", () => {
    const followUp = search(index, 'and which header?', {context: 'how does distributed tracing work?'});
    assert.equal(followUp.pages[0]?.url, '/tracing/distributed');
    // The context alone never produces results.
    assert.deepEqual(search(index, 'and then?', {context: 'distributed tracing'}).pages, []);
  });
});

describe('release questions', () => {
  it('use the release words to pick changelog entries, and the rest of the query to pick which', () => {
    const found = urls('what changed for evaluators in the release notes?');
    assert.equal(found[0], '/changelog/redesigned-evaluators');
  });
});

describe('result counts', () => {
  const secrets = buildRetrievalIndex([
    page('/security/rotate', 'Rotate signing secrets', 'Rotate the signing secret at once when it leaked.'),
    ...['github', 'slack', 'stripe'].map((name) =>
      page(`/webhooks/${name}`, `${name} signing secret`, `Where to find the ${name} signing secret.`),
    ),
    ...['prompts', 'variants', 'models', 'datasets', 'metrics', 'playground'].map((name) =>
      page(`/guides/${name}`, `About ${name}`, `An overview of ${name} in the product.`),
    ),
  ]);

  it('do not count the pages that hold only the commoner part of a question another page answers', () => {
    const question = search(secrets, 'how do I rotate a signing secret that leaked?', {limit: 20});
    assert.deepEqual(
      question.pages.map((result) => result.url),
      ['/security/rotate'],
    );
    assert.equal(question.total, 1);
    assert.deepEqual(question.facetCounts, {Docs: 1});
    // The page tier alone holds too little of a question to tell: its first results keep the partial matches.
    assert.equal(search(pageTier(secrets), 'how do I rotate a signing secret that leaked?').total, 4);
  });

  it('still count every page that holds a short query', () => {
    const keywords = search(secrets, 'signing secret', {limit: 20});
    assert.equal(keywords.total, 4);
  });
});

describe('clean results', () => {
  const listPage = page('/guides/retries', 'Retry Policy', '', {
    sections: [
      {anchor: null, heading: null, text: 'Calls that fail are retried.'},
      {
        anchor: 'backoff',
        heading: 'Tune the backoff',
        text: '- The backoff doubles after each failed attempt.\n- Jitter spreads the attempts of many clients.',
      },
      {anchor: 'limits', heading: 'Limits', text: '1. At most five attempts are made per call.'},
      {anchor: 'limits', heading: 'Limits', text: 'Attempts beyond the limit are dropped.'},
      {anchor: 'limits-1', heading: 'Limits', text: 'Limits apply per project.'},
    ],
  });
  const clean = buildRetrievalIndex([listPage]);
  const text = (parts: {text: string}[]) => parts.map((part) => part.text).join('');

  it('show excerpts without the Markdown list markers of their source', () => {
    const [found] = search(clean, 'backoff jitter').pages;
    assert.equal(text(found.excerpt.parts), 'The backoff doubles after each failed attempt.');
    const [numbered] = search(clean, 'five attempts').pages;
    assert.match(text(numbered.excerpt.parts), /^At most five attempts/);
  });

  it("do not repeat the page's excerpt under the section it came from", () => {
    const [found] = search(clean, 'backoff').pages;
    const backoff = found.sections.find((section) => section.heading === 'Tune the backoff');
    assert.ok(backoff, 'the section is still listed, as a link');
    assert.deepEqual(backoff.excerpt.parts, []);
  });

  it('merge section hits on the same heading into one', () => {
    const [found] = search(clean, 'limits attempts').pages;
    assert.equal(found.sections.filter((section) => section.heading === 'Limits').length, 1);
    const sources = search(clean, 'limits attempts', {sectionLimit: 10, sectionsPerPage: 4}).sections;
    assert.equal(new Set(sources.map((source) => source.url)).size, sources.length);
  });
});

describe("readers' vocabulary", () => {
  const site = buildRetrievalIndex([
    page('/tracing/inspect', 'Inspect Traces', 'Open a trace to read the prompt each span sent to the model.'),
    page('/evaluation/judge', 'LLM-as-a-Judge', 'A judge model grades every output on your scale.'),
    page('/evaluation/regex', 'Regex Evaluator', 'A pattern checks every verdict the model returns.'),
    page('/self-host/upgrading', 'How to Upgrade', 'Pull the new images and restart.'),
  ]);
  // WordNet relates "verdict" to "finding" (not in the docs) and nothing to "inspect"; "scrutinize" to "inspect".
  const table = {scrutiniz: ['inspect'], verdict: ['grade~1', 'judge~2']};

  it('finds the page a weak question misses, through the words the docs use for the reader’s', () => {
    assert.deepEqual(
      search(site, 'how do I scrutinize everything').pages.map((found) => found.url),
      [],
      'the first pass finds nothing',
    );
    assert.equal(search(site, 'how do I scrutinize everything', {expansions: table}).pages[0]?.url, '/tracing/inspect');
  });

  it('never ranks an expansion above an exact match', () => {
    const found = search(site, 'which verdict does the model give', {expansions: table}).pages.map((page) => page.url);
    assert.equal(found[0], '/evaluation/regex', 'the page that says "verdict" stays first');
  });

  it('leaves a query whose first pass is strong as it was: the table is not consulted', () => {
    const consulted: string[] = [];
    const spy = new Proxy(table, {
      get(target, key) {
        if (typeof key === 'string') consulted.push(key);
        return Reflect.get(target, key);
      },
      has(target, key) {
        if (typeof key === 'string') consulted.push(key);
        return Reflect.has(target, key);
      },
      getOwnPropertyDescriptor(target, key) {
        if (typeof key === 'string') consulted.push(key);
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    const plain = search(site, 'regex evaluator');
    assert.deepEqual(search(site, 'regex evaluator', {expansions: spy}), plain);
    assert.deepEqual(consulted, []);
    assert.equal(isWeak(plain), false);
  });

  it('ignores a malformed table and an entry on a prototype key', () => {
    assert.equal(isExpansionTable({told: ['tell']}), true);
    assert.equal(isExpansionTable({told: 'tell'}), false);
    assert.equal(isExpansionTable([]), false);
    assert.doesNotThrow(() => search(site, 'constructor tostring hasownproperty', {expansions: table}));
  });
});

describe('task and version questions', () => {
  const site = buildRetrievalIndex([
    page('/prompts/deploy', 'Deploy to Environments', '', {
      sections: [
        {anchor: null, heading: null, text: 'Deploy a version to an environment.'},
        {anchor: 'roll-back', heading: 'Roll back', text: 'Deploy the previous version of the prompt again.'},
      ],
    }),
    page(
      '/changelog/rollback-button',
      'Roll Back a Prompt Deployment in One Click',
      'You can now roll back a prompt deployment to the previous version in one click.',
      {facet: 'Changelog', keywords: ['v0.50.0']},
    ),
  ]);
  const first = (query: string) => search(site, query).pages[0]?.url;

  it('send "how do I …" to the guide that does the task, not the release that mentions it', () => {
    assert.equal(first('how do I roll back a prompt deployment'), '/prompts/deploy');
    assert.equal(first('roll back a prompt deployment'), '/changelog/rollback-button', 'a keyword query is unchanged');
  });

  it('read "I want to …", "we need to …" and "can I …" as task questions too', () => {
    assert.equal(first('I want to roll back a prompt deployment'), '/prompts/deploy');
    assert.equal(first('we need to roll back a prompt deployment'), '/prompts/deploy');
    assert.equal(first('can I roll back a prompt deployment'), '/prompts/deploy');
  });

  it('send version questions to the changelog', () => {
    assert.equal(first('what changed since v0.50 for deployments'), '/changelog/rollback-button');
    assert.equal(first('what changed about deploying a version'), '/changelog/rollback-button');
  });
});

describe('pasted errors', () => {
  const site = buildRetrievalIndex([
    page('/self-host/ssl', 'Using SSL', 'Serve the instance over HTTPS with a certificate.', {
      sections: [
        {anchor: null, heading: null, text: 'Serve the instance over HTTPS with a certificate.'},
        {anchor: 'verify-https', heading: 'Verify HTTPS', text: 'Open the site and look for the padlock.'},
      ],
    }),
    page('/evaluation/running', 'Running Evaluations', 'Start runs and tune their rate limits.', {
      sections: [
        {anchor: null, heading: null, text: 'Start runs and tune their rate limits.'},
        {
          anchor: 'rate-limits',
          heading: 'Tune the rate limits',
          text: 'When the provider answers HTTP 429 Too Many Requests, lower the batch size and retry later.',
        },
      ],
    }),
    ...['/api/a', '/api/b', '/api/c'].map((url) =>
      page(url, 'Operation', 'Send an HTTP request; 429 means slow down.'),
    ),
  ]);

  it('read "HTTP" as HTTP, not as a question about certificates (the stem of "https" is "http")', () => {
    assert.equal(search(site, 'HTTP 429 during evaluation').pages[0]?.url, '/evaluation/running');
    assert.ok(search(site, 'HTTP 429 during evaluation').pages.every((result) => result.url !== '/self-host/ssl'));
    assert.equal(search(site, 'https padlock').pages[0]?.url, '/self-host/ssl');
  });
});

describe("readers' phrases for what the docs name otherwise", () => {
  const site = buildRetrievalIndex([
    page(
      '/tracing/functions',
      'Instrument Your Functions',
      'Each decorated function becomes a span with its duration.',
    ),
    page('/prompts/fetch', 'Fetch Prompts', 'Cache the configuration and fall back when Tessera is unreachable.'),
    page('/editions', 'Editions', 'The open-source edition is free; pricing of the commercial edition is per seat.'),
    page('/python/setup', 'Python Setup', 'Install the Python package; every part of the code is explained.'),
  ]);
  const first = (query: string) => search(site, query).pages[0]?.url;

  it('read "how long" and "slow" as latency, "stage" as a span, "servers down" as unreachable, "pay" as pricing', () => {
    assert.equal(first('how long does each stage take'), '/tracing/functions');
    assert.equal(first('what happens if the servers are down'), '/prompts/fetch');
    assert.equal(first('what do I have to pay for'), '/editions');
  });
});

describe('function words of a pasted symptom', () => {
  it('do not decide the ranking: "during", "many" and "much" are no topic', () => {
    const site = buildRetrievalIndex([
      page('/evaluation/limits', 'Rate Limits', 'Scenarios of an evaluation fail when the provider refuses requests.'),
      page('/self-host/backups', 'Backups', 'Many backups run during the night; much data moves during them.'),
      ...['/a', '/b', '/c', '/d'].map((url) => page(url, 'Other', 'Requests and scenarios of an evaluation.')),
    ]);
    const found = search(site, 'many scenarios fail during evaluation').pages.map((result) => result.url);
    assert.equal(found[0], '/evaluation/limits');
    assert.ok(!found.includes('/self-host/backups'));
  });
});

describe('symptoms', () => {
  const site = buildRetrievalIndex([
    page('/reference/api/receive-traces', 'Receive Traces via OTLP', 'Receives spans over OTLP.', {
      facet: 'Reference',
      operation: 'POST /api/otlp/v1/traces',
    }),
    page('/tracing/exporter', 'Configure the Exporter', 'Point the exporter at the OTLP endpoint.', {
      sections: [
        {anchor: null, heading: null, text: 'Point the exporter at the OTLP endpoint of traces.'},
        {
          anchor: 'what-can-go-wrong',
          heading: 'What can go wrong',
          text: 'The exporter gets 404 Not Found from /api/otlp/v1/traces/v1/traces when the path is appended twice.',
        },
      ],
    }),
    page('/tracing/endpoint', 'Endpoint Reference', 'The OTLP endpoint accepts traces; 404 means a wrong path.', {
      sections: [
        {anchor: null, heading: null, text: 'The exporter endpoint accepts traces; 404 Not Found means a wrong path.'},
      ],
    }),
  ]);
  const first = (query: string) => search(site, query).pages[0]?.url;

  it('send a pasted error with a URL path to the guide that explains it, not to the operation of that path', () => {
    assert.equal(first('exporter returns 404 Not Found for /api/otlp/v1/traces'), '/tracing/exporter');
    // Without a symptom, the path asks for the API: its operation comes first.
    assert.equal(first('POST /api/otlp/v1/traces'), '/reference/api/receive-traces');
  });

  it('prefer the page whose troubleshooting section names the symptom over one that mentions it in passing', () => {
    const section = (heading: string, text: string) => ({
      anchor: heading.toLowerCase().replace(/ /g, '-'),
      heading,
      text,
    });
    const pages = buildRetrievalIndex([
      page('/guide/collector', 'Setup', 'Intro.', {
        sections: [section('Choose ports', 'The collector fails at startup when a receiver port is taken.')],
      }),
      page('/guide/receivers', 'Operations', 'Intro.', {
        sections: [section('What can go wrong', 'The collector fails at startup when a receiver port is taken.')],
      }),
    ]);
    assert.equal(search(pages, 'collector fails at startup').pages[0]?.url, '/guide/receivers');
    // Not a symptom: no preference.
    assert.equal(search(pages, 'collector startup receiver port').pages[0]?.url, '/guide/collector');
  });
});
