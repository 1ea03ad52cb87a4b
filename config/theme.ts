import type {ThemeConfig} from '@docusaurus/preset-classic';
import {themes as prismThemes, type PrismTheme} from 'prism-react-renderer';
import {readBooleanEnv, readOptionalEnv} from './env';
import {footer} from './footer';
import {navbar} from './navbar';

const announcementId = readOptionalEnv('ANNOUNCEMENT_ID');
const announcementContent = readOptionalEnv('ANNOUNCEMENT_CONTENT');

/** Off unless both an id and a text are configured; a new id shows the bar again to readers who closed the old one. */
const announcementBar =
  announcementId && announcementContent
    ? {
        id: announcementId,
        content: announcementContent,
        // Theme colours (not the default white) so the bar reads well in both colour modes.
        backgroundColor: 'var(--site-surface-color)',
        textColor: 'var(--ifm-font-color-base)',
        isCloseable: readBooleanEnv('ANNOUNCEMENT_CLOSABLE', true),
      }
    : undefined;

/**
 * A Prism theme with some token colours replaced: later entries win, in the browser's highlighter and in the
 * stylesheet of code highlighted at build time (plugins/code-highlight) alike.
 */
function withTokenColours(theme: PrismTheme, overrides: PrismTheme['styles']): PrismTheme {
  return {...theme, styles: [...theme.styles, ...overrides]};
}

/**
 * vsLight and vsDark, with the few token colours that fall below WCAG AA contrast on their own backgrounds (light:
 * attribute names 4.0:1; dark: constants 3.1:1, XML prologs, markup punctuation 4.2:1) replaced by readable shades.
 */
const lightCodeTheme = withTokenColours(prismThemes.vsLight, [{types: ['attr-name'], style: {color: '#E50000'}}]);
const darkCodeTheme = withTokenColours(prismThemes.vsDark, [
  {types: ['constant'], style: {color: '#4FC1FF'}},
  {types: ['prolog'], style: {color: '#6A9955'}},
  {types: ['punctuation'], languages: ['markup'], style: {color: '#8C8C8C'}},
]);

export const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  ...(announcementBar ? {announcementBar} : {}),
  navbar,
  footer,
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    // Languages only the API code samples use are registered when those load (src/theme/ApiExplorer), not on every page.
    additionalLanguages: ['json', 'bash'],
  },
  mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  // The API pages' schemas (request body, responses) open their first level of nested objects: the first screen shows
  // parameters, not one collapsed row. No control to change it (`enabled: false`), so nothing is remembered.
  api: {schemaExpansion: {enabled: false, default: 1}},
  // Code-sample tabs of the API reference, in the order of the spec; built ahead by plugins/api-reference. Every
  // variant must show the base URL in one piece, which the Cloud / Self-hosted switch rewrites (Python's http.client
  // splits it into host and path, Requests does not).
  languageTabs: [
    {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
    {highlight: 'bash', language: 'curl', logoClass: 'curl'},
    {highlight: 'csharp', language: 'csharp', logoClass: 'csharp'},
    {highlight: 'go', language: 'go', logoClass: 'go'},
    {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs'},
    {highlight: 'ruby', language: 'ruby', logoClass: 'ruby'},
    {highlight: 'php', language: 'php', logoClass: 'php'},
    {highlight: 'java', language: 'java', logoClass: 'java', variant: 'unirest'},
    {highlight: 'powershell', language: 'powershell', logoClass: 'powershell'},
  ],
} satisfies ThemeConfig;
