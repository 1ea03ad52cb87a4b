import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildCodeSamples} from '../../plugins/api-reference/codeSamples';
import {API_HOST_ATTRIBUTE, highlightSample, registerSampleLanguages} from '../../plugins/api-reference/highlight';
import {readableOperationTitle} from '../../plugins/api-reference/operationTitle';
import {nameExamplesBySummary} from '../../plugins/api-reference/generate';
import {documentedRequestExample, type ApiOperationItem} from '../../plugins/api-reference/requestSample';
import {themeConfig} from '../../config/theme';

describe('operation titles', () => {
  test('spell initialisms as readers do, in sentence case', () => {
    assert.equal(readableOperationTitle('Create Api Key'), 'Create API key');
    assert.equal(readableOperationTitle('Fetch Evaluation Ids'), 'Fetch evaluation IDs');
    assert.equal(readableOperationTitle('Update Variant Url'), 'Update variant URL');
    assert.equal(readableOperationTitle('Fetch trace by ID.'), 'Fetch trace by ID.');
  });

  test('keep words with other capitals and paths as written', () => {
    assert.equal(readableOperationTitle('Receive /v1/traces via OTLP'), 'Receive /v1/traces via OTLP');
  });
});

/** An operation as the OpenAPI plugin stores it in a page's front matter. */
const addMember: ApiOperationItem = {
  method: 'post',
  path: '/projects/{project_id}/members',
  parameters: [
    {name: 'project_id', in: 'path', example: 'a994efbd-1782-5178-b55f-acef06704d26'},
    {name: 'notify', in: 'query', schema: {default: true}},
    {name: 'cursor', in: 'query'},
  ],
  requestBody: {content: {'application/json': {}}},
  responses: {'200': {content: {'application/json': {}}}, '422': {content: {'application/json': {}}}},
  servers: [{url: 'https://cloud.tessera.example/api'}, {url: '{scheme}://{host}/api'}],
  security: [{APIKeyHeader: []}],
  securitySchemes: {APIKeyHeader: {type: 'apiKey', in: 'header', name: 'Authorization'}},
  jsonRequestBodyExample: {user_id: '3fa85f64', role: 'owner'},
  postman: {
    url: {path: ['projects', ':project_id', 'members'], host: ['{{baseUrl}}'], query: [], variable: []},
    method: 'POST',
    header: [],
    body: {mode: 'raw', raw: ''},
  },
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('request samples built ahead', () => {
  before(registerSampleLanguages);

  test('one per configured language, the request as the builder would first send it', async () => {
    const samples = await buildCodeSamples(addMember, themeConfig.languageTabs);
    assert.deepEqual(
      samples.map((sample) => sample.label),
      ['Python', 'cURL', 'C#', 'Go', 'Node.js', 'Ruby', 'PHP', 'Java', 'PowerShell'],
    );
    const curl = text(samples.find((sample) => sample.language === 'curl')?.html ?? '');
    assert.match(
      curl,
      /'https:\/\/cloud\.tessera\.example\/api\/projects\/a994efbd-1782-5178-b55f-acef06704d26\/members\?notify=true'/,
    );
    assert.match(curl, /-H 'Authorization: ApiKey <TESSERA_API_KEY>'/);
    assert.match(curl, /-H 'Accept: application\/json'/);
    assert.match(curl, /"role": "owner"/);
    assert.doesNotMatch(curl, /cursor/, 'a parameter without a value is left out');
  });

  test('every sample marks the API host for the Cloud / Self-hosted switch', async () => {
    for (const sample of await buildCodeSamples(addMember, themeConfig.languageTabs)) {
      assert.match(
        sample.html,
        new RegExp(`<span ${API_HOST_ATTRIBUTE}="">https://cloud\\.tessera\\.example/api</span>`),
        sample.label,
      );
    }
  });

  test('refuse a sample that splits the host, which the switch could not rewrite', () => {
    assert.throws(
      () =>
        highlightSample(
          'conn = HTTPSConnection("cloud.tessera.example")',
          'python',
          'https://cloud.tessera.example/api',
        ),
      /does not show/,
    );
  });

  test('a multipart upload sends the file (OpenAPI 3.1 contentMediaType) and lets the client write the boundary', async () => {
    const upload: ApiOperationItem = {
      ...addMember,
      path: '/testsets/upload',
      parameters: [],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              required: ['file'],
              properties: {
                file: {type: 'string', contentMediaType: 'application/octet-stream', example: 'faq.csv'},
                testset_name: {type: 'string', example: 'Support FAQ'},
              },
            },
          },
        },
      },
      postman: {...addMember.postman, url: {path: ['testsets', 'upload'], host: ['{{baseUrl}}'], query: []}},
    };
    const samples = await buildCodeSamples(upload, themeConfig.languageTabs);
    const curl = text(samples.find((sample) => sample.language === 'curl')?.html ?? '');
    assert.match(curl, /-F 'file=@"\/path\/to\/file"'/);
    assert.match(curl, /-F 'testset_name="Support FAQ"'/);
    const python = text(samples.find((sample) => sample.language === 'python')?.html ?? '');
    assert.match(python, /open\('\/path\/to\/file','rb'\)/);
    for (const sample of samples) assert.doesNotMatch(text(sample.html), /Content-Type\W{1,4}multipart/i, sample.label);
  });

  test('escape the code, so a placeholder is not read as markup', () => {
    const html = highlightSample("curl 'https://h.example/api/x' -H 'A: <KEY>'", 'bash', 'https://h.example/api');
    assert.ok(html.includes('&lt;KEY&gt;'));
    assert.ok(!html.includes('<KEY>'));
  });
});

describe('the example a request sample sends', () => {
  before(registerSampleLanguages);

  test("is the description's first named example, not the body the plugin built from the schema", async () => {
    const documented: ApiOperationItem = {
      ...addMember,
      requestBody: {
        content: {
          'application/json': {
            examples: {
              'Add an editor': {value: {user_id: '374c75cc-6806-5702-8695-18d8aaee16cb', role: 'editor'}},
              'Add a viewer': {value: {user_id: '374c75cc-6806-5702-8695-18d8aaee16cb', role: 'viewer'}},
            },
          },
        },
      },
      jsonRequestBodyExample: {user_id: 'string', role: 'string'},
    };
    assert.deepEqual(documentedRequestExample(documented), {
      user_id: '374c75cc-6806-5702-8695-18d8aaee16cb',
      role: 'editor',
    });
    for (const sample of await buildCodeSamples(documented, themeConfig.languageTabs)) {
      // C# and Java escape quotes with a backslash, PowerShell with a backtick.
      const code = text(sample.html).replace(/[\\`]"/g, '"');
      assert.match(code, /"role": ?"editor"/, sample.label);
      assert.doesNotMatch(code, /"string"/, sample.label);
    }
  });

  test('names example tabs by their summary, in the same order, instead of "default"', () => {
    const spec = {
      paths: {
        '/things': {
          post: {
            requestBody: {content: {'application/json': {examples: {default: {$ref: '#/components/examples/Thing'}}}}},
            responses: {
              '200': {
                content: {
                  'application/json': {
                    examples: {first: {summary: 'By variant', value: 1}, second: {summary: 'By variant', value: 2}},
                  },
                },
              },
            },
          },
        },
      },
      components: {examples: {Thing: {summary: 'Example: A support test set', value: {}}}},
    };
    nameExamplesBySummary(spec);
    const operation = spec.paths['/things'].post;
    assert.deepEqual(Object.keys(operation.requestBody.content['application/json'].examples), ['A support test set']);
    assert.deepEqual(Object.keys(operation.responses['200'].content['application/json'].examples), [
      'By variant',
      'By variant (2)',
    ]);
  });
});
