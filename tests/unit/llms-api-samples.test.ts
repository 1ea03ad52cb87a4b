import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {sampleText} from '../../plugins/llms/apiSamples';
import {
  apiInfoMarkdown,
  operationToMarkdown,
  possibleValues,
  themeTypeName,
  type ApiOperation,
} from '../../plugins/llms/openapi';
import {spaceSchemaLabels} from '../../plugins/api-reference/schemaLabelText';
import {highlightSample, registerSampleLanguages} from '../../plugins/api-reference/highlight';

const operation: ApiOperation = {
  operationId: 'list_apps',
  slug: 'list-apps',
  method: 'get',
  path: '/apps',
  summary: 'List apps',
  responses: {
    '429': {
      description: 'Too many requests.',
      headers: {
        'Retry-After': {description: 'Seconds to wait before retrying.', schema: {type: 'integer'}, example: 12},
      },
    },
  },
};

describe('API twins carry what the API page shows', () => {
  test('every language tab of the request samples, under a heading that names the language', () => {
    const markdown = operationToMarkdown(operation, {
      serverUrl: 'https://cloud.example.test/api',
      schemaNames: new Map(),
      samples: [
        {label: 'Python', highlight: 'python', code: 'import requests\nprint(1)'},
        {label: 'cURL', highlight: 'bash', code: "curl 'https://cloud.example.test/api/apps'"},
        {label: 'Node.js', highlight: 'javascript', code: 'const x = `a`;'},
      ],
    });
    assert.match(markdown, /## Request samples\n\nSamples use https:\/\/cloud\.example\.test\.\n/);
    assert.match(markdown, /### Python\n\n```python\nimport requests\nprint\(1\)\n```/);
    assert.match(markdown, /### cURL\n\n```bash\ncurl 'https:\/\/cloud\.example\.test\/api\/apps'\n```/);
    assert.match(markdown, /### Node\.js\n\n```javascript\nconst x = `a`;\n```/);
    assert.doesNotMatch(markdown, /### curl/);
  });

  test('response headers with their description and example', () => {
    const markdown = operationToMarkdown(operation, {
      serverUrl: 'https://cloud.example.test/api',
      schemaNames: new Map(),
    });
    assert.match(markdown, /- `Retry-After` `integer`: Seconds to wait before retrying\.\n {2}Example: `12`/);
  });

  test('types and rules worded as the page words them', () => {
    const role = {type: 'string', enum: ['owner', 'viewer']};
    assert.equal(themeTypeName({type: 'string', format: 'uuid'}, new Map()), 'string<uuid>');
    assert.equal(themeTypeName({type: 'array', items: {type: 'object'}}, new Map()), 'object[]');
    assert.equal(themeTypeName(role, new Map([[role, 'UserRole']])), 'UserRole');
    assert.equal(possibleValues(role), 'Possible values: [`owner`, `viewer`]');
    assert.equal(
      possibleValues({type: 'string', minLength: 1, maxLength: 100}),
      'Possible values: `non-empty` and `<= 100 characters`',
    );
  });

  test('a built sample reads back as the exact code', async () => {
    await registerSampleLanguages();
    const code = `curl -H 'A: <b> & "c"' 'https://cloud.example.test/api/apps'`;
    assert.equal(sampleText(highlightSample(code, 'bash', 'https://cloud.example.test')), code);
  });
});

describe('the API introduction twin', () => {
  test('lists the security schemes and the contact, as the introduction page does', () => {
    const markdown = apiInfoMarkdown({
      securitySchemes: {Key: {type: 'apiKey', in: 'header', name: 'Authorization', description: 'Send `ApiKey`.'}},
      contact: {name: 'Team', email: 'team@example.test', url: 'https://example.test'},
    });
    assert.match(
      markdown,
      /API Key: Key\n\nSend `ApiKey`\.\n\nSecurity Scheme Type: apiKey\n\nHeader parameter name: Authorization/,
    );
    assert.match(markdown, /Team: team@example\.test\n\nURL: https:\/\/example\.test/);
  });
});

describe('schema rows of the API pages', () => {
  test('get a space between name, type and badges, so that their text reads as words', () => {
    const row =
      '<span class="openapi-schema__container"><strong class="openapi-schema__property">user_id</strong>' +
      '<span class="openapi-schema__name">string&lt;uuid&gt;</span><span class="openapi-schema__divider"></span>' +
      '<span class="openapi-schema__required">required</span></span>';
    const {html, spaced} = spaceSchemaLabels(row);
    assert.equal(spaced, 3);
    assert.equal(html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' '), 'user_id string&lt;uuid&gt; required');
  });

  test('the request body heading gets a space before its "required" badge, as its twin words it', () => {
    const heading =
      '<h3 class="openapi-markdown__details-summary-header-body">Body (application/json)' +
      '<strong class="openapi-schema__required">required</strong></h3>';
    const {html, spaced} = spaceSchemaLabels(heading);
    assert.equal(spaced, 1);
    assert.equal(html.replace(/<[^>]+>/g, ''), 'Body (application/json) required');
  });
});
