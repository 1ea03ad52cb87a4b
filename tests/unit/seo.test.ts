import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {findMissingDescriptions, metaDescription} from '../../plugins/seo/descriptions';
import {robotsTxt} from '../../plugins/seo/robots';
import {
  breadcrumbList,
  breadcrumbTrail,
  serializeJsonLd,
  techArticle,
  type SidebarItemLike,
} from '../../shared/seo/structuredData';

const VOCABULARY = 'vocabulary-id';
const SITE = 'https://docs.example.test';

describe('meta descriptions', () => {
  test('docs, changelog entries and MDX pages without description front matter are reported', () => {
    const missing = findMissingDescriptions({
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              docs: [
                {source: '@site/docs/ok.mdx', frontMatter: {description: 'Fine.'}},
                {source: '@site/docs/none.mdx', frontMatter: {}},
                {source: '@site/docs/blank.mdx', frontMatter: {description: '   '}},
              ],
            },
          ],
        },
      },
      'docusaurus-plugin-content-blog': {
        default: {
          blogPosts: [
            {metadata: {source: '@site/changelog/a.mdx', frontMatter: {description: 'A release.'}}},
            {metadata: {source: '@site/changelog/b.mdx', frontMatter: {title: 'B'}}},
          ],
        },
      },
      'docusaurus-plugin-content-pages': {
        default: [
          {type: 'jsx', source: '@site/src/pages/roadmap/index.tsx'},
          {type: 'mdx', source: '@site/src/pages/about.mdx', frontMatter: {}},
        ],
      },
    });
    assert.deepEqual(missing, [
      '@site/changelog/b.mdx',
      '@site/docs/blank.mdx',
      '@site/docs/none.mdx',
      '@site/src/pages/about.mdx',
    ]);
  });

  test('the description is read from minified and ordinary HTML', () => {
    assert.equal(
      metaDescription('<html><head><meta data-rh=true name=description content="What it does."/></head></html>'),
      'What it does.',
    );
    assert.equal(metaDescription(`<head><meta content='Other order' name="description"></head>`), 'Other order');
    assert.equal(
      metaDescription('<head><meta name=description content="Send `ApiKey <key>` as a header."/></head>'),
      'Send `ApiKey <key>` as a header.',
    );
    assert.equal(metaDescription('<head><meta property=og:description content="Not this"></head>'), undefined);
    assert.equal(metaDescription('<head><meta name=description content=""></head>'), '');
    assert.equal(metaDescription('<head></head><body><meta name=description content="In the body"></body>'), undefined);
  });
});

describe('robots.txt', () => {
  test('points at the sitemap of the configured origin and base URL', () => {
    assert.equal(robotsTxt(`${SITE}/`, '/'), `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
    assert.match(robotsTxt(SITE, '/docs'), /^Sitemap: https:\/\/docs\.example\.test\/docs\/sitemap\.xml$/m);
  });
});

describe('breadcrumb structured data', () => {
  const sidebar: SidebarItemLike[] = [
    {
      type: 'category',
      label: 'Evaluation',
      items: [
        {type: 'link', label: 'Concepts', href: '/evaluation/concepts'},
        {
          type: 'category',
          label: 'Evaluators',
          href: '/evaluation/evaluators',
          items: [{type: 'link', label: 'RAG evaluators', href: '/evaluation/evaluators/rag'}],
        },
      ],
    },
    {type: 'html'},
    {type: 'link', label: 'FAQ', href: '/faq/'},
  ];

  test('the trail follows the sidebar down to the page', () => {
    assert.deepEqual(breadcrumbTrail(sidebar, '/evaluation/evaluators/rag'), [
      {label: 'Evaluation', href: undefined},
      {label: 'Evaluators', href: '/evaluation/evaluators'},
      {label: 'RAG evaluators', href: '/evaluation/evaluators/rag'},
    ]);
    assert.deepEqual(breadcrumbTrail(sidebar, '/evaluation/evaluators'), [
      {label: 'Evaluation', href: undefined},
      {label: 'Evaluators', href: '/evaluation/evaluators'},
    ]);
    assert.deepEqual(breadcrumbTrail(sidebar, '/faq'), [{label: 'FAQ', href: '/faq/'}]);
    assert.deepEqual(breadcrumbTrail(sidebar, '/elsewhere'), []);
  });

  test('items without a link are skipped, positions have no gaps and links are absolute', () => {
    const list = breadcrumbList(
      VOCABULARY,
      [{label: 'Tessera Docs', href: '/'}, ...breadcrumbTrail(sidebar, '/evaluation/evaluators/rag')],
      SITE,
    );
    assert.deepEqual(list, {
      '@context': VOCABULARY,
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Tessera Docs', item: `${SITE}/`},
        {'@type': 'ListItem', position: 2, name: 'Evaluators', item: `${SITE}/evaluation/evaluators`},
        {'@type': 'ListItem', position: 3, name: 'RAG evaluators', item: `${SITE}/evaluation/evaluators/rag`},
      ],
    });
  });

  test('a page that is the home page is listed once; no linked crumb means no list', () => {
    const home = breadcrumbList(
      VOCABULARY,
      [
        {label: 'Tessera Docs', href: '/'},
        {label: 'Intro', href: '/'},
      ],
      SITE,
    );
    assert.equal(home?.itemListElement.length, 1);
    assert.equal(breadcrumbList(VOCABULARY, [{label: 'Heading only'}], SITE), undefined);
  });
});

describe('TechArticle structured data', () => {
  const input = {
    vocabulary: VOCABULARY,
    title: 'Concepts',
    description: 'How evaluation works.',
    url: `${SITE}/evaluation/concepts`,
    imageUrl: `${SITE}/img/social-card.png`,
    language: 'en',
    siteName: 'Tessera Docs',
    siteHomeUrl: `${SITE}/`,
    organization: 'Tessera',
  };

  test('describes the page and the site it belongs to', () => {
    const article = techArticle({...input, lastUpdatedAt: Date.UTC(2026, 0, 2)});
    assert.equal(article['@type'], 'TechArticle');
    assert.equal(article.headline, 'Concepts');
    assert.equal(article.url, `${SITE}/evaluation/concepts`);
    assert.equal(article.dateModified, '2026-01-02T00:00:00.000Z');
    assert.deepEqual(article.isPartOf, {'@type': 'WebSite', name: 'Tessera Docs', url: `${SITE}/`});
    assert.equal('dateModified' in techArticle(input), false);
  });

  test('serialised JSON cannot close its script element', () => {
    const json = serializeJsonLd({headline: '</script><script>alert(1)</script>'});
    assert.equal(json.includes('</script>'), false);
    assert.deepEqual(JSON.parse(json), {headline: '</script><script>alert(1)</script>'});
  });
});
