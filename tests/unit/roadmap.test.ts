import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {roadmapItems, roadmapLabelIds, roadmapLabels, type RoadmapItem} from '../../shared/roadmap/items';
import {validateRoadmap, type RoadmapItemToCheck} from '../../src/data/roadmapValidation';
import {
  MAX_QUERY_LENGTH,
  describeResults,
  discussionUrl,
  filterRoadmap,
  formatShippedDate,
  groupByStatus,
  parseRoadmapQuery,
  toRoadmapQuery,
  toggleLabel,
  type RoadmapFilters,
} from '../../shared/roadmap/format';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const changelogDir = path.join(root, 'changelog');

/** slug → date of every changelog entry, from the front matter of changelog/*.mdx. */
function readChangelogEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of readdirSync(changelogDir).filter((name) => /\.mdx?$/.test(name))) {
    const source = readFileSync(path.join(changelogDir, file), 'utf8');
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
    const slug = /^slug:\s*["']?([^"'\s]+)["']?\s*$/m.exec(frontMatter)?.[1];
    const date = /^date:\s*["']?(\d{4}-\d{2}-\d{2})/m.exec(frontMatter)?.[1];
    if (slug) entries.set(slug, date ?? '');
  }
  return entries;
}

const changelogEntries = readChangelogEntries();
const changelogSlugs = [...changelogEntries.keys()];

/** A valid entry of each kind, to break one rule at a time. */
const shipped: RoadmapItemToCheck = {
  id: 'fixture-shipped',
  title: 'A shipped feature',
  description: 'What it does.',
  status: 'shipped',
  labels: ['playground'],
  shippedAt: '2025-01-02',
  link: {kind: 'changelog', slug: 'entry-one'},
};
const planned: RoadmapItemToCheck = {
  id: 'fixture-planned',
  title: 'A planned feature',
  description: 'What it will do.',
  status: 'planned',
  labels: ['evaluation'],
  link: {kind: 'discussion', id: '42'},
};
const fixtureOptions = {changelogSlugs: ['entry-one']};

function messagesFor(items: RoadmapItemToCheck[]): string[] {
  return validateRoadmap(items, fixtureOptions).map((problem) => problem.message);
}

function assertOneProblem(items: RoadmapItemToCheck[], expected: RegExp) {
  const messages = messagesFor(items);
  assert.equal(messages.length, 1, `expected one problem, got:\n${messages.join('\n')}`);
  assert.match(messages[0], expected);
}

describe('roadmap data', () => {
  test('reads the changelog entries', () => {
    assert.ok(changelogSlugs.length > 50, `only ${changelogSlugs.length} changelog slugs found in ${changelogDir}`);
  });

  test('every item is valid', () => {
    const problems = validateRoadmap(roadmapItems, {changelogSlugs});
    assert.deepEqual(
      problems.map((problem) => problem.message),
      [],
      `Fix these roadmap entries:\n${problems.map((p) => `- ${p.message}`).join('\n')}`,
    );
  });

  test('has 29 items: 11 shipped, 7 in progress, 11 planned', () => {
    assert.equal(roadmapItems.length, 29);
    const groups = groupByStatus(roadmapItems);
    assert.equal(groups.shipped.length, 11);
    assert.equal(groups['in-progress'].length, 7);
    assert.equal(groups.planned.length, 11);
  });

  test('each shipped item carries the date of its changelog entry', () => {
    for (const item of roadmapItems) {
      if (item.status !== 'shipped') continue;
      const entryDate = changelogEntries.get(item.link.slug);
      assert.equal(
        item.shippedAt,
        entryDate,
        `Roadmap entry "${item.id}": set shippedAt to '${entryDate}', the date of changelog entry '${item.link.slug}'.`,
      );
    }
  });

  test('every label has a colour token defined in the page stylesheet, for light and dark mode', () => {
    const css = readFileSync(path.join(root, 'src/pages/roadmap/styles.module.css'), 'utf8');
    const darkBlock = /\[data-theme='dark'\]\s*\.page\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const lightBlock = /(?:^|\n)\.page\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const tokens = new Set<string>();
    for (const id of roadmapLabelIds) {
      const {colorToken} = roadmapLabels[id];
      assert.ok(!tokens.has(colorToken), `labels share the colour token ${colorToken}: give '${id}' its own`);
      tokens.add(colorToken);
      assert.match(lightBlock, new RegExp(`${colorToken}:`), `define ${colorToken} in .page of styles.module.css`);
      assert.match(darkBlock, new RegExp(`${colorToken}:`), `define ${colorToken} for [data-theme='dark'] .page`);
    }
  });
});

describe('validateRoadmap', () => {
  test('accepts valid fixtures', () => {
    assert.deepEqual(messagesFor([shipped, planned]), []);
  });

  test('unknown label', () => {
    assertOneProblem(
      [{...planned, labels: ['evaluation', 'observabilty']}],
      /unknown label 'observabilty': use one of 'playground', .*or add 'observabilty' to roadmapLabels/,
    );
  });

  test('shipped item without a date', () => {
    assertOneProblem(
      [{...shipped, shippedAt: undefined}],
      /is shipped but has no shippedAt date: add `shippedAt: 'YYYY-MM-DD'`/,
    );
  });

  test('shipped item with an impossible date', () => {
    assertOneProblem([{...shipped, shippedAt: '2025-02-30'}], /write a real calendar date as YYYY-MM-DD/);
  });

  test('shipped item without a changelog link', () => {
    assertOneProblem(
      [{...shipped, link: {kind: 'discussion', id: '7'}}],
      /does not link to its changelog entry: set `link: \{kind: 'changelog', slug: '<slug>'\}`/,
    );
    assertOneProblem([{...shipped, link: undefined}], /does not link to its changelog entry/);
  });

  test('changelog slug that is not an entry', () => {
    assertOneProblem(
      [{...shipped, link: {kind: 'changelog', slug: 'entry-two'}}],
      /links to the changelog entry 'entry-two', which does not exist: use the slug: front-matter value/,
    );
  });

  test('planned item with a date', () => {
    assertOneProblem([{...planned, shippedAt: '2025-01-02'}], /is planned but has a shippedAt date: remove shippedAt/);
  });

  test('planned item without a discussion link', () => {
    assertOneProblem(
      [{...planned, link: {kind: 'changelog', slug: 'entry-one'}}],
      /does not link to a discussion: set `link: \{kind: 'discussion', id: '<number>'\}`/,
    );
  });

  test('discussion given as a URL', () => {
    assertOneProblem(
      [{...planned, link: {kind: 'discussion', id: 'https://example.com/discussions/42'}}],
      /use the discussion number alone/,
    );
  });

  test('duplicate id', () => {
    assertOneProblem([planned, {...planned}], /Roadmap entry 2 \("fixture-planned"\).*repeats the id of entry 1/);
  });

  test('empty description', () => {
    assertOneProblem([{...planned, description: '  '}], /has an empty description: write one paragraph/);
  });

  test('unknown status, no labels, bad id', () => {
    assertOneProblem([{...planned, status: 'done'}], /unknown status 'done': use one of 'shipped', 'in-progress'/);
    assertOneProblem([{...planned, labels: []}], /has no label: add at least one of/);
    assertOneProblem([{...planned, id: 'Prompt Folders'}], /kebab-case/);
  });

  test('names the data file and the entry in every message', () => {
    const [problem] = validateRoadmap([{...planned, description: ''}], fixtureOptions);
    assert.equal(problem.item, 'fixture-planned');
    assert.match(problem.message, /^Roadmap entry 1 \("fixture-planned"\) in shared\/roadmap\/items\.ts /);
  });
});

describe('filterRoadmap', () => {
  const ids = (items: RoadmapItem[]) => items.map((item) => item.id);
  const filters = (partial: Partial<RoadmapFilters>): RoadmapFilters => ({labels: [], query: '', ...partial});

  test('no filters keeps everything in order', () => {
    assert.deepEqual(ids(filterRoadmap(roadmapItems, filters({}))), ids([...roadmapItems]));
  });

  test('by label', () => {
    const result = filterRoadmap(roadmapItems, filters({labels: ['sdk']}));
    assert.deepEqual(ids(result), ['prompt-caching-sdk']);
    const integration = filterRoadmap(roadmapItems, filters({labels: ['integration']}));
    assert.deepEqual(ids(integration), ['vertex-ai-provider-support']);
  });

  test('several labels match any of them', () => {
    const result = filterRoadmap(roadmapItems, filters({labels: ['sdk', 'integration']}));
    assert.deepEqual(ids(result).sort(), ['prompt-caching-sdk', 'vertex-ai-provider-support']);
    const evaluation = filterRoadmap(roadmapItems, filters({labels: ['evaluation']}));
    assert.ok(evaluation.length > 0 && evaluation.every((item) => item.labels.includes('evaluation')));
  });

  test('by text in the title, the description or a label name', () => {
    assert.deepEqual(ids(filterRoadmap(roadmapItems, filters({query: 'jinja2'}))), ['jinja2-playground']);
    assert.deepEqual(ids(filterRoadmap(roadmapItems, filters({query: 'base64'}))), ['pdf-support-playground']);
    // "SDK" is the name of the label of prompt-caching-sdk and appears in descriptions of others.
    assert.ok(ids(filterRoadmap(roadmapItems, filters({query: 'sdk'}))).includes('prompt-caching-sdk'));
    const integrationByName = filterRoadmap(roadmapItems, filters({query: 'integration'}));
    assert.ok(ids(integrationByName).includes('vertex-ai-provider-support'), 'label names are searched');
  });

  test('is case-insensitive', () => {
    const lower = ids(filterRoadmap(roadmapItems, filters({query: 'llamaindex'})));
    assert.deepEqual(lower, ['llamaindex-integration']);
    assert.deepEqual(ids(filterRoadmap(roadmapItems, filters({query: 'LLAMAINDEX'}))), lower);
    assert.deepEqual(ids(filterRoadmap(roadmapItems, filters({query: '  LlamaIndex  '}))), lower);
  });

  test('every word must match', () => {
    const result = ids(filterRoadmap(roadmapItems, filters({query: 'playground pdf'})));
    assert.deepEqual(result, ['pdf-support-playground']);
  });

  test('label and text together', () => {
    const both = filterRoadmap(roadmapItems, filters({labels: ['observability'], query: 'playground'}));
    assert.deepEqual(ids(both).sort(), ['markdown-support', 'open-spans-playground']);
  });

  test('no match', () => {
    assert.deepEqual(filterRoadmap(roadmapItems, filters({query: 'quantum teleportation'})), []);
    assert.deepEqual(filterRoadmap(roadmapItems, filters({labels: ['sdk'], query: 'jinja2'})), []);
  });
});

describe('query string', () => {
  test('parses labels and text', () => {
    assert.deepEqual(parseRoadmapQuery('?label=evaluation&q=judge'), {labels: ['evaluation'], query: 'judge'});
    assert.deepEqual(parseRoadmapQuery('label=sdk&label=playground'), {labels: ['playground', 'sdk'], query: ''});
    assert.deepEqual(parseRoadmapQuery('?label=SDK,Misc'), {labels: ['sdk', 'misc'], query: ''});
    assert.deepEqual(parseRoadmapQuery(''), {labels: [], query: ''});
  });

  test('drops unknown and duplicate labels, including prototype keys', () => {
    const parsed = parseRoadmapQuery('?label=nope&label=evaluation&label=evaluation&label=__proto__&label=toString');
    assert.deepEqual(parsed, {labels: ['evaluation'], query: ''});
  });

  test('serialises canonically', () => {
    assert.equal(toRoadmapQuery({labels: [], query: ''}), '');
    assert.equal(toRoadmapQuery({labels: [], query: '   '}), '');
    assert.equal(toRoadmapQuery({labels: ['sdk', 'evaluation'], query: ''}), '?label=evaluation&label=sdk');
    assert.equal(toRoadmapQuery({labels: ['evaluation'], query: 'llm judge'}), '?label=evaluation&q=llm+judge');
  });

  test('round trip', () => {
    const states: RoadmapFilters[] = [
      {labels: [], query: ''},
      {labels: ['evaluation'], query: ''},
      {labels: ['playground', 'observability', 'sdk'], query: 'traces & spans?'},
      {labels: [], query: 'größe / 100% "quoted" #hash'},
    ];
    for (const state of states) {
      const search = toRoadmapQuery(state);
      assert.deepEqual(parseRoadmapQuery(search), state, search);
      assert.equal(toRoadmapQuery(parseRoadmapQuery(search)), search);
    }
  });

  test('hostile input stays inert and bounded', () => {
    const script = '<script>alert(1)</script>';
    const parsed = parseRoadmapQuery(`?q=${encodeURIComponent(script)}&label=%3Cscript%3E`);
    assert.deepEqual(parsed, {labels: [], query: script}, 'kept as plain text, rendered escaped by React');
    assert.deepEqual(filterRoadmap(roadmapItems, parsed), []);

    const long = parseRoadmapQuery(`?q=${'a'.repeat(10_000)}&label=${'x'.repeat(10_000)}`);
    assert.equal(long.query.length, MAX_QUERY_LENGTH);
    assert.deepEqual(long.labels, []);
    assert.ok(toRoadmapQuery(long).length < MAX_QUERY_LENGTH + 10);

    const control = parseRoadmapQuery('?q=a%00b%0Ac');
    assert.equal(control.query, 'a b c');
    const malformed = parseRoadmapQuery('?%%%=&label=%E0%A4%A&q=%E0%A4%A');
    assert.deepEqual(malformed.labels, [], 'malformed percent-encoding does not throw');
    assert.equal(typeof malformed.query, 'string');
  });
});

describe('page helpers', () => {
  test('toggleLabel adds in canonical order and removes', () => {
    assert.deepEqual(toggleLabel(['sdk'], 'playground'), ['playground', 'sdk']);
    assert.deepEqual(toggleLabel(['playground', 'sdk'], 'playground'), ['sdk']);
  });

  test('shipped items are sorted newest first', () => {
    const dates = groupByStatus(roadmapItems).shipped.map((item) => item.shippedAt ?? '');
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  test('formats dates without depending on the locale', () => {
    assert.equal(formatShippedDate('2025-10-24'), '24 October 2025');
    assert.equal(formatShippedDate('2025-04-05'), '5 April 2025');
    assert.equal(formatShippedDate('not a date'), 'not a date');
  });

  test('describes the results', () => {
    assert.equal(describeResults(29, 29, {labels: [], query: ''}), 'Showing all 29 roadmap items.');
    assert.equal(describeResults(5, 29, {labels: ['sdk'], query: ''}), '5 of 29 roadmap items match these filters.');
    assert.equal(
      describeResults(0, 29, {labels: [], query: 'x'}),
      'No roadmap items match these filters (29 in total).',
    );
  });

  test('builds discussion URLs from the configured base', () => {
    const base = 'https://code.example/org/repo/discussions';
    assert.equal(discussionUrl(base, '2855'), `${base}/2855`);
    assert.equal(discussionUrl(`${base}/`, '2855'), `${base}/2855`);
  });
});
