import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import YAML from 'yaml';
import {API_PAGE_RENAMES} from '../../config/apiRedirects';
import {redirects} from '../../config/redirects';
import {legacyOperationSlug, MAX_SLUG_LENGTH, operationSlug} from '../../plugins/api-reference/operationSlug';
import {API_SPEC_PATH} from '../../shared/api-reference/paths';

const root = path.resolve(__dirname, '../..');
const spec = YAML.parse(readFileSync(path.join(root, API_SPEC_PATH), 'utf8')) as {
  paths: Record<string, Record<string, {operationId?: string; summary?: string}>>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const operations = Object.entries(spec.paths).flatMap(([apiPath, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({method, apiPath, ...item[method]})),
);
const slugOf = (summary: string | undefined) => operationSlug(summary ?? '');
const redirectTarget = (from: string) => redirects.find((redirect) => redirect.from === from)?.to;

describe('API operation page slugs', () => {
  test('come from the summary, in the kebab case the OpenAPI plugin keeps unchanged', () => {
    assert.equal(operationSlug('Create Api Key'), 'create-api-key');
    assert.equal(operationSlug('Receive V1 Traces via OTLP'), 'receive-v-1-traces-via-otlp');
    assert.equal(operationSlug('Ingest Spans (RPC)'), 'ingest-spans-rpc');
    assert.equal(operationSlug('Fetch Invocation by Trace ID'), 'fetch-invocation-by-trace-id');
    // What the plugin made of operationIds (lodash kebabCase): the old URLs.
    assert.equal(legacyOperationSlug('otlp_v1_traces'), 'otlp-v-1-traces');
    assert.equal(
      legacyOperationSlug('close_evaluation_preview_simple_evaluations__evaluation_id__close_post'),
      'close-evaluation-preview-simple-evaluations-evaluation-id-close-post',
    );
    for (const {summary} of operations) assert.equal(operationSlug(slugOf(summary)), slugOf(summary));
  });

  test(`are at most ${MAX_SLUG_LENGTH} characters, never end in an HTTP method and are unique`, () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const {method, apiPath, summary} of operations) {
      const slug = slugOf(summary);
      const where = `${method.toUpperCase()} ${apiPath} ("${summary}" → ${slug})`;
      if (!slug) problems.push(`${where}: no summary`);
      if (slug.length > MAX_SLUG_LENGTH) problems.push(`${where}: shorten the summary`);
      if (/-(get|put|post|delete|patch)$/.test(slug)) problems.push(`${where}: ends in a method`);
      const other = seen.get(slug);
      if (other) problems.push(`${where}: same slug as ${other}; make the summaries differ`);
      seen.set(slug, where);
    }
    assert.deepEqual(problems, []);
  });

  test('keep every old slug working: redirected to the same operation, never taken by another one', () => {
    const current = new Set(operations.map(({summary}) => slugOf(summary)));
    const renames = new Map(API_PAGE_RENAMES);
    const problems: string[] = [];
    for (const {method, apiPath, operationId, summary} of operations) {
      const before = legacyOperationSlug(operationId ?? '');
      const now = slugOf(summary);
      if (before === now) continue;
      if (current.has(before)) problems.push(`${before} (${method} ${apiPath}) is now another operation's page`);
      else if (renames.get(before) !== now) problems.push(`config/apiRedirects.ts: add ['${before}', '${now}']`);
    }
    for (const [from, to] of API_PAGE_RENAMES) {
      if (!current.has(to)) problems.push(`config/apiRedirects.ts: ${from} → ${to}, which is no page`);
      if (current.has(from)) problems.push(`config/apiRedirects.ts: ${from} is a page again; drop its redirect`);
    }
    assert.deepEqual(problems, []);
    // The URLs published for the platform's operations (tests/fixtures/api-operations.tsv) stay pages or redirects.
    const shape = (apiPath: string) => apiPath.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');
    const byMethodAndPath = new Map(
      operations.map((operation) => [`${operation.method.toUpperCase()} ${shape(operation.apiPath)}`, operation]),
    );
    const table = readFileSync(path.join(root, 'tests/fixtures/api-operations.tsv'), 'utf8').trim().split('\n');
    const slugColumn = table[0].split('\t').indexOf('page_slug');
    const lost: string[] = [];
    for (const row of table.slice(1).map((line) => line.split('\t'))) {
      const operation = byMethodAndPath.get(`${row[0]} ${shape(row[1])}`);
      // The platform's two operationId collisions (see openapi.test.ts) published one URL for two operations.
      if (!operation || operation.operationId !== row[2]) continue;
      const slug = slugOf(operation.summary);
      const published = row[slugColumn];
      if (published !== `/reference/api/${slug}` && redirectTarget(published) !== `/reference/api/${slug}`) {
        lost.push(`${published} (${row[0]} ${row[1]}) is neither its page nor redirected to /reference/api/${slug}`);
      }
    }
    assert.deepEqual(lost, []);
    // The redirects reach both the client redirects and the nginx map.
    const fromRedirects = new Map(redirects.map(({from, to}) => [from, to]));
    assert.equal(
      fromRedirects.get('/reference/api/close-evaluation-preview-simple-evaluations-evaluation-id-close-post'),
      '/reference/api/close-simple-evaluation',
    );
  });
});
