import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {docsComponents} from '../../plugins/llms';
import {absoluteUrl, mdxToMarkdown, type MdxToMarkdownOptions} from '../../plugins/llms/mdxToMarkdown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = 'https://docs.example.test';
const PAGE = `${SITE}/guide/page`;

/** Converts with the fixture site; `unhandled` collects what the converter reports. */
function convert(source: string, options: Partial<MdxToMarkdownOptions> = {}) {
  const unhandled: string[] = [];
  const markdown = mdxToMarkdown(source, {
    siteRoot: SITE,
    pageUrl: PAGE,
    onUnhandled: (message) => unhandled.push(message),
    ...options,
  });
  return {markdown, unhandled};
}

/** Lines outside fenced code blocks: where JSX, imports or directives must not survive. */
function proseLines(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}

describe('MDX to Markdown: page frame', () => {
  test('removes the front matter and puts the title and description on top', () => {
    const {markdown} = convert('---\ntitle: Front\ndescription: Ignored here\n---\n\nBody text.\n', {
      title: 'Quick start',
      description: 'Install and trace.',
    });
    assert.equal(markdown, '# Quick start\n\n> Install and trace.\n\nBody text.\n');
  });

  test('keeps an H1 written in the body instead of adding a second one', () => {
    const {markdown} = convert('# Written title\n\nBody.\n', {title: 'Front matter title', description: 'Summary.'});
    assert.equal(markdown, '# Written title\n\n> Summary.\n\nBody.\n');
  });

  test('adds the preamble under the summary, with its links made absolute', () => {
    const {markdown} = convert('Body.\n', {title: 'Entry', preamble: 'Released 2025-01-02, see [notes](/notes).'});
    assert.equal(markdown, `# Entry\n\nReleased 2025-01-02, see [notes](${SITE}/notes).\n\nBody.\n`);
  });

  test('removes imports and exports', () => {
    const source =
      "import ChangelogTimeline from '@site/src/components/ChangelogTimeline';\nexport const x = 1;\n\nText.\n";
    assert.equal(convert(source).markdown, 'Text.\n');
  });

  test('removes comments such as the blog truncate marker without reporting them', () => {
    const {markdown, unhandled} = convert('Intro.\n\n{/* truncate */}\n\nMore.\n');
    assert.equal(markdown, 'Intro.\n\nMore.\n');
    assert.deepEqual(unhandled, []);
  });

  test('reports and drops expressions it cannot evaluate', () => {
    const {markdown, unhandled} = convert('Sum: {1 + 1}.\n');
    assert.equal(markdown, 'Sum: .\n');
    assert.match(unhandled.join('\n'), /\{1 \+ 1\} cannot be evaluated/);
  });
});

describe('MDX to Markdown: tabs', () => {
  const tabs = [
    '## Upload the file',
    '',
    '<Tabs groupId="lang">',
    '<TabItem value="bash" label="curl">',
    '',
    '```bash',
    'curl https://api.example.test',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="python" label="Python">',
    '',
    'Run it:',
    '',
    '```python title="upload.py"',
    'print("hi")',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '## Next',
    '',
  ].join('\n');

  test('each tab becomes a heading one level below its section, followed by its content', () => {
    const {markdown, unhandled} = convert(tabs);
    assert.equal(
      markdown,
      [
        '## Upload the file',
        '',
        '### curl',
        '',
        '```bash',
        'curl https://api.example.test',
        '```',
        '',
        '### Python',
        '',
        'Run it:',
        '',
        '```python title="upload.py"',
        'print("hi")',
        '```',
        '',
        '## Next',
        '',
      ].join('\n'),
    );
    assert.deepEqual(unhandled, []);
  });

  test('tabs before any section heading become level-2 headings under the page title', () => {
    const {markdown} = convert(
      '<Tabs>\n<TabItem value="cloud" label="Tessera Cloud">\n\nHosted.\n\n</TabItem>\n</Tabs>\n',
    );
    assert.equal(markdown, '## Tessera Cloud\n\nHosted.\n');
  });

  test('a tab without a label is named by its value', () => {
    const {markdown} = convert('### Step\n\n<Tabs>\n<TabItem value="celery">\n\nWorker.\n\n</TabItem>\n</Tabs>\n');
    assert.equal(markdown, '### Step\n\n#### celery\n\nWorker.\n');
  });

  test('tabs nested in tabs go one level deeper', () => {
    const source =
      '## A\n\n<Tabs>\n<TabItem label="Outer">\n\n<Tabs>\n<TabItem label="Inner">\n\nX.\n\n</TabItem>\n</Tabs>\n\n</TabItem>\n</Tabs>\n';
    assert.equal(convert(source).markdown, '## A\n\n### Outer\n\n#### Inner\n\nX.\n');
  });
});

describe('MDX to Markdown: admonitions', () => {
  for (const kind of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
    test(`:::${kind} becomes a blockquote titled with its kind`, () => {
      const {markdown} = convert(`:::${kind}\nMind the [gap](/gap).\n:::\n`);
      const title = kind.charAt(0).toUpperCase() + kind.slice(1);
      assert.equal(markdown, `> **${title}**\n>\n> Mind the [gap](${SITE}/gap).\n`);
    });
  }

  test(':::info[Prerequisites] keeps its title and its list', () => {
    const {markdown} = convert(':::info[Prerequisites]\n- An API key\n- Python 3.9+\n:::\n');
    assert.equal(markdown, '> **Prerequisites**\n>\n> - An API key\n> - Python 3.9+\n');
  });

  test('a title with inline code keeps its formatting', () => {
    const {markdown} = convert(':::note[Why the space is written as `%20`]\nBecause.\n:::\n');
    assert.equal(markdown, '> **Why the space is written as `%20`**\n>\n> Because.\n');
  });

  test('an admonition holding a code block and tabs converts what it holds', () => {
    const source =
      ':::warning[Deprecated]\n<Tabs>\n<TabItem label="Python">\n\n```python\nold()\n```\n\n</TabItem>\n</Tabs>\n:::\n';
    assert.equal(convert(source).markdown, '> **Deprecated**\n>\n> ## Python\n>\n> ```python\n> old()\n> ```\n');
  });

  test('text that only looks like a directive stays as written', () => {
    const {markdown, unhandled} = convert('Set mode:fast, at 10:30, for a:b[c].\n');
    assert.equal(markdown, 'Set mode:fast, at 10:30, for a:b[c].\n');
    assert.deepEqual(unhandled, []);
  });
});

describe('MDX to Markdown: code', () => {
  test('code blocks keep their language and title', () => {
    const source = '```yaml title="otel-collector.yaml"\nexporters:\n  otlphttp: {}\n```\n';
    assert.equal(convert(source).markdown, source);
  });

  test('Mermaid diagrams stay mermaid code blocks', () => {
    const source = '```mermaid\nflowchart LR\n  A --> B\n```\n';
    assert.equal(convert(source).markdown, source);
  });

  test('JSX-looking text inside code is left alone', () => {
    const source = 'Use `<Tabs>` in MDX:\n\n```mdx\n<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>\n```\n';
    assert.equal(convert(source).markdown, source);
  });

  test('tables keep their rows', () => {
    const {markdown} = convert('| Rule | Value |\n|---|---|\n| Size | 10 MB |\n');
    assert.match(markdown, /^\| Rule \| Value \|\n\| -+ \| -+ \|\n\| Size \| 10 MB \|\n$/);
  });
});

describe('MDX to Markdown: links', () => {
  test('root, pathname:// and anchor links become absolute; external links stay', () => {
    const source =
      '[A](/self-host/quick-start#ports), [B](pathname:///examples/a.csv), [C](#errors), [D](https://www.docker.com), [E](mailto:a@b.c).\n';
    assert.equal(
      convert(source).markdown,
      `[A](${SITE}/self-host/quick-start#ports), [B](${SITE}/examples/a.csv), [C](${PAGE}#errors), [D](https://www.docker.com), [E](mailto:a@b.c).\n`,
    );
  });

  test('images and reference definitions become absolute too', () => {
    const {markdown} = convert('![Diagram](/img/a.png)\n\n[ref]: /evaluation/concepts\n');
    assert.match(markdown, new RegExp(`!\\[Diagram\\]\\(${SITE}/img/a\\.png\\)`));
    assert.match(markdown, new RegExp(`\\[ref\\]: ${SITE}/evaluation/concepts`));
  });

  test('relative file links go to the page of that file', () => {
    const seen: string[] = [];
    const {markdown} = convert('See [setup](../setup.mdx#install) and [other](./notes).\n', {
      resolveFileLink: (href) => {
        seen.push(href);
        return href === '../setup.mdx' ? `${SITE}/guide/setup` : undefined;
      },
    });
    assert.deepEqual(seen, ['../setup.mdx']);
    assert.equal(markdown, `See [setup](${SITE}/guide/setup#install) and [other](${SITE}/guide/notes).\n`);
  });

  test('a site under a base URL keeps it in every link', () => {
    const options = {siteRoot: 'https://example.test/docs', pageUrl: 'https://example.test/docs/a'};
    assert.equal(absoluteUrl('/b', options), 'https://example.test/docs/b');
    assert.equal(absoluteUrl('pathname:///changelog/rss.xml', options), 'https://example.test/docs/changelog/rss.xml');
    assert.equal(absoluteUrl('#x', options), 'https://example.test/docs/a#x');
  });
});

describe('MDX to Markdown: components', () => {
  test('a component with a Markdown rule is replaced by that Markdown, links made absolute', () => {
    const source =
      "import ChangelogTimeline from '@site/src/components/ChangelogTimeline';\n\nIntro.\n\n<ChangelogTimeline />\n";
    const {markdown, unhandled} = convert(source, {
      components: {ChangelogTimeline: () => '- [v1.2.0](/changelog/v1-2-0): Faster traces.'},
    });
    assert.equal(markdown, `Intro.\n\n- [v1.2.0](${SITE}/changelog/v1-2-0): Faster traces.\n`);
    assert.deepEqual(unhandled, []);
  });

  test('the component rule receives the attributes', () => {
    const {markdown} = convert('<Badge kind="beta" compact />\n', {
      components: {Badge: (attributes) => `Badge: ${JSON.stringify(attributes)}`},
    });
    assert.equal(markdown, 'Badge: {"kind":"beta","compact":true}\n');
  });

  test('an unknown component keeps its content and is reported; an empty one is dropped and reported', () => {
    const {markdown, unhandled} = convert('<Callout>\n\nKeep **this**.\n\n</Callout>\n\n<Widget />\n');
    assert.equal(markdown, 'Keep **this**.\n');
    assert.deepEqual(unhandled, [
      '<Callout> has no Markdown rule; only its content is kept',
      '<Widget /> has no Markdown rule; it is left out',
    ]);
  });

  test('HTML elements are unwrapped without a report', () => {
    const {markdown, unhandled} = convert('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n');
    assert.equal(markdown, 'More\n\nHidden text.\n');
    assert.deepEqual(unhandled, []);
  });

  test('plain Markdown input (from the OpenAPI file) may hold characters MDX would reject', () => {
    const {markdown} = convert('Send `Authorization: ApiKey <key>`; sizes < 10 MB and {braces} are fine.\n', {
      format: 'md',
    });
    assert.equal(markdown, 'Send `Authorization: ApiKey <key>`; sizes < 10 MB and {braces} are fine.\n');
  });
});

describe('MDX to Markdown: every page of the site', () => {
  const files: string[] = [];
  const collect = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) collect(file);
      else if (/\.mdx?$/.test(name)) files.push(file);
    }
  };
  collect(path.join(root, 'docs'));
  collect(path.join(root, 'changelog'));

  test('finds the pages', () => {
    assert.ok(files.length > 150, `only ${files.length} pages found`);
  });

  test('every component, admonition and tab form in use has a rule, and no MDX survives', () => {
    const problems: string[] = [];
    for (const file of files) {
      const where = path.relative(root, file);
      const {markdown, unhandled} = convert(readFileSync(file, 'utf8'), {
        title: 'Title',
        // Components that need site data: the plugin lists the changelog entries in place of the timeline, and
        // writes the clone command of the configured repository.
        components: {ChangelogTimeline: () => '- entry', ...docsComponents('https://code.example.test/tessera')},
      });
      problems.push(...unhandled.map((message) => `${where}: ${message}`));
      if (markdown.startsWith('---')) problems.push(`${where}: front matter left`);
      for (const line of proseLines(markdown)) {
        // Inline code may show JSX or placeholders such as `<key>`; only bare tags count.
        const prose = line.replace(/`[^`]*`/g, '');
        if (/<\/?[A-Za-z][\w.]*[\s/>]/.test(prose)) problems.push(`${where}: tag left: ${line.trim()}`);
        if (/^(import\s.+\sfrom\s+['"]|export\s+(const|default|function|let)\b)/.test(line)) {
          problems.push(`${where}: ${line.trim()}`);
        }
        if (/^\s*(>\s*)*:::/.test(line)) problems.push(`${where}: admonition left: ${line.trim()}`);
        if (/\]\(\/(?!\/)/.test(prose)) problems.push(`${where}: relative link left: ${line.trim()}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
