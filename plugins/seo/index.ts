import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {structuredDataVocabulary} from '../../config/links';
import type {SeoGlobalData} from '../../shared/seo/structuredData';
import {findMissingDescriptions, metaDescription, type AllContentLike} from './descriptions';
import {withoutOwnAddress} from './notFoundPage';
import {robotsTxt} from './robots';

/** Size of static/img/social-card.png (see plugins/seo/social-card/). */
export const SOCIAL_CARD = {width: 1200, height: 630, type: 'image/png'} as const;

function htmlFileOf(routePath: string, baseUrl: string, outDir: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  return relative.endsWith('.html') ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
}

function listForError(items: readonly string[]): string {
  const shown = items.slice(0, 30).map((item) => `  - ${item}`);
  if (items.length > shown.length) shown.push(`  … and ${items.length - shown.length} more`);
  return shown.join('\n');
}

/**
 * Search and social metadata: fails the build when a page has no meta description, writes robots.txt for the
 * configured origin, and adds the Open Graph / Twitter image details every page shares. Per-page structured data
 * (breadcrumbs, TechArticle) comes from the DocItem/Metadata wrapper in src/theme.
 */
export default function seoPlugin(context: LoadContext): Plugin {
  const {siteConfig} = context;
  return {
    name: 'tessera-seo',

    contentLoaded({actions}) {
      actions.setGlobalData({vocabulary: structuredDataVocabulary, organization: 'Tessera'} satisfies SeoGlobalData);
    },

    allContentLoaded({allContent}) {
      const missing = findMissingDescriptions(allContent as AllContentLike);
      if (missing.length > 0) {
        throw new Error(
          `[seo] ${missing.length} page(s) have no \`description\` front matter. Add one sentence (what the reader ` +
            `will learn or do, ~150 characters) to each:\n${listForError(missing)}`,
        );
      }
    },

    injectHtmlTags() {
      const imageAlt = `${siteConfig.title}: ${siteConfig.tagline}`;
      return {
        headTags: [
          {tagName: 'meta', attributes: {property: 'og:site_name', content: siteConfig.title}},
          {tagName: 'meta', attributes: {property: 'og:image:width', content: String(SOCIAL_CARD.width)}},
          {tagName: 'meta', attributes: {property: 'og:image:height', content: String(SOCIAL_CARD.height)}},
          {tagName: 'meta', attributes: {property: 'og:image:type', content: SOCIAL_CARD.type}},
          {tagName: 'meta', attributes: {property: 'og:image:alt', content: imageAlt}},
          {tagName: 'meta', attributes: {name: 'twitter:image:alt', content: imageAlt}},
        ],
      };
    },

    async postBuild({outDir, routesPaths}) {
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));

      const notFound = path.join(outDir, '404.html');
      if (existsSync(notFound)) writeFileSync(notFound, withoutOwnAddress(readFileSync(notFound, 'utf8')));

      const withoutDescription = routesPaths.filter((routePath) => {
        const file = htmlFileOf(routePath, siteConfig.baseUrl, outDir);
        return existsSync(file) && !metaDescription(readFileSync(file, 'utf8'));
      });
      if (withoutDescription.length > 0) {
        throw new Error(
          `[seo] ${withoutDescription.length} built page(s) have no meta description. React pages pass one to ` +
            `<Layout description="…">; Markdown pages use \`description\` front matter:\n${listForError(withoutDescription)}`,
        );
      }
    },
  };
}
