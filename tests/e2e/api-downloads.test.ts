import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import YAML from 'yaml';
import {API_DOWNLOADS, API_SPEC_PATH} from '../../shared/api-reference/paths';
import {SITE} from './support/browser';

const root = path.resolve(__dirname, '../..');
const BUILD = path.join(root, 'build');
const source = YAML.parse(readFileSync(path.join(root, API_SPEC_PATH), 'utf8')) as {paths: object; openapi: string};

/** Every file of the build that a reader or an agent opens: pages, Markdown twins, llms.txt. */
function builtFiles(dir = BUILD): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtFiles(file);
    return /\.(html|md|txt)$/.test(entry.name) ? [file] : [];
  });
}

/** Links to the API description in a built file: href attributes (quoted or not) and Markdown links. */
function specLinks(text: string): string[] {
  const links = [...text.matchAll(/(?:href=["']?|\]\()([^"'\s>)]*\/openapi\.(?:ya?ml|json))(?=["'\s>)])/g)];
  return links.map((match) => match[1]).filter((link) => !link.includes('/reference/'));
}

describe('the API description downloads', () => {
  const linksByFile = new Map(
    builtFiles().map((file) => [path.relative(BUILD, file), specLinks(readFileSync(file, 'utf8'))]),
  );
  const allLinks = new Set([...linksByFile.values()].flat());

  test('are linked from the API introduction, its Export menu and its twin (which llms.txt links), as YAML and JSON', () => {
    const intro = readFileSync(path.join(BUILD, 'reference/api/tessera-api/index.html'), 'utf8');
    const exportMenu = /class="?export-dropdown[^>]*>([\s\S]*?)<\/ul>/.exec(intro)?.[1] ?? '';
    assert.deepEqual(specLinks(exportMenu), [API_DOWNLOADS.yaml, API_DOWNLOADS.json], 'the Export menu: YAML, JSON');
    for (const download of Object.values(API_DOWNLOADS)) {
      assert.ok(specLinks(intro).includes(download), `the introduction links ${download}`);
      // llms.txt links only Markdown (afdocs: llms-txt-links-markdown): the introduction's twin, which links both.
      assert.ok(
        linksByFile.get('reference/api/tessera-api.md')?.some((link) => new URL(link).pathname === download),
        `the introduction's Markdown twin links ${download}`,
      );
    }
    assert.match(
      readFileSync(path.join(BUILD, 'llms.txt'), 'utf8'),
      /\]\(https?:\/\/[^)]+\/reference\/api\/tessera-api\.md\)/,
    );
  });

  test('every spec link of the build serves the description', async () => {
    assert.ok(allLinks.size >= 2, `spec links found: ${[...allLinks].join(', ')}`);
    for (const link of allLinks) {
      const url = new URL(link, SITE);
      const response = await fetch(new URL(url.pathname, SITE));
      assert.equal(response.status, 200, `${link}: HTTP ${response.status}`);
      const text = await response.text();
      const document = (url.pathname.endsWith('.json') ? JSON.parse(text) : YAML.parse(text)) as typeof source;
      assert.equal(document.openapi, source.openapi, `${link} is the OpenAPI description`);
      assert.deepEqual(Object.keys(document.paths), Object.keys(source.paths), `${link} holds every path`);
    }
  });
});
