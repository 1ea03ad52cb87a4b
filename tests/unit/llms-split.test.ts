import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {twinDirective, withDirective} from '../../plugins/llms/agents';
import {buildAgentsMd, MAX_AGENTS_MD_BYTES, mergeOutlines, type OutlineItem} from '../../plugins/llms/agentsMd';
import {
  buildRootIndex,
  buildSectionIndex,
  llmsFilePath,
  type LlmsFile,
  type TwinPage,
} from '../../plugins/llms/llmsTxt';
import {changelogListMarkdown, roadmapMarkdown, summaryPart, tagListMarkdown} from '../../plugins/llms/sitePages';
import {agentDirectiveParts} from '../../src/components/AgentDirective/directive';

const ROOT = 'https://docs.example.test';

function page(title: string, pathname: string, description = ''): TwinPage {
  return {
    title,
    description,
    url: `${ROOT}${pathname}`,
    markdownUrl: `${ROOT}${pathname}.md`,
    markdown: `# ${title}\n`,
  };
}

describe('split llms.txt', () => {
  const files: LlmsFile[] = [
    {section: 'Docs', slug: 'docs', title: 'Docs', description: 'Guides.', pages: [page('A', '/a'), page('B', '/b')]},
    {
      section: 'API reference',
      slug: 'reference',
      title: 'API reference',
      description: 'SDK.',
      pages: [page('SDK', '/reference/sdk')],
    },
    {
      section: 'API reference',
      slug: 'reference/prompts',
      title: 'API reference: Prompts',
      description: 'Prompt operations.',
      pages: [page('List prompts', '/reference/api/list-prompts', 'GET /prompts.')],
    },
    {section: 'Empty', slug: 'empty', title: 'Empty', description: 'Nothing.', pages: []},
  ];

  test('the root lists one link per non-empty file, under its section, with its page count', () => {
    const text = buildRootIndex({title: 'Site', summary: 'What it is.', details: 'How to read it.'}, files, ROOT);
    assert.equal(
      text,
      [
        '# Site',
        '',
        '> What it is.',
        '',
        'How to read it.',
        '',
        '## Docs',
        '',
        `- [Docs](${ROOT}/llms/docs.txt): 2 pages. Guides.`,
        '',
        '## API reference',
        '',
        `- [API reference](${ROOT}/llms/reference.txt): 1 page. SDK.`,
        `- [API reference: Prompts](${ROOT}/llms/reference/prompts.txt): 1 page. Prompt operations.`,
        '',
        '## Empty',
        '',
      ].join('\n'),
    );
  });

  test('a section file lists its pages and names the root and its full text', () => {
    const text = buildSectionIndex('Site', files[2], ROOT);
    assert.match(text, /^# Site: API reference: Prompts\n\n> Prompt operations\.\n/);
    assert.ok(text.includes(`${ROOT}/llms.txt`));
    assert.ok(text.includes(`${ROOT}/llms/reference/prompts-full.txt`));
    assert.ok(text.includes(`- [List prompts](${ROOT}/reference/api/list-prompts.md): GET /prompts.`));
    assert.equal(llmsFilePath('reference/prompts', true), 'llms/reference/prompts-full.txt');
  });
});

describe('agent directive', () => {
  const directive = twinDirective({
    llmsTxt: `${ROOT}/llms.txt`,
    markdown: `${ROOT}/a.md`,
    endpoint: 'https://service.example/mcp',
  });

  test('names llms.txt, the page Markdown and the MCP endpoint when there is one', () => {
    assert.match(directive, /^> For AI agents: /);
    for (const part of [`${ROOT}/llms.txt`, `${ROOT}/a.md`, 'https://service.example/mcp']) {
      assert.ok(directive.includes(part), part);
    }
    assert.doesNotMatch(twinDirective({llmsTxt: `${ROOT}/llms.txt`, markdown: `${ROOT}/a.md`}), /MCP/);
  });

  test('goes right under the title of a twin', () => {
    assert.equal(withDirective('# A\n\n> Summary.\n\nBody.\n', '> D'), '# A\n\n> D\n\n> Summary.\n\nBody.\n');
    assert.equal(withDirective('Body.\n', '> D'), '> D\n\nBody.\n');
  });

  test('the HTML directive uses the base URL and the service', () => {
    assert.deepEqual(
      agentDirectiveParts({baseUrl: '/docs/', markdownPath: '/docs/a.md', serviceUrl: 'https://s.example/'}),
      {llmsTxt: '/docs/llms.txt', markdown: '/docs/a.md', mcpEndpoint: 'https://s.example/mcp'},
    );
    assert.deepEqual(agentDirectiveParts({baseUrl: '/', markdownPath: '/index.md', serviceUrl: null}), {
      llmsTxt: '/llms.txt',
      markdown: '/index.md',
      mcpEndpoint: undefined,
    });
  });
});

describe('/agents.md', () => {
  const outline: OutlineItem[] = [
    {label: 'Home', path: '/'},
    {
      label: 'Evaluation',
      path: '/evaluation',
      items: [
        {label: 'Concepts', path: '/evaluation/concepts'},
        {label: 'Judges', items: [{label: 'LLM judge', path: '/evaluation/judge'}]},
      ],
    },
  ];

  test('lists each category with its pages, says where pages and Markdown are, and names the MCP tools', () => {
    const text = buildAgentsMd({
      siteTitle: 'Site',
      siteRoot: ROOT,
      origin: ROOT,
      sections: [{title: 'Docs', indexPath: '/llms/docs.txt', outline}],
      mcpEndpoint: 'https://service.example/mcp',
      changelogPath: '/changelog',
    });
    assert.match(text, /^## Site\n/);
    assert.ok(text.includes(`${ROOT}/llms.txt`));
    assert.ok(text.includes('https://service.example/mcp'));
    assert.ok(text.includes('list_changes'));
    assert.ok(text.includes(`### Docs (index: ${ROOT}/llms/docs.txt)`));
    assert.ok(text.includes('- Home (/)'));
    assert.ok(text.includes('- Evaluation (/evaluation): Concepts (/evaluation/concepts), Judges'));
  });

  test('drops page lists, then fails, rather than grow past 8 KB', () => {
    const big: OutlineItem[] = Array.from({length: 60}, (_, category) => ({
      label: `Category ${category}`,
      path: `/c${category}`,
      items: Array.from({length: 10}, (__, item) => ({label: `Page ${item}`, path: `/c${category}/p${item}`})),
    }));
    const text = buildAgentsMd({
      siteTitle: 'Site',
      siteRoot: ROOT,
      origin: ROOT,
      sections: [{title: 'Docs', outline: big}],
    });
    assert.ok(Buffer.byteLength(text) <= MAX_AGENTS_MD_BYTES);
    assert.ok(text.includes('- Category 59 (/c59)'));
    assert.doesNotMatch(text, /Page 0/);
    const huge = Array.from({length: 400}, (_, index) => ({label: `Category ${index}`, path: `/c${index}`, items: []}));
    assert.throws(
      () =>
        buildAgentsMd({siteTitle: 'Site', siteRoot: ROOT, origin: ROOT, sections: [{title: 'Docs', outline: huge}]}),
      /over 8192 bytes/,
    );
  });

  test('merges top-level categories of the same name', () => {
    const merged = mergeOutlines([
      {label: 'SDK', items: [{label: 'A', path: '/a'}]},
      {
        label: 'SDK',
        path: '/sdk',
        items: [
          {label: 'A', path: '/a'},
          {label: 'B', path: '/b'},
        ],
      },
    ]);
    assert.deepEqual(merged, [
      {
        label: 'SDK',
        path: '/sdk',
        items: [
          {label: 'A', path: '/a'},
          {label: 'B', path: '/b'},
        ],
      },
    ]);
  });
});

describe('twins of pages not written in Markdown', () => {
  test('a changelog list page has each entry with date, version and summary, and links to its neighbours', () => {
    const text = changelogListMarkdown({
      title: 'Changelog',
      description: 'Every release.',
      entries: [
        {
          title: 'New [beta]',
          url: `${ROOT}/changelog/new`,
          date: '2025-01-02',
          versions: ['v0.2.0'],
          summary: '## Hi\n\nText.',
        },
      ],
      newer: `${ROOT}/changelog`,
      older: `${ROOT}/changelog/page/3`,
    });
    assert.equal(
      text,
      [
        '# Changelog',
        '> Every release.',
        `## [New \\[beta\\]](${ROOT}/changelog/new)`,
        'Released 2025-01-02 in v0.2.0.',
        '#### Hi\n\nText.',
        `[Newer entries](${ROOT}/changelog) · [Older entries](${ROOT}/changelog/page/3)`,
      ].join('\n\n') + '\n',
    );
  });

  test('the summary of an entry is what is above its truncate marker', () => {
    assert.equal(summaryPart('Intro.\n\n{/* truncate */}\n\nMore.'), 'Intro.\n\n');
    assert.equal(summaryPart('Intro.\n<!-- truncate -->\nMore.'), 'Intro.\n');
    assert.equal(summaryPart('All of it.'), 'All of it.');
  });

  test('the tag list counts entries; the roadmap lists items by status', () => {
    assert.equal(
      tagListMarkdown('Tags', [{label: 'v1', url: `${ROOT}/changelog/tags/v1`, count: 2}]),
      `# Tags\n\n- [v1](${ROOT}/changelog/tags/v1): 2 entries\n`,
    );
    const roadmap = roadmapMarkdown({
      title: 'Roadmap',
      description: 'Plans.',
      lead: 'Lead.',
      requestUrl: 'https://example.test/new',
      sections: [
        {
          title: 'Planned',
          intro: 'Next.',
          items: [{title: 'X', description: 'Does X.', labels: ['SDK'], link: {label: 'Discuss', url: 'https://d/1'}}],
        },
      ],
    });
    assert.match(
      roadmap,
      /^## Planned \(1 item\)\n\nNext\.\n\n### X\n\nDoes X\.\n\nLabels: SDK\. \[Discuss\]\(https:\/\/d\/1\)\.$/m,
    );
  });
});
