import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import YAML from 'yaml';
import {sampleFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample';
import {sampleResponseFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';
import {API_SPEC_PATH} from '../../shared/api-reference/paths';
import {loadApiDescription} from '../../plugins/llms/openapi';
import {placeholdersIn} from './support/placeholders';

const root = path.resolve(__dirname, '../..');

type Node = Record<string, unknown> & {
  $ref?: string;
  example?: unknown;
  properties?: Record<string, Node>;
  items?: Node;
  additionalProperties?: Node | boolean;
  allOf?: Node[];
  anyOf?: Node[];
  oneOf?: Node[];
};

/**
 * Properties that a request or a response of `spec` shows and that have no `example`, as `Schema.property` (or
 * the operation's path for inline schemas). A property whose value is itself a described object (a `$ref`, an object
 * with properties, a map or list of such objects) is covered by the examples of what it holds.
 */
export function propertiesWithoutExample(spec: Record<string, unknown>): string[] {
  const at = (pointer: string[]): Node | undefined =>
    pointer.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], spec) as Node;
  const refPointer = (ref: string) => ref.replace(/^#\//, '').split('/');
  const seen = new Set<string>();
  const missing = new Set<string>();
  const structured = (node: Node | undefined): boolean => {
    const target = node?.$ref ? at(refPointer(node.$ref)) : node;
    if (!target) return false;
    const items = target.items?.$ref ? at(refPointer(target.items.$ref)) : target.items;
    const values = target.additionalProperties;
    return Boolean(
      target.properties ||
      target.allOf ||
      items?.properties ||
      (typeof values === 'object' && values.$ref) ||
      [...(target.anyOf ?? []), ...(target.oneOf ?? [])].some((branch) => branch.$ref),
    );
  };
  const walk = (pointer: string[]): void => {
    const key = pointer.join('/');
    if (seen.has(key)) return;
    seen.add(key);
    const node = at(pointer);
    if (!node || typeof node !== 'object') return;
    if (node.$ref) return walk(refPointer(node.$ref));
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      (node[keyword] ?? []).forEach((_, index) => walk([...pointer, keyword, String(index)]));
    }
    if (node.items) walk([...pointer, 'items']);
    if (typeof node.additionalProperties === 'object') walk([...pointer, 'additionalProperties']);
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      const owner = pointer[0] === 'components' ? pointer[2] : pointer.slice(1, 3).join(' ');
      if (property.example === undefined && !property.$ref && !structured(property)) missing.add(`${owner}.${name}`);
      walk([...pointer, 'properties', name]);
    }
  };
  const paths = (spec.paths ?? {}) as Record<string, Record<string, Node>>;
  for (const [apiPath, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const requestBody = operation.requestBody as {content?: object} | undefined;
      for (const type of Object.keys(requestBody?.content ?? {})) {
        walk(['paths', apiPath, method, 'requestBody', 'content', type, 'schema']);
      }
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Node>)) {
        const pointer = response.$ref ? refPointer(response.$ref) : ['paths', apiPath, method, 'responses', status];
        const content = (at(pointer) as {content?: object} | undefined)?.content;
        for (const type of Object.keys(content ?? {})) walk([...pointer, 'content', type, 'schema']);
      }
    }
  }
  return [...missing].sort();
}

describe('examples of the API description', () => {
  const spec = YAML.parse(readFileSync(path.join(root, API_SPEC_PATH), 'utf8')) as Record<string, unknown>;

  test('every property a request or response shows has an example', () => {
    assert.deepEqual(
      propertiesWithoutExample(spec),
      [],
      `add an \`example\` to these properties in ${API_SPEC_PATH} (on the schema component)`,
    );
  });

  test('a property without example is found, in a component and in an inline schema', () => {
    const fixture = {
      paths: {
        '/things': {
          post: {
            requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
            responses: {
              '200': {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {count: {type: 'integer'}, thing: {$ref: '#/components/schemas/Thing'}},
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            type: 'object',
            properties: {
              id: {type: 'string', format: 'uuid', example: 'e2c0d9a4-7b1f-5c3e-8a6d-4f2b9e1c7d05'},
              name: {type: 'string'},
            },
          },
        },
      },
    };
    assert.deepEqual(propertiesWithoutExample(fixture), ['/things post.count', 'Thing.name']);
  });

  test('the examples the pages build from each schema (Try it, "Example (auto)") hold no placeholder', async () => {
    const api = await loadApiDescription(path.join(root, API_SPEC_PATH));
    const problems: string[] = [];
    // The OpenAPI plugin's samplers warn on the recursive trace trees and leave them out; the warning is not a failure.
    const warn = console.warn;
    const log = console.log;
    console.warn = console.log = () => undefined;
    try {
      for (const operation of api.operations) {
        const media = [
          ...Object.entries(operation.requestBody?.content ?? {}).map(([type, m]) => ({
            where: `request ${type}`,
            m,
            request: true,
          })),
          ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
            Object.entries(response.content ?? {}).map(([type, m]) => ({
              where: `${status} ${type}`,
              m,
              request: false,
            })),
          ),
        ];
        for (const {where, m, request} of media) {
          if (!m.schema) continue;
          const schema = m.schema as Parameters<typeof sampleFromSchema>[0];
          const sample: unknown = request
            ? sampleFromSchema(schema, {type: 'request'})
            : sampleResponseFromSchema(schema);
          const text = JSON.stringify(sample) ?? '';
          for (const found of placeholdersIn(text === '"string"' ? `{"value": ${text}}` : text)) {
            problems.push(`${operation.slug} ${where}: ${found}`);
          }
        }
      }
    } finally {
      console.warn = warn;
      console.log = log;
    }
    assert.deepEqual(problems, []);
  });

  test('every example is validated against its schema by the kept validator (redocly, in openapi.test.ts)', () => {
    const rules = (
      YAML.parse(readFileSync(path.join(root, 'redocly.yaml'), 'utf8')) as {rules: Record<string, unknown>}
    ).rules;
    for (const rule of ['no-invalid-schema-examples', 'no-invalid-media-type-examples']) {
      assert.equal((rules[rule] as {severity?: string} | undefined)?.severity, 'error', `redocly.yaml: ${rule}: error`);
    }
  });
});
