import assert from 'node:assert/strict';
import {register} from 'node:module';
import {before, describe, it} from 'node:test';
import {pathToFileURL} from 'node:url';
import {site} from '../../config/site';

type TitleFormatter = (input: {title?: string; siteTitle: string; titleDelimiter: string}) => string;
let formatTitle: TitleFormatter;

before(async () => {
  register('./support/docusaurus-client-stubs.mjs', pathToFileURL(__filename));
  // The formatter every page title goes through (the site does not replace it); imported by file because the
  // package does not export it.
  const themeCommon = require.resolve('@docusaurus/theme-common');
  const module = (await import(
    pathToFileURL(themeCommon.replace(/index\.js$/, 'utils/titleFormatterUtils.js')).href
  )) as {TitleFormatterFnDefault: TitleFormatter};
  formatTitle = module.TitleFormatterFnDefault;
});

function pageTitle(title: string | undefined): string {
  return formatTitle({title, siteTitle: site.title, titleDelimiter: site.titleDelimiter});
}

describe('page titles', () => {
  it('are "<page> - Tessera Docs"', () => {
    assert.equal(pageTitle('Concepts'), 'Concepts - Tessera Docs');
  });

  it('are just the site title when the page title is empty or equals it', () => {
    assert.equal(pageTitle(undefined), 'Tessera Docs');
    assert.equal(pageTitle('   '), 'Tessera Docs');
    assert.equal(pageTitle('Tessera Docs'), 'Tessera Docs');
  });
});
