import {readEnv} from './env';

/** Identity of the site: the values readers see in titles, feeds and search results. */
export const site = {
  title: 'Tessera Docs',
  tagline: 'The platform for managing prompts, evaluation and observability of LLM applications.',
  url: readEnv('SITE_URL', 'https://docs.tessera.example'),
  baseUrl: withTrailingSlash(readEnv('BASE_URL', '/')),
  favicon: 'img/favicon.svg',
  socialCard: 'img/social-card.png',
  titleDelimiter: '-',
} as const;

function withTrailingSlash(path: string): string {
  const leading = path.startsWith('/') ? path : `/${path}`;
  return leading.endsWith('/') ? leading : `${leading}/`;
}
