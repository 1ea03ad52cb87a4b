import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildCombinedFile, buildLlmsTxt, type TwinPage} from '../../plugins/llms/llmsTxt';
import {markdownPathFor} from '../../shared/llmsPaths';
import {assistantPrompt, copyPageLinks} from '../../src/components/CopyPageMenu/_links';

function page(
  title: string,
  pathname: string,
  description = '',
  markdown = `# ${title}\n\nBody of ${title}.\n`,
): TwinPage {
  return {
    title,
    description,
    url: `https://docs.example.test${pathname}`,
    markdownUrl: `https://docs.example.test${markdownPathFor(pathname)}`,
    markdown,
  };
}

describe('Markdown twin paths', () => {
  test('appends .md to the page URL', () => {
    assert.equal(markdownPathFor('/evaluation/concepts'), '/evaluation/concepts.md');
    assert.equal(markdownPathFor('/reference/api/accept-invitation'), '/reference/api/accept-invitation.md');
  });

  test('uses index.md for the home page and for URLs that end in a slash', () => {
    assert.equal(markdownPathFor('/'), '/index.md');
    assert.equal(markdownPathFor('/docs/'), '/docs/index.md');
    assert.equal(markdownPathFor('/guides/'), '/guides/index.md');
  });

  test('drops a query or a fragment', () => {
    assert.equal(markdownPathFor('/a/b#section'), '/a/b.md');
    assert.equal(markdownPathFor('/a/b?tab=python'), '/a/b.md');
  });
});

describe('/llms.txt', () => {
  const text = buildLlmsTxt({
    title: 'Tessera Docs',
    summary: 'The platform\nfor LLM applications.',
    details: 'Every link is Markdown.',
    sections: [
      {
        title: 'Docs',
        pages: [page('What is Tessera?', '/', 'What it does.'), page('Concepts [beta]', '/concepts', 'Two\n lines.')],
      },
      {title: 'Tutorials', pages: []},
      {title: 'Changelog', pages: [page('v1', '/changelog/v1')]},
    ],
  });

  test('has the title, the summary as a blockquote, the details, then H2 sections of links', () => {
    assert.equal(
      text,
      [
        '# Tessera Docs',
        '',
        '> The platform for LLM applications.',
        '',
        'Every link is Markdown.',
        '',
        '## Docs',
        '',
        '- [What is Tessera?](https://docs.example.test/index.md): What it does.',
        '- [Concepts \\[beta\\]](https://docs.example.test/concepts.md): Two lines.',
        '',
        '## Changelog',
        '',
        '- [v1](https://docs.example.test/changelog/v1.md)',
        '',
      ].join('\n'),
    );
  });

  test('leaves out sections without pages', () => {
    assert.doesNotMatch(text, /## Tutorials/);
  });
});

describe('combined files', () => {
  test('put every page after the title, each with its source URL under its own title', () => {
    const text = buildCombinedFile('Tessera Docs', 'All docs.', [
      page('One', '/one'),
      page('Two', '/two', '', 'No title here.\n'),
    ]);
    assert.equal(
      text,
      [
        '# Tessera Docs',
        '',
        '> All docs.',
        '',
        '---',
        '',
        '# One',
        '',
        'Source: https://docs.example.test/one',
        '',
        'Body of One.',
        '',
        '---',
        '',
        'Source: https://docs.example.test/two',
        '',
        'No title here.',
        '',
      ].join('\n'),
    );
  });
});

describe('"Copy page" menu links', () => {
  const bases = {chatGptBase: 'https://chat.example.test/?q=', claudeBase: 'https://claude.example.test/new?q='};

  test('point at the twin: a site path to fetch and the canonical URL for assistants', () => {
    const links = copyPageLinks('/evaluation/concepts', 'https://docs.tessera.example/', bases);
    assert.equal(links.markdownPath, '/evaluation/concepts.md');
    assert.equal(links.markdownUrl, 'https://docs.tessera.example/evaluation/concepts.md');
  });

  test('the home page uses /index.md, and a base URL stays in the path', () => {
    assert.equal(copyPageLinks('/', 'https://d.example.test', bases).markdownUrl, 'https://d.example.test/index.md');
    assert.equal(copyPageLinks('/docs/a', 'https://d.example.test', bases).markdownPath, '/docs/a.md');
  });

  test('ChatGPT and Claude get the configured base followed by the encoded prompt', () => {
    const links = copyPageLinks('/evaluation/concepts', 'https://docs.tessera.example', bases);
    const prompt = assistantPrompt('https://docs.tessera.example/evaluation/concepts.md');
    assert.match(prompt, /https:\/\/docs\.tessera\.example\/evaluation\/concepts\.md/);
    assert.equal(links.chatGpt, `https://chat.example.test/?q=${encodeURIComponent(prompt)}`);
    assert.equal(links.claude, `https://claude.example.test/new?q=${encodeURIComponent(prompt)}`);
    assert.equal(new URL(links.claude).searchParams.get('q'), prompt);
  });
});
