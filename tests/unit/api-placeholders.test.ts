import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {API_OUTPUT_DIR, API_ROUTE} from '../../shared/api-reference/paths';
import {allCodeSamples} from './support/apiSamples';
import {placeholdersIn, readable} from './support/placeholders';

/**
 * Reads what the build made of the API description (`npm run build`; scripts/test-all.sh runs this file after
 * building): the request samples of every language, the body Try it starts from, the response examples of the pages,
 * the Markdown twins and llms-api.txt must show the description's realistic examples, never a generator's placeholder.
 */
const root = path.resolve(__dirname, '../..');
const pagesDir = path.join(root, API_OUTPUT_DIR);
const buildDir = path.join(root, 'build');
const apiBuildDir = path.join(buildDir, API_ROUTE);
const skip = existsSync(path.join(buildDir, 'llms-api.txt')) ? false : 'no build: run `npm run build` first';

const files = (dir: string, suffix: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(suffix)) : [];

describe('placeholders', () => {
  test('are recognised, and a JSON Schema in a body is not one', () => {
    assert.deepEqual(placeholdersIn('{"url": "string", "params": {}}'), ['"string"', '{} for an object']);
    assert.deepEqual(placeholdersIn('{"id": "3fa85f64-5717-4562-b3fc-2c963f66afa6", "app_id": 0}'), [
      'the Swagger UUID',
      '0 for an id',
    ]);
    assert.deepEqual(placeholdersIn('{"schema": {"type": "string"}, "app_id": 0.5, "version": 0}'), []);
  });
});

describe('API examples in the build', {skip}, () => {
  test('no request sample, in any language, holds a placeholder', () => {
    const problems: string[] = [];
    const sampleFiles = files(pagesDir, '.CodeSamples.json');
    assert.ok(sampleFiles.length >= 350, `${sampleFiles.length} operations with samples`);
    for (const file of sampleFiles) {
      const samples = allCodeSamples(root, path.join(pagesDir, file));
      for (const sample of samples) {
        for (const found of placeholdersIn(readable(sample.html))) problems.push(`${file} ${sample.label}: ${found}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('no body that Try it starts from holds a placeholder', () => {
    const problems: string[] = [];
    for (const file of files(pagesDir, '.OperationData.json')) {
      const operation = JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')) as {
        jsonRequestBodyExample?: unknown;
      };
      if (operation.jsonRequestBodyExample === undefined) continue;
      for (const found of placeholdersIn(JSON.stringify(operation.jsonRequestBodyExample))) {
        problems.push(`${file}: ${found}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('no response example of an operation page, its Markdown twin or llms-api.txt holds a placeholder', () => {
    const problems: string[] = [];
    for (const slug of readdirSync(apiBuildDir)) {
      const page = path.join(apiBuildDir, slug, 'index.html');
      if (!existsSync(page)) continue;
      // The examples of a page are its code blocks: samples, request bodies and the response examples.
      const blocks = [...readFileSync(page, 'utf8').matchAll(/<pre\b[\s\S]*?<\/pre>/g)].map((match) => match[0]);
      for (const found of placeholdersIn(readable(blocks.join('\n')), slug)) problems.push(`${slug} (page): ${found}`);
      const twin = path.join(apiBuildDir, `${slug}.md`);
      if (existsSync(twin)) {
        for (const found of placeholdersIn(readFileSync(twin, 'utf8'), slug)) problems.push(`${slug}.md: ${found}`);
      }
    }
    for (const part of readFileSync(path.join(buildDir, 'llms-api.txt'), 'utf8').split('\n---\n')) {
      const slug = /^Source: \S*\/reference\/api\/([\w-]+)$/m.exec(part)?.[1];
      for (const found of placeholdersIn(part, slug)) problems.push(`llms-api.txt (${slug ?? 'header'}): ${found}`);
    }
    assert.deepEqual(problems, []);
  });
});
