import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {promisify} from 'node:util';
import {API_ROUTE} from '../../shared/api-reference/paths';

/**
 * Reads the production build (`npm run build`; scripts/test-all.sh runs this file again after building): the Nu Html
 * Checker (npm vnu-jar, on the system's Java) finds no error on a sample of API pages. `rel=expect` is left out: the
 * checker does not know that link type yet (it holds back first paint until the app root is parsed).
 */
const buildDir = path.resolve(__dirname, '../../build');
const apiDir = path.join(buildDir, API_ROUTE);
const categoryPage = path.join(apiDir, 'category/index.html');
const skip = existsSync(categoryPage) ? false : 'no build: run `npm run build` first';
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

/**
 * Every few operation pages, across the alphabet, plus the category index and a tag page. Old slugs' client redirects
 * (written by @docusaurus/plugin-client-redirects, answered by nginx's 301 map in production) are no operation pages.
 */
function samplePages(): string[] {
  const pages = readdirSync(apiDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(apiDir, entry.name, 'index.html')))
    .map((entry) => path.join(apiDir, entry.name, 'index.html'))
    .filter((file) => !readFileSync(file, 'utf8').includes('http-equiv="refresh"'))
    .sort();
  const step = Math.max(1, Math.floor(pages.length / 8));
  return [...new Set([categoryPage, ...pages.filter((_, index) => index % step === 0).slice(0, 8)])];
}

/** What the checker says of `<link rel=expect … blocking=render>` (docusaurus.config.ts), the one such link. */
const IGNORED = [
  /Bad value “expect” for attribute “rel”/,
  /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
];

describe('HTML of the API pages', {skip}, () => {
  it('is valid for the Nu Html Checker (apart from rel=expect)', async () => {
    const pages = samplePages();
    let output: string;
    try {
      ({stderr: output} = await promisify(execFile)(
        'java',
        ['-jar', vnuJar, '--format', 'json', '--errors-only', ...pages],
        {maxBuffer: 64 * 1024 * 1024},
      ));
    } catch (error) {
      // The checker exits with 1 when it found errors; its report is on stderr all the same.
      const {stderr, code} = error as {stderr?: string; code?: number | string};
      if (code === 'ENOENT') throw new Error('No `java` on PATH: the Nu Html Checker needs Java 11 or later.');
      output = stderr ?? '';
    }
    const {messages} = JSON.parse(output) as {messages: VnuMessage[]};
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !IGNORED.some((pattern) => pattern.test(message.message)))
      .map(
        (message) =>
          `${path.relative(buildDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`,
      );
    assert.ok(pages.length >= 5, `checked ${pages.length} pages`);
    assert.deepEqual(errors, [], `${errors.length} HTML errors`);
  });
});
