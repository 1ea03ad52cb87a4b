import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import YAML from 'yaml';
import {matchKey} from '../../plugins/llms';
import {loadApiDescription, operationToMarkdown, type ApiDescription} from '../../plugins/llms/openapi';
import {readableOperationTitle} from '../../plugins/api-reference/operationTitle';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A small description that uses every construct the renderer handles: shared parameters, schemas and responses. */
const FIXTURE = {
  openapi: '3.1.0',
  info: {title: 'Fixture API', version: '1.0.0', description: 'An API for tests.'},
  servers: [{url: 'https://api.example.test/api'}],
  security: [{Key: []}],
  tags: [{name: 'Testsets', description: 'Test sets.'}],
  paths: {
    '/testsets/{testset_id}': {
      put: {
        operationId: 'update_testset',
        summary: 'Update Testset',
        description: 'Replaces the rows of a test set.',
        tags: ['Testsets'],
        parameters: [
          {$ref: '#/components/parameters/TestsetId'},
          {name: 'dry_run', in: 'query', required: true, schema: {type: 'boolean'}, example: true},
          {name: 'note', in: 'query', schema: {type: 'string', maxLength: 80}, description: 'A | separated note.'},
        ],
        requestBody: {
          required: true,
          description: 'The new rows.',
          content: {
            'application/json': {
              schema: {$ref: '#/components/schemas/TestsetUpdate'},
              examples: {default: {value: {name: "O'Brien set", rows: [{country: 'France'}]}}},
            },
          },
        },
        responses: {
          '200': {
            description: 'The updated test set.',
            content: {
              'application/json': {
                schema: {$ref: '#/components/schemas/Testset'},
                example: {id: 'd708792a-bab5-5a65-8601-beae6188193b', name: 'Capitals'},
              },
            },
          },
          '404': {$ref: '#/components/responses/NotFound'},
          '422': {$ref: '#/components/responses/Invalid'},
        },
      },
    },
    '/health': {
      get: {
        operationId: 'health_check',
        summary: 'Health',
        security: [],
        responses: {'200': {description: 'Healthy.', content: {'application/json': {schema: {type: 'object'}}}}},
      },
    },
    '/filters': {
      post: {
        operationId: 'runFilter',
        summary: 'Run filter',
        requestBody: {
          content: {'application/json': {schema: {$ref: '#/components/schemas/Filtering'}}},
        },
        responses: {'204': {description: 'Done.'}},
      },
    },
    '/testsets/upload': {
      post: {
        operationId: 'upload_file',
        summary: 'Upload File',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: {type: 'string', contentMediaType: 'application/octet-stream'},
                  testset_name: {type: 'string'},
                },
                required: ['file'],
              },
              examples: {default: {value: {file: 'capitals.csv', testset_name: 'Capitals'}}},
            },
          },
        },
        responses: {'201': {description: 'Created.'}},
      },
    },
  },
  components: {
    securitySchemes: {Key: {type: 'apiKey', in: 'header', name: 'Authorization'}},
    parameters: {
      TestsetId: {
        name: 'testset_id',
        in: 'path',
        required: true,
        description: 'Identifier of the test set.',
        schema: {type: 'string', format: 'uuid'},
        example: 'd708792a-bab5-5a65-8601-beae6188193b',
      },
    },
    responses: {
      NotFound: {
        description: 'No such test set.',
        content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}}},
      },
      Invalid: {
        description: 'Invalid body.',
        content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}}},
      },
    },
    schemas: {
      Error: {
        type: 'object',
        description: 'Body of every error.',
        properties: {detail: {type: 'string', description: 'What went wrong.'}},
        required: ['detail'],
      },
      Row: {type: 'object', description: 'One row.', additionalProperties: {type: 'string'}},
      TestsetUpdate: {
        type: 'object',
        properties: {
          name: {type: 'string', minLength: 1, description: 'New name.'},
          rows: {type: 'array', items: {$ref: '#/components/schemas/Row'}, description: 'Rows.'},
          status: {type: 'string', enum: ['draft', 'ready'], default: 'draft'},
        },
        required: ['rows'],
      },
      Testset: {
        type: 'object',
        properties: {id: {type: 'string', format: 'uuid'}, name: {type: ['string', 'null']}},
        required: ['id'],
      },
      Condition: {type: 'object', properties: {field: {type: 'string'}}, required: ['field']},
      Filtering: {
        type: 'object',
        description: 'Conditions that can nest.',
        properties: {
          conditions: {
            type: 'array',
            items: {anyOf: [{$ref: '#/components/schemas/Condition'}, {$ref: '#/components/schemas/Filtering'}]},
          },
        },
      },
    },
  },
};

async function loadFixture(): Promise<ApiDescription> {
  const dir = mkdtempSync(path.join(tmpdir(), 'llms-api-'));
  const file = path.join(dir, 'openapi.yaml');
  writeFileSync(file, YAML.stringify(FIXTURE));
  return loadApiDescription(file);
}

function render(api: ApiDescription, operationId: string): string {
  const operation = api.operations.find((candidate) => candidate.operationId === operationId);
  assert.ok(operation, `no operation ${operationId}`);
  return operationToMarkdown(operation, api);
}

describe('API operation to Markdown', () => {
  let api: ApiDescription;
  let update: string;
  before(async () => {
    api = await loadFixture();
    update = render(api, 'update_testset');
  });

  test('reads every operation with its method and path', () => {
    assert.deepEqual(
      api.operations.map(({method, path: route}) => `${method} ${route}`),
      ['put /testsets/{testset_id}', 'get /health', 'post /filters', 'post /testsets/upload'],
    );
    assert.equal(api.serverUrl, 'https://api.example.test/api');
  });

  test('starts with the summary, method, path and description', () => {
    assert.match(
      update,
      /^# Update testset\n\n`PUT \/testsets\/\{testset_id\}`\n\nReplaces the rows of a test set\.\n/,
    );
  });

  test('lists parameters by place as the page rows read: name, type, badges, description, rules, example', () => {
    assert.match(
      update,
      /### Path parameters\n\n- `testset_id` `string<uuid>` required: Identifier of the test set\.\n {2}Example: `d708792a-bab5-5a65-8601-beae6188193b`\n/,
    );
    assert.match(update, /### Query parameters\n\n- `dry_run` `boolean` required\n {2}Example: `true`\n/);
    assert.match(update, /- `note` `string`: A \| separated note\.\n {2}Possible values: `<= 80 characters`\n/);
  });

  test('resolves request and response schemas, with no $ref left', () => {
    assert.doesNotMatch(update, /\$ref/);
    assert.match(update, /- `rows` `object\[\]` required \(`Row`; values: string\): Rows\./);
    assert.match(
      update,
      /- `status` `string`\n {2}Possible values: \[`draft`, `ready`\]\n {2}Default value: `draft`\n/,
    );
    assert.match(update, /- `name` `string \| null` nullable/);
  });

  test('prints the success example and one table for errors that share a body', () => {
    assert.match(update, /### 200 OK\n\nThe updated test set\.[\s\S]*"name": "Capitals"/);
    assert.match(
      update,
      /### Errors\n\n\| Status \| Meaning \|\n\|---\|---\|\n\| 404 Not Found \| No such test set\. \|\n\| 422 Unprocessable Entity \| Invalid body\. \|/,
    );
    assert.equal(update.match(/What went wrong\./g)?.length, 1, 'the error body is described once');
  });

  test('without built samples, ends with one curl request: server URL, example values, API key, JSON body', () => {
    const curl =
      /## Request samples\n\nSamples use https:\/\/api\.example\.test\.\n\n### cURL\n\n```bash\n([\s\S]+?)\n```\n$/.exec(
        update,
      )?.[1];
    assert.equal(
      curl,
      [
        "curl -X PUT 'https://api.example.test/api/testsets/d708792a-bab5-5a65-8601-beae6188193b?dry_run=true' \\",
        '  -H "Authorization: ApiKey $TESSERA_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{`,
        `  "name": "O'\\''Brien set",`,
        '  "rows": [',
        '    {',
        '      "country": "France"',
        '    }',
        '  ]',
        "}'",
      ].join('\n'),
    );
  });

  test('operations without security send no API key', () => {
    const health = render(api, 'health_check');
    assert.match(health, /Authentication: none\./);
    assert.match(health, /```bash\ncurl 'https:\/\/api\.example\.test\/api\/health'\n```/);
  });

  test('recursive schemas point back instead of repeating forever', () => {
    const filter = render(api, 'runFilter');
    assert.match(filter, /- Option 1: `object` \(`Condition`\)/);
    assert.match(filter, /- Option 2: `object` \(recursive, same shape as `Filtering`\)/);
    assert.match(filter, /-d '\{\}'|-d '\{\n/);
  });

  test('multipart bodies become -F fields, files with @', () => {
    const upload = render(api, 'upload_file');
    assert.match(upload, /-F 'file=@capitals\.csv' \\\n {2}-F 'testset_name=Capitals'/);
  });
});

describe('the Tessera OpenAPI description', () => {
  let api: ApiDescription;
  before(async () => {
    api = await loadApiDescription(path.join(root, 'docs/reference/openapi.yaml'));
  });

  test('every operation renders with its schemas resolved and one example request', () => {
    const problems: string[] = [];
    for (const operation of api.operations) {
      const markdown = operationToMarkdown(operation, api);
      const where = operation.operationId;
      if (markdown.includes('$ref')) problems.push(`${where}: $ref left`);
      if (!markdown.startsWith(`# ${readableOperationTitle(operation.summary ?? '')}\n`))
        problems.push(`${where}: title`);
      if (!markdown.includes(`\`${operation.method.toUpperCase()} ${operation.path}\``))
        problems.push(`${where}: path`);
      if ((markdown.match(/^curl /gm) ?? []).length !== 1) problems.push(`${where}: not exactly one curl`);
      if (!markdown.includes(`'${api.serverUrl}/`)) problems.push(`${where}: curl not against ${api.serverUrl}`);
      if (/\{[a-z_]+\}'/.test(markdown.split('## Request samples')[1] ?? '')) problems.push(`${where}: path left open`);
    }
    assert.deepEqual(problems, []);
  });

  test('the example requests go to the documented cloud server with an API key', () => {
    assert.match(api.serverUrl, /^https:\/\/.+\/api$/);
    const listApps = api.operations.find((operation) => operation.method === 'get' && operation.path === '/apps');
    assert.ok(listApps, 'GET /apps exists');
    assert.match(operationToMarkdown(listApps, api), /-H "Authorization: ApiKey \$TESSERA_API_KEY"/);
  });

  test('operation slugs stay distinct when matched to the generated pages (letters and digits only)', () => {
    const keys = new Map<string, string[]>();
    for (const {slug} of api.operations) keys.set(matchKey(slug), [...(keys.get(matchKey(slug)) ?? []), slug]);
    assert.deepEqual(
      [...keys.values()].filter((slugs) => slugs.length > 1),
      [],
      'two operation slugs differ only in separators: their pages cannot be told apart',
    );
  });

  test('the page ids of the generator match their operation slug', () => {
    // The generator kebab-cases what gen:api gives it as operationId: the slug of the summary.
    const invite = api.operations.find((operation) => operation.operationId === 'accept_invitation');
    assert.equal(invite?.slug, 'accept-organization-invitation');
    assert.equal(matchKey('receive-v-1-traces-via-otlp'), matchKey('receive-v1-traces-via-otlp'));
    assert.notEqual(matchKey('list-apps'), matchKey('list-app'));
  });
});
