import {mkdirSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The floor: an empty Docusaurus site of the same version and settings as this one (classic preset, `future.faster`),
 * with one docs page of about 450 words and one code block and nothing of ours. What it costs a reader is what any
 * Docusaurus site costs before content, so the budgets are differences to it. It is generated as files and built
 * with this project's own node_modules: no scaffolding tool, no network.
 */

/** Where the floor's one docs page is served. */
export const FLOOR_DOCS_PATH = '/docs/measuring-a-page';

const PARAGRAPHS = [
  'A documentation page is read far more often than it is written, so every byte it asks a reader to download is ' +
    'paid for many times. This page exists to be measured: it has the shape of an ordinary guide, with a title, a ' +
    'few sections, a table of contents and one code sample, and nothing else.',
  'Readers arrive from a search engine, from a link in a chat or from the navigation of the site. Most of them read ' +
    'one page and leave; some follow a link to the next page. The first page they open therefore carries the cost ' +
    'of the framework, and the later pages only carry their own content.',
  'Before you measure, decide what a first visit means. A reader with an empty cache downloads the HTML document, ' +
    'the stylesheet and the scripts the page needs to become interactive. Links that the page prefetches for later ' +
    'navigation are not part of that first visit, because the browser fetches them when it is otherwise idle.',
  'Measure on a phone-sized screen as well as on a desktop screen. The layout decides which parts of the page are ' +
    'visible at once, and visible parts often load their code at once. A slow processor also turns the same amount ' +
    'of script into a longer wait, which is why phones are the harder case.',
  'The sample below starts a static server for a built site and prints the address to open. Any server that answers ' +
    'with the files of the build, compressed as a real host would compress them, gives comparable figures.',
  'Repeat each measurement a few times and keep the median, since a single run can be disturbed by anything else ' +
    'the machine does. Compare figures from the same machine in the same session only: the absolute values move from ' +
    'one computer to the next, while the differences between two pages measured together stay meaningful.',
  'When a page costs more than this one, look at what it loads that this page does not. A component that most ' +
    'readers never open can wait until they ask for it. Work that gives every reader the same result can be done ' +
    'once, when the site is built, instead of in every browser. What remains is the price of the content itself.',
  'Keep the results next to the code that produced them, and write down the machine and the load it carried. A ' +
    'number without its conditions cannot be compared with the next one, and the next one is what tells you whether ' +
    'a change made the site faster for the people who read it.',
];

const CODE_SAMPLE = [
  "import http from 'node:http';",
  "import {readFile} from 'node:fs/promises';",
  '',
  'const server = http.createServer(async (request, response) => {',
  "  const file = new URL(request.url ?? '/', 'http://localhost').pathname;",
  "  const body = await readFile(`build${file.endsWith('/') ? `${file}index.html` : file}`);",
  '  response.end(body);',
  '});',
  "server.listen(3000, () => console.log('Open http://localhost:3000'));",
].join('\n');

function docsPage(): string {
  const [intro, arrive, before, screens, sample, repeat, costs, keep] = PARAGRAPHS;
  return [
    '---',
    'title: Measuring a page',
    'description: How to measure what a documentation page costs a first-time reader.',
    '---',
    '',
    intro,
    '',
    arrive,
    '',
    '## Decide what a first visit is',
    '',
    before,
    '',
    screens,
    '',
    '## Serve the build',
    '',
    sample,
    '',
    '```js title="serve.mjs"',
    CODE_SAMPLE,
    '```',
    '',
    '## Read the figures',
    '',
    repeat,
    '',
    costs,
    '',
    keep,
    '',
  ].join('\n');
}

/** The floor site's files, path → content; pure, so that the unit tests can check what the bench builds. */
export function floorSiteFiles(docusaurusVersion: string): Record<string, string> {
  const config = {
    title: 'Floor',
    tagline: 'An empty Docusaurus site',
    url: 'http://localhost',
    baseUrl: '/',
    // The navbar title links to the home page, which an empty docs site does not have.
    onBrokenLinks: 'warn',
    // The same future flags as this site; Docusaurus requires the v4 one for `faster`'s SSG worker threads.
    future: {faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}},
    i18n: {defaultLocale: 'en', locales: ['en']},
    presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: false}]],
    themeConfig: {
      navbar: {title: 'Floor', items: [{type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'}]},
      footer: {style: 'dark', copyright: 'Floor'},
    },
  };
  return {
    'package.json': `${JSON.stringify(
      {
        name: 'docusaurus-floor',
        private: true,
        dependencies: {'@docusaurus/core': docusaurusVersion, '@docusaurus/preset-classic': docusaurusVersion},
      },
      null,
      2,
    )}\n`,
    'docusaurus.config.js': `module.exports = ${JSON.stringify(config, null, 2)};\n`,
    'sidebars.js': `module.exports = {docs: [{type: 'autogenerated', dirName: '.'}]};\n`,
    'docs/measuring-a-page.md': docsPage(),
  };
}

/** Words of prose in a Markdown page, front matter and code blocks excluded. */
export function proseWords(markdown: string): number {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '');
  return body.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

/** Writes the floor site into `directory`, with this project's node_modules linked in. */
export function writeFloorSite(directory: string, projectRoot: string, docusaurusVersion: string): void {
  for (const [file, content] of Object.entries(floorSiteFiles(docusaurusVersion))) {
    mkdirSync(path.dirname(path.join(directory, file)), {recursive: true});
    writeFileSync(path.join(directory, file), content);
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(directory, 'node_modules'), 'dir');
}
