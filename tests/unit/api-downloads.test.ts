import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import YAML from 'yaml';
import {writeApiDownloads} from '../../plugins/api-reference/downloads';
import {API_DOWNLOADS, API_SPEC_PATH, apiDownloadsParagraph} from '../../shared/api-reference/paths';

const root = path.resolve(__dirname, '../..');

describe('the API description downloads', () => {
  test('are written into the build as the YAML as written and the same document as JSON', async (t) => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'tessera-downloads-'));
    t.after(() => rmSync(outDir, {recursive: true, force: true}));
    const specFile = path.join(root, API_SPEC_PATH);
    await writeApiDownloads(specFile, outDir);
    const yaml = readFileSync(path.join(outDir, API_DOWNLOADS.yaml.slice(1)), 'utf8');
    assert.equal(yaml, readFileSync(specFile, 'utf8'));
    const json = JSON.parse(readFileSync(path.join(outDir, API_DOWNLOADS.json.slice(1)), 'utf8')) as unknown;
    assert.deepEqual(json, YAML.parse(yaml));
  });

  test('refuse a file that is no OpenAPI description, with a clear error', async (t) => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'tessera-downloads-'));
    t.after(() => rmSync(outDir, {recursive: true, force: true}));
    const notSpec = path.join(outDir, 'notes.yaml');
    writeFileSync(notSpec, 'title: shopping list\n');
    await assert.rejects(writeApiDownloads(notSpec, outDir), /notes\.yaml is no OpenAPI description/);
  });

  test('are linked from the introduction as the page and the Markdown twin need them', () => {
    const page = apiDownloadsParagraph((download) => `pathname://${download}`);
    assert.match(page, /\[openapi\.yaml\]\(pathname:\/\/\/openapi\.yaml\)/);
    assert.match(page, /\[openapi\.json\]\(pathname:\/\/\/openapi\.json\)/);
    const twin = apiDownloadsParagraph((download) => `https://docs.tessera.example${download}`);
    assert.match(twin, /\(https:\/\/docs\.tessera\.example\/openapi\.json\)/);
  });
});
