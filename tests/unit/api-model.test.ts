import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {
  DEFAULT_API_SPEC,
  InvalidApiDescriptionError,
  loadApiModel,
  readApiModel,
} from '../../plugins/api-reference/model';

const root = path.resolve(__dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'tessera-api-model-'));
after(() => rmSync(dir, {recursive: true, force: true}));

function description(name: string, yaml: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, yaml);
  return file;
}

const SMALL = `openapi: 3.1.0
info: {title: Small, version: '1'}
servers: [{url: 'https://cloud.example/api'}]
components:
  securitySchemes:
    key: {type: apiKey, in: header, name: Authorization}
  schemas:
    Node:
      type: object
      properties:
        id: {type: string, example: node_1}
        children: {type: array, items: {$ref: '#/components/schemas/Node'}}
security: [{key: []}]
paths:
  /nodes/{node_id}:
    parameters:
      - {name: node_id, in: path, required: true, schema: {type: string}, example: node_1}
    get:
      summary: Get node
      tags: [Nodes]
      parameters:
        - {name: depth, in: query, schema: {type: integer, default: 1}}
      responses:
        '200':
          description: The node.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Node'}
    delete:
      summary: Delete node
      deprecated: true
      servers: [{url: 'http://localhost:8000/api'}]
      responses: {'204': {description: Deleted.}}
`;

describe('the API model', () => {
  test('has every operation of the description, typed and dereferenced', async () => {
    const model = await readApiModel(description('small.yaml', SMALL));
    assert.deepEqual(
      model.operations.map((operation) => [operation.method, operation.path, operation.slug, operation.title]),
      [
        ['get', '/nodes/{node_id}', 'get-node', 'Get node'],
        ['delete', '/nodes/{node_id}', 'delete-node', 'Delete node'],
      ],
    );
    const [get, remove] = model.operations;
    assert.equal(get.tag, 'Nodes');
    assert.deepEqual(
      get.parameters.map((parameter) => `${parameter.in}:${parameter.name}`),
      ['path:node_id', 'query:depth'],
      'path-level parameters come first',
    );
    assert.deepEqual(get.servers, [{url: 'https://cloud.example/api'}]);
    assert.deepEqual(remove.servers, [{url: 'http://localhost:8000/api'}], "an operation's own servers win");
    assert.equal(remove.deprecated, true);
    assert.deepEqual(get.security, [{key: []}]);
    assert.equal(model.securitySchemes.key.name, 'Authorization');
    const node = get.responses['200'].content?.['application/json'].schema;
    assert.equal(node?.properties?.id.example, 'node_1');
    assert.equal(node?.properties?.children.items, node, 'a recursive schema is one shared object');
    assert.match(model.hash, /^[0-9a-f]{64}$/);
    assert.equal(model.source, SMALL);
    assert.deepEqual(
      model.document.components?.schemas?.Node.properties?.children,
      {type: 'array', items: {$ref: '#/components/schemas/Node'}},
      'the document as written keeps its $refs (it is what /openapi.json serves)',
    );
  });

  test("reads the site's description once per process, however many consumers load it", () => {
    // A fresh process, so that no other test of this file has loaded the description before.
    const script = `
      const {loadApiModel, apiModelReads} = require('./plugins/api-reference/model');
      Promise.all([loadApiModel(), loadApiModel(), loadApiModel()]).then(async ([a, b]) => {
        await loadApiModel();
        console.log(JSON.stringify({reads: apiModelReads(), same: a === b, operations: a.operations.length}));
      });`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {cwd: root, encoding: 'utf8'});
    assert.equal(result.status, 0, result.stderr);
    const {reads, same, operations} = JSON.parse(result.stdout) as {reads: number; same: boolean; operations: number};
    assert.equal(reads, 1);
    assert.ok(same);
    assert.ok(operations > 300, `${operations} operations`);
  });

  test("every operation of the site's description has a unique slug and a title", async () => {
    const model = await loadApiModel(DEFAULT_API_SPEC);
    const slugs = model.operations.map((operation) => operation.slug);
    assert.equal(new Set(slugs).size, slugs.length);
    for (const operation of model.operations) assert.ok(operation.title, `${operation.method} ${operation.path}`);
  });

  const INVALID: [string, string, RegExp][] = [
    ['not YAML', 'openapi: [3.1.0\n', /bad\.yaml is no OpenAPI description the site can use: its YAML does not parse/],
    ['not OpenAPI', 'title: shopping list\n', /"openapi" field is undefined, not a 3\.0 or 3\.1 version/],
    ['Swagger 2', "swagger: '2.0'\nopenapi: '2.0'\ninfo: {title: x}\npaths: {}\n", /"2\.0", not a 3\.0 or 3\.1/],
    ['no paths', "openapi: 3.1.0\ninfo: {title: x, version: '1'}\n", /no "paths" mapping/],
    [
      'a dangling $ref',
      "openapi: 3.1.0\ninfo: {title: x, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200': {$ref: '#/components/responses/Gone'}\n",
      /a \$ref does not resolve/,
    ],
    [
      'an external $ref',
      "openapi: 3.1.0\ninfo: {title: x, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200': {$ref: 'https://evil.example/r.yaml'}\n",
      /points outside the file|does not resolve/,
    ],
  ];
  for (const [name, yaml, message] of INVALID) {
    test(`refuses ${name} with a clear error`, async () => {
      const file = description('bad.yaml', yaml);
      await assert.rejects(readApiModel(file), (error: Error) => {
        assert.ok(error instanceof InvalidApiDescriptionError, error.stack);
        assert.match(error.message, message);
        return true;
      });
    });
  }

  test('a failed load is not remembered: the fixed file loads', async () => {
    const file = description('later.yaml', 'title: not yet\n');
    await assert.rejects(loadApiModel(file), InvalidApiDescriptionError);
    writeFileSync(file, SMALL);
    assert.equal((await loadApiModel(file)).operations.length, 2);
  });
});
