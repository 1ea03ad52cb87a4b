/**
 * Workaround (a loader): the OpenAPI theme's stylesheet in two parts. Its lib/theme/styles.scss is one list of
 * `@use` partials, and the request builder's (ApiExplorer/*, with ~20 KB gzip of language logos in CodeTabs) made
 * up most of what an API page had to download before its first paint. Imported as `styles.scss?first-paint`
 * (src/theme/ApiItem) it keeps everything but the partials the static page does not draw; as `styles.scss?try-it`
 * (src/theme/ApiItem/TryIt/Explorer.tsx, loaded on "Try it") it holds only those. The build fails when the theme's
 * stylesheet no longer has that shape. Unnecessary once the theme imports each component's styles from the
 * component (CSS modules), so that a page gets what it renders.
 * CommonJS: the bundler requires loaders as they are.
 */

/** What the static page does not draw: the request builder (but its method line, which the page shows), the
 * theme's operation tabs and code samples (the site renders its own). */
const DEFERRED = /^@use "\.\/(ApiExplorer\/(?!MethodEndpoint\/)[^"]+|OperationTabs\/[^"]+|CodeSamples\/[^"]+)";\s*$/;
/** Partials the static page draws with: their absence means the stylesheet changed shape. */
const KEPT = /^@use "\.\/(ParamsItem|SchemaItem|ApiExplorer\/MethodEndpoint)\//;

/**
 * @param {string} source the theme's styles.scss
 * @param {'first-paint' | 'try-it'} part
 * @returns {string}
 */
function stylesheetPart(source, part) {
  const lines = source.split('\n');
  const deferred = lines.filter((line) => DEFERRED.test(line));
  if (deferred.length < 10 || !lines.some((line) => KEPT.test(line))) {
    throw new Error(
      'Workaround stopped applying (OpenAPI theme stylesheet in two parts): docusaurus-theme-openapi-docs' +
        "'s lib/theme/styles.scss no longer lists its request builder's partials and the schema partials as " +
        '`@use "./…"` lines. Look at how it loads its styles now and update plugins/api-reference/themeStylesheetParts.cjs.',
    );
  }
  if (part === 'try-it') return `${deferred.join('\n')}\n`;
  return lines.filter((line) => !DEFERRED.test(line)).join('\n');
}

/** @this {{resourceQuery: string}} */
function themeStylesheetParts(source) {
  return stylesheetPart(source, /^\?try-it$/.test(this.resourceQuery) ? 'try-it' : 'first-paint');
}

module.exports = themeStylesheetParts;
module.exports.stylesheetPart = stylesheetPart;
