import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import YAML from 'yaml';

const root = path.resolve(__dirname, '../..');
const spec = YAML.parse(readFileSync(path.join(root, 'docs/reference/openapi.yaml'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Operation {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  responses: Record<string, unknown>;
}

const operations: Operation[] = Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(
  ([apiPath, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      ...item[method],
      method: method.toUpperCase(),
      path: apiPath,
    })),
);

/** Path templates are equal when they differ only in the names of their parameters. */
const shape = (apiPath: string) => apiPath.replace(/\{[^}]+\}/g, '{}');

// The facts table keeps the platform's two operationId collisions; the description fixes them.
const RENAMED: Record<string, string> = {'GET /apps/{app_id}': 'read_app', 'POST /testsets': 'create_legacy_testset'};

describe('the OpenAPI description', () => {
  it('is OpenAPI 3.1 with the API key scheme applied globally', () => {
    assert.equal(spec.openapi, '3.1.0');
    assert.equal(spec.components.securitySchemes.APIKeyHeader.type, 'apiKey');
    assert.equal(spec.components.securitySchemes.APIKeyHeader.in, 'header');
    assert.equal(spec.components.securitySchemes.APIKeyHeader.name, 'Authorization');
    assert.deepEqual(spec.security, [{APIKeyHeader: []}]);
  });

  it('documents at least 350 operations with unique operationIds', () => {
    assert.ok(operations.length >= 350, `${operations.length} operations`);
    const ids = operations.map((operation) => operation.operationId);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    assert.deepEqual(duplicates, []);
  });

  it('has every operation of the platform facts table, same method, path and operationId', () => {
    const table = readFileSync(path.join(root, 'tests/fixtures/api-operations.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'));
    const index = new Map(operations.map((operation) => [`${operation.method} ${shape(operation.path)}`, operation]));
    const missing: string[] = [];
    for (const [method, apiPath, operationId] of table) {
      const found = index.get(`${method} ${shape(apiPath)}`);
      const expectedId = RENAMED[`${method} ${apiPath}`] ?? operationId;
      if (!found || found.operationId !== expectedId) missing.push(`${method} ${apiPath} (${expectedId})`);
    }
    assert.deepEqual(missing, []);
    assert.equal(table.length, 301);
  });

  it('gives every operation a summary, a description, a tag and an error response', () => {
    const incomplete = operations
      .filter(
        (operation) =>
          !operation.summary ||
          !operation.description ||
          !operation.tags?.length ||
          !Object.keys(operation.responses).some((status) => /^4\d\d$/.test(status)),
      )
      .map((operation) => operation.operationId);
    assert.deepEqual(incomplete, []);
  });

  it('resolves every $ref', () => {
    const unresolved: string[] = [];
    const visit = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') {
            const target = value
              .replace(/^#\//, '')
              .split('/')
              .reduce<unknown>(
                (current, part) => (current as Record<string, unknown>)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
                spec,
              );
            if (target === undefined) unresolved.push(value);
          } else visit(value);
        }
      }
    };
    visit(spec);
    assert.deepEqual([...new Set(unresolved)], []);
  });

  it('lints with no errors (redocly: recommended rules, and every example valid against its schema)', () => {
    const result = spawnSync(
      'npx',
      ['--no-install', 'redocly', 'lint', '--format=summary', 'docs/reference/openapi.yaml'],
      {
        cwd: root,
        encoding: 'utf8',
        env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
      },
    );
    assert.equal(result.status, 0, `${result.stdout}\n${result.stderr}`);
  });
});
