import {STATUS_CODES} from 'node:http';
import {loadApiModel} from '../api-reference/model';
import {readableOperationTitle} from '../api-reference/operationTitle';
import {operationSlug} from '../api-reference/operationSlug';

/** The parts of an OpenAPI 3.x description that the Markdown twins use, after every `$ref` is resolved. */
export interface Schema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  contentMediaType?: string;
}

export interface Example {
  summary?: string;
  value?: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface RequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
}

export interface ApiOperation extends Operation {
  operationId: string;
  /** Last segment of the operation's page URL (plugins/api-reference/operationSlug.ts). */
  slug: string;
  method: string;
  path: string;
}

export interface ApiDescription {
  title: string;
  description: string;
  /** The first server of the description: the base URL of the example requests. */
  serverUrl: string;
  tags: {name: string; description?: string}[];
  operations: ApiOperation[];
  /** Component name of each shared schema object, so that the Markdown can name what the reader sees twice. */
  schemaNames: ReadonlyMap<object, string>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Document {
  info?: {title?: string; description?: string};
  servers?: {url: string}[];
  tags?: {name: string; description?: string}[];
  paths?: Record<string, Record<string, unknown>>;
  components?: {schemas?: Record<string, Schema>};
}

/**
 * An OpenAPI description with every `$ref` resolved (recursive schemas become shared, circular objects), from the
 * site's one model of it (plugins/api-reference/model.ts).
 */
export async function loadApiDescription(specFile: string): Promise<ApiDescription> {
  return describeDereferencedApi((await loadApiModel(specFile)).dereferenced as Document);
}

/** The operations, tags and schema names of a description whose `$ref`s are already resolved. */
export function describeDereferencedApi(spec: Document): ApiDescription {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      if (!operation.operationId) {
        throw new Error(`${method.toUpperCase()} ${path} has no operationId: its API page has no stable URL.`);
      }
      const slug = operationSlug(operation.summary ?? operation.operationId);
      operations.push({...operation, operationId: operation.operationId, slug, method, path});
    }
  }
  const schemaNames = new Map<object, string>();
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    if (schema && typeof schema === 'object' && !schemaNames.has(schema)) schemaNames.set(schema, name);
  }
  return {
    title: spec.info?.title ?? 'API',
    description: spec.info?.description ?? '',
    serverUrl: (spec.servers?.[0]?.url ?? '').replace(/\/+$/, ''),
    tags: spec.tags ?? [],
    operations,
    schemaNames,
  };
}

export interface OperationMarkdownOptions {
  serverUrl: string;
  schemaNames: ReadonlyMap<object, string>;
}

/** The Markdown twin of one API operation: what it does, its inputs and outputs, and one request to copy. */
export function operationToMarkdown(operation: ApiOperation, options: OperationMarkdownOptions): string {
  const context = newSchemaContext(options.schemaNames);
  const title = operation.summary ? readableOperationTitle(operation.summary) : operation.operationId;
  const lines: string[] = [`# ${title}`, ''];
  lines.push(`\`${operation.method.toUpperCase()} ${operation.path}\``, '');
  if (operation.deprecated) lines.push('> **Deprecated.** Avoid this operation in new code.', '');
  if (operation.description) lines.push(operation.description.trim(), '');
  lines.push(
    `Base URL: \`${options.serverUrl}\`. ` +
      (requiresApiKey(operation)
        ? 'Authentication: send your project API key as `Authorization: ApiKey $TESSERA_API_KEY`.'
        : 'Authentication: none.'),
    '',
  );

  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    lines.push('## Parameters', '', '| Name | In | Type | Required | Description |', '|---|---|---|---|---|');
    for (const parameter of parameters) {
      const type = parameter.schema ? typeLabel(parameter.schema, options.schemaNames) : '';
      const notes = parameter.schema ? constraints(parameter.schema) : [];
      const description = [parameter.description, ...notes.map((note) => `${capitalise(note)}.`)]
        .filter(Boolean)
        .join(' ');
      lines.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${cell(type)} | ${parameter.required ? 'yes' : 'no'} | ${cell(
          (parameter.deprecated ? 'Deprecated. ' : '') + description,
        )} |`,
      );
    }
    lines.push('');
  }

  const body = operation.requestBody;
  if (body?.content) {
    lines.push('## Request body', '');
    const intro = [body.required ? 'Required.' : 'Optional.', body.description?.trim()].filter(Boolean).join(' ');
    lines.push(intro, '');
    for (const [contentType, media] of Object.entries(body.content)) {
      lines.push(`Content type: \`${contentType}\``, '');
      if (media.schema) lines.push(...schemaSection(media.schema, context, body.description), '');
    }
  }

  const responses = Object.entries(operation.responses ?? {});
  if (responses.length > 0) {
    lines.push('## Responses', '');
    const errors = responses.filter(([status]) => /^[45]/.test(status));
    const shared = sharedErrorBody(errors.map(([, response]) => response));
    for (const [status, response] of shared ? responses.filter(([code]) => !/^[45]/.test(code)) : responses) {
      lines.push(`### ${statusLine(status)}`, '');
      if (response.description) lines.push(response.description.trim(), '');
      for (const [contentType, media] of Object.entries(response.content ?? {})) {
        lines.push(`Content type: \`${contentType}\``, '');
        if (media.schema) lines.push(...schemaSection(media.schema, context, response.description), '');
        const example = /^2/.test(status) && isJson(contentType) ? exampleOf(media) : undefined;
        if (example !== undefined) lines.push('Example:', '', '```json', JSON.stringify(example, null, 2), '```', '');
      }
    }
    if (shared) {
      lines.push('### Errors', '', '| Status | Meaning |', '|---|---|');
      for (const [status, response] of errors)
        lines.push(`| ${statusLine(status)} | ${cell(response.description ?? '')} |`);
      lines.push('', `Every error response has the content type \`${shared.contentType}\`.`, '');
      lines.push(...schemaSection(shared.schema, context), '');
    }
  }

  lines.push('## Example request', '', '```bash', exampleCurl(operation, options.serverUrl), '```');
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

/** "404 Not Found"; codes such as "default" or "4XX" stay as written. */
function statusLine(status: string): string {
  const reason = STATUS_CODES[status];
  return reason ? `${status} ${reason}` : status;
}

/** The one body that all error responses share, as most APIs have, so that it is printed once rather than per status. */
function sharedErrorBody(errors: Response[]): {contentType: string; schema: Schema} | undefined {
  if (errors.length < 2) return undefined;
  const bodies = errors.map((response) => Object.entries(response.content ?? {}));
  const [first] = bodies[0];
  if (!first?.[1].schema) return undefined;
  const same = bodies.every(
    (body) => body.length === 1 && body[0][0] === first[0] && body[0][1].schema === first[1].schema,
  );
  return same ? {contentType: first[0], schema: first[1].schema} : undefined;
}

/** Operations need the API key unless they declare `security: []`, as the health checks do. */
function requiresApiKey(operation: Operation): boolean {
  return !(Array.isArray(operation.security) && operation.security.length === 0);
}

function isJson(contentType: string): boolean {
  return /[/+]json\b/.test(contentType);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Text safe inside one Markdown table cell. */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** One line of prose from a description that may span lines. */
function inline(text: string | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').trim();
}

function code(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  return [];
}

function variantsOf(schema: Schema): {kind: 'one of' | 'any of'; variants: Schema[]} | undefined {
  if (schema.oneOf?.length) return {kind: 'one of', variants: schema.oneOf};
  if (schema.anyOf?.length) return {kind: 'any of', variants: schema.anyOf};
  return undefined;
}

/** `allOf` parts folded into one object schema, as readers think of it. */
function merged(schema: Schema): Schema {
  if (!schema.allOf?.length) return schema;
  const parts = schema.allOf.map(merged);
  const {allOf: _allOf, ...rest} = schema;
  return parts.reduce<Schema>(
    (result, part) => ({
      ...part,
      ...result,
      properties: {...part.properties, ...result.properties},
      required: [...(part.required ?? []), ...(result.required ?? [])],
    }),
    rest,
  );
}

/** A short type such as `string (uuid)`, `array of object (TestcaseResponse)` or `one of: string, integer`. */
export function typeLabel(schema: Schema, names: ReadonlyMap<object, string>): string {
  const name = names.get(schema);
  const resolved = merged(schema);
  const types = typesOf(resolved);
  const nullable = types.includes('null') || resolved.nullable === true;
  const main = types.filter((type) => type !== 'null');
  let label: string;
  const variants = variantsOf(resolved);
  if (main.includes('array') && main.length === 1) {
    label = `array of ${resolved.items ? typeLabel(resolved.items, names) : 'any'}`;
  } else if (main.length > 0) {
    label = main.join(' or ');
    if (resolved.format) label += ` (${resolved.format})`;
  } else if (variants) {
    label = `${variants.kind}: ${variants.variants.map((variant) => typeLabel(variant, names)).join(', ')}`;
  } else if (resolved.enum) {
    label = 'enum';
  } else {
    label = 'any';
  }
  if (name && !variants) label = `${label} \`${name}\``;
  else if (name) label = `\`${name}\` (${label})`;
  return nullable ? `${label} or null` : label;
}

/** Rules a value must follow, phrased for a reader: "one of `a`, `b`", "at most 200 characters". */
export function constraints(schema: Schema): string[] {
  const notes: string[] = [];
  if (schema.const !== undefined) notes.push(`always ${code(schema.const)}`);
  if (schema.enum) notes.push(`one of ${schema.enum.map(code).join(', ')}`);
  if (schema.default !== undefined) notes.push(`default ${code(schema.default)}`);
  if (schema.minLength !== undefined) notes.push(`at least ${plural(schema.minLength, 'character')}`);
  if (schema.maxLength !== undefined) notes.push(`at most ${plural(schema.maxLength, 'character')}`);
  if (schema.minimum !== undefined) notes.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`maximum ${schema.maximum}`);
  if (typeof schema.exclusiveMinimum === 'number') notes.push(`greater than ${schema.exclusiveMinimum}`);
  if (typeof schema.exclusiveMaximum === 'number') notes.push(`less than ${schema.exclusiveMaximum}`);
  if (schema.minItems !== undefined) notes.push(`at least ${plural(schema.minItems, 'item')}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${plural(schema.maxItems, 'item')}`);
  if (schema.pattern !== undefined) notes.push(`matches ${code(schema.pattern)}`);
  if (schema.readOnly) notes.push('read-only');
  if (schema.writeOnly) notes.push('write-only');
  if (schema.deprecated) notes.push('deprecated');
  return notes;
}

/**
 * What a page has printed so far: a named schema's fields are listed where it first appears and referred to after
 * that, which keeps pages that mention `Reference` fifteen times readable.
 */
export interface SchemaContext {
  names: ReadonlyMap<object, string>;
  expanded: Set<object>;
}

export function newSchemaContext(names: ReadonlyMap<object, string>): SchemaContext {
  return {names, expanded: new Set()};
}

/** A schema as a heading line and a nested list of its fields. */
export function schemaSection(schema: Schema, context: SchemaContext, alreadySaid?: string): string[] {
  const said = schema.description && inline(schema.description) !== inline(alreadySaid);
  let head = `Schema: ${typeLabel(schema, context.names)}.${said ? ` ${inline(schema.description)}` : ''}`;
  const notes = constraints(merged(schema));
  if (notes.length > 0) head += ` ${capitalise(notes.join('; '))}.`;
  if (context.expanded.has(schema)) return [`${head} Its fields are listed above.`];
  const fields = schemaFields(schema, context, 0, []);
  return fields.length > 0 ? [head, '', ...fields] : [head];
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The nested list under a schema: object fields, array items' fields, or the variants of a union. */
function schemaFields(schema: Schema, context: SchemaContext, level: number, path: object[]): string[] {
  if (path.includes(schema) || context.expanded.has(schema)) return [];
  if (context.names.has(schema)) context.expanded.add(schema);
  const within = [...path, schema];
  const resolved = merged(schema);
  const indent = '  '.repeat(level);
  const lines: string[] = [];
  const variants = variantsOf(resolved);
  if (variants) {
    variants.variants.forEach((variant, index) => {
      lines.push(`${indent}- Option ${index + 1}: ${describe(variant, context, within)}`);
      lines.push(...schemaFields(variant, context, level + 1, within));
    });
    return lines;
  }
  if (typesOf(resolved).includes('array') && resolved.items) {
    return schemaFields(resolved.items, context, level, within);
  }
  const required = new Set(resolved.required ?? []);
  for (const [property, value] of Object.entries(resolved.properties ?? {})) {
    lines.push(`${indent}- \`${property}\` (${describe(value, context, within, required.has(property))}`);
    lines.push(...schemaFields(value, context, level + 1, within));
  }
  const extra = resolved.additionalProperties;
  if (extra && typeof extra === 'object' && (extra.properties || variantsOf(extra) || extra.items)) {
    lines.push(`${indent}- Any other key (${describe(extra, context, within)}`);
    lines.push(...schemaFields(extra, context, level + 1, within));
  }
  return lines;
}

/** "type, notes): description" for one field; schemas already listed, or recursive ones, point back. */
function describe(schema: Schema, context: SchemaContext, path: object[], required = false): string {
  const {names} = context;
  const resolved = merged(schema);
  const target = resolved.items && typesOf(resolved).includes('array') ? resolved.items : schema;
  const name = names.get(target);
  let pointer = '';
  if (path.includes(target)) pointer = `; recursive, same shape as ${name ? `\`${name}\`` : 'its parent'}`;
  else if (name && context.expanded.has(target) && hasFields(target))
    pointer = `; fields of \`${name}\` as listed above`;
  const notes = constraints(resolved);
  const values = merged(target).additionalProperties;
  const map = values && typeof values === 'object' ? `; values: ${typeLabel(values, names)}` : '';
  const head = `${typeLabel(schema, names)}${required ? ', required' : ''}${notes.length > 0 ? `; ${notes.join('; ')}` : ''}${map}${pointer})`;
  return resolved.description ? `${head}: ${inline(resolved.description)}` : head;
}

function hasFields(schema: Schema): boolean {
  const resolved = merged(schema);
  return Boolean(resolved.properties || variantsOf(resolved) || resolved.items);
}

/** The example a reader would send or receive: the author's example first, otherwise one built from the schema. */
export function exampleOf(media: MediaType): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  return media.schema ? sampleOf(media.schema, []) : undefined;
}

const SAMPLE_STRINGS: Readonly<Record<string, string>> = {
  uuid: '00000000-0000-0000-0000-000000000000',
  'date-time': '2025-01-01T00:00:00Z',
  date: '2025-01-01',
  email: 'user@example.com',
  uri: 'https://example.com',
  binary: '@file',
};

function sampleOf(schema: Schema, path: object[]): unknown {
  const resolved = merged(schema);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.examples?.length) return resolved.examples[0];
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum?.length) return resolved.enum[0];
  if (path.includes(schema)) return undefined;
  const within = [...path, schema];
  const variants = variantsOf(resolved);
  if (variants) return sampleOf(variants.variants[0], within);
  const type = typesOf(resolved).find((candidate) => candidate !== 'null');
  switch (type) {
    case 'object': {
      const properties = Object.entries(resolved.properties ?? {});
      const required = new Set(resolved.required ?? []);
      const chosen = required.size > 0 ? properties.filter(([key]) => required.has(key)) : properties;
      return Object.fromEntries(chosen.map(([key, value]) => [key, sampleOf(value, within)]));
    }
    case 'array':
      return resolved.items ? [sampleOf(resolved.items, within)] : [];
    case 'integer':
    case 'number':
      return resolved.minimum ?? 0;
    case 'boolean':
      return true;
    case 'string':
      return SAMPLE_STRINGS[resolved.format ?? ''] ?? 'string';
    default:
      return null;
  }
}

function parameterValue(parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  return parameter.schema ? sampleOf(parameter.schema, []) : undefined;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A single-quoted shell word. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** One complete `curl` call: required parameters filled with their examples, the body with the documented example. */
export function exampleCurl(operation: ApiOperation, serverUrl: string): string {
  const parameters = operation.parameters ?? [];
  let path = operation.path;
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    const value = parameterValue(parameter);
    path = path.replace(
      `{${parameter.name}}`,
      value === undefined ? `<${parameter.name}>` : encodeURIComponent(asText(value)),
    );
  }
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map(
      (parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(asText(parameterValue(parameter)))}`,
    );
  const url = `${serverUrl}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const method = operation.method.toUpperCase();
  const parts = [method === 'GET' ? `curl ${shellQuote(url)}` : `curl -X ${method} ${shellQuote(url)}`];
  if (requiresApiKey(operation)) parts.push('-H "Authorization: ApiKey $TESSERA_API_KEY"');
  for (const parameter of parameters.filter((candidate) => candidate.in === 'header' && candidate.required)) {
    parts.push(`-H ${shellQuote(`${parameter.name}: ${asText(parameterValue(parameter))}`)}`);
  }
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (contentType && media) parts.push(...bodyArguments(contentType, media));
  return parts.join(' \\\n  ');
}

function bodyArguments(contentType: string, media: MediaType): string[] {
  const example = exampleOf(media);
  if (isJson(contentType)) {
    return [`-H "Content-Type: ${contentType}"`, `-d ${shellQuote(JSON.stringify(example ?? {}, null, 2))}`];
  }
  if (contentType === 'multipart/form-data' || contentType === 'application/x-www-form-urlencoded') {
    const flag = contentType === 'multipart/form-data' ? '-F' : '--data-urlencode';
    const properties = media.schema ? (merged(media.schema).properties ?? {}) : {};
    const values = example && typeof example === 'object' ? (example as Record<string, unknown>) : {};
    const keys = Object.keys(values).length > 0 ? Object.keys(values) : Object.keys(properties);
    return keys.map((key) => {
      const isFile = properties[key]?.format === 'binary' || properties[key]?.contentMediaType !== undefined;
      const value = isFile
        ? `@${asText(values[key] ?? key).replace(/^@/, '')}`
        : asText(values[key] ?? sampleOf(properties[key] ?? {}, []));
      return `${flag} ${shellQuote(`${key}=${value}`)}`;
    });
  }
  return [`-H "Content-Type: ${contentType}"`, '--data-binary @body.bin'];
}
