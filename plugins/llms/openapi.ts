import {STATUS_CODES} from 'node:http';
import {loadApiModel} from '../api-reference/model';
import {readableOperationTitle} from '../api-reference/operationTitle';
import {operationSlug} from '../api-reference/operationSlug';
import {nativeRequire} from './nativeRequire';

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
  headers?: Record<string, {description?: string; schema?: Schema; example?: unknown}>;
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
  securitySchemes?: Record<string, SecurityScheme>;
  contact?: ApiContact;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Document {
  info?: {title?: string; description?: string; contact?: ApiContact};
  servers?: {url: string}[];
  tags?: {name: string; description?: string}[];
  paths?: Record<string, Record<string, unknown>>;
  components?: {schemas?: Record<string, Schema>; securitySchemes?: Record<string, SecurityScheme>};
}

export interface ApiContact {
  name?: string;
  email?: string;
  url?: string;
}

export interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
  description?: string;
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
    securitySchemes: spec.components?.securitySchemes,
    contact: spec.info?.contact,
  };
}

export interface OperationMarkdownOptions {
  serverUrl: string;
  schemaNames: ReadonlyMap<object, string>;
  /** The request samples the API page shows, one per language tab, in its order (apiSamples.ts). */
  samples?: readonly RequestSample[];
}

/** One language tab of the API page's request samples, as plain text. */
export interface RequestSample {
  /** What readers call the language: "cURL", "Python", "Node.js". */
  label: string;
  /** The Prism grammar of the page's tab, used as the fence's language. */
  highlight: string;
  code: string;
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
    lines.push('## Parameters', '');
    for (const place of ['path', 'query', 'header', 'cookie'] as const) {
      const here = parameters.filter((parameter) => parameter.in === place);
      if (here.length === 0) continue;
      lines.push(`### ${capitalise(place)} parameters`, '');
      for (const parameter of here) lines.push(...parameterLines(parameter, options.schemaNames));
      lines.push('');
    }
  }

  const body = operation.requestBody;
  if (body?.content) {
    lines.push('## Request body', '');
    const intro = [body.required ? 'Required.' : 'Optional.', body.description?.trim()].filter(Boolean).join(' ');
    lines.push(intro, '');
    for (const [contentType, media] of Object.entries(body.content)) {
      // Worded as the page's body heading ("Body (application/json) required"), so the twin reads as the page does.
      lines.push(`Body (\`${contentType}\`)${body.required ? ' required' : ''}`, '');
      if (media.schema) lines.push(...schemaSection(media.schema, context, body.description), '');
      lines.push(...examplesSection(media, contentType, false));
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
      lines.push(...headerLines(response));
      for (const [contentType, media] of Object.entries(response.content ?? {})) {
        lines.push(`Content type: \`${contentType}\``, '');
        if (media.schema) lines.push(...schemaSection(media.schema, context, response.description), '');
        lines.push(...examplesSection(media, contentType, true));
      }
    }
    if (shared) {
      lines.push('### Errors', '', '| Status | Meaning |', '|---|---|');
      for (const [status, response] of errors)
        lines.push(`| ${statusLine(status)} | ${cell(response.description ?? '')} |`);
      lines.push('');
      for (const [status, response] of errors) {
        const headers = headerLines(response);
        if (headers.length > 0) lines.push(`${statusLine(status)} also sends:`, '', ...headers);
      }
      lines.push('', `Every error response has the content type \`${shared.contentType}\`.`, '');
      lines.push(...schemaSection(shared.schema, context), '');
      const auto = autoExample(shared.schema);
      if (auto !== undefined)
        lines.push('Example (auto), built from the schema:', '', ...fenced(auto, shared.contentType));
      for (const [status, response] of errors) {
        const media = response.content?.[shared.contentType];
        if (!media) continue;
        const named = namedExamples(media);
        if (named.length === 0) continue;
        lines.push(`Examples of ${statusLine(status)}:`, '');
        for (const example of named) lines.push(...namedExampleLines(example, shared.contentType));
      }
    }
  }

  const samples = options.samples?.length
    ? options.samples
    : [{label: 'cURL', highlight: 'bash', code: exampleCurl(operation, options.serverUrl)}];
  lines.push('## Request samples', '', `Samples use ${originOf(options.serverUrl)}.`, '');
  for (const sample of samples) lines.push(`### ${sample.label}`, '', ...fence(sample.code, sample.highlight));
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

/** A response's headers, as the page lists them under "Response Headers". */
function headerLines(response: Response): string[] {
  const headers = Object.entries(response.headers ?? {});
  if (headers.length === 0) return [];
  const lines = ['Response headers:', ''];
  for (const [name, header] of headers) {
    const type = header.schema ? ` ${code(themeTypeName(header.schema, new Map()))}` : '';
    lines.push(`- ${code(name)}${type}${header.description ? `: ${inline(header.description)}` : ''}`);
    const example = header.example ?? (header.schema ? schemaExample(header.schema) : undefined);
    if (example !== undefined) lines.push(`  Example: ${code(exampleText(example))}`);
  }
  return [...lines, ''];
}

/** A parameter as the page's row shows it: name, type, badges, description, allowed values, example. */
function parameterLines(parameter: Parameter, names: ReadonlyMap<object, string>): string[] {
  const schema = parameter.schema ?? {};
  const badges = [parameter.required ? 'required' : '', parameter.deprecated ? 'deprecated' : ''].filter(Boolean);
  const notes = constraints(schema, false);
  const head = [`- ${code(parameter.name)}`, code(themeTypeName(schema, names)), ...badges].join(' ');
  const lines = [
    `${head}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}${parameter.description ? `: ${inline(parameter.description)}` : ''}`,
  ];
  const rules = possibleValues(schema);
  if (rules) lines.push(`  ${rules}`);
  if (schema.default !== undefined) lines.push(`  Default value: ${code(exampleText(schema.default))}`);
  const example = parameterExample(parameter);
  if (example !== undefined) lines.push(`  Example: ${code(exampleText(example))}`);
  return lines;
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
export function constraints(schema: Schema, withValueRules = true): string[] {
  const notes: string[] = [];
  if (withValueRules) {
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
  }
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
      lines.push(...valueLines(variant, `${indent}  `));
      lines.push(...schemaFields(variant, context, level + 1, within));
    });
    return lines;
  }
  if (typesOf(resolved).includes('array') && resolved.items) {
    return schemaFields(resolved.items, context, level, within);
  }
  const required = new Set(resolved.required ?? []);
  for (const [property, value] of Object.entries(resolved.properties ?? {})) {
    lines.push(`${indent}- \`${property}\` ${describe(value, context, within, required.has(property))}`);
    lines.push(...valueLines(value, `${indent}  `));
    lines.push(...schemaFields(value, context, level + 1, within));
  }
  const extra = resolved.additionalProperties;
  if (extra && typeof extra === 'object') {
    // The page names such keys "property name*".
    // Named schemas go by their name there.
    const typeName = context.names.get(extra) ?? themeTypeName(extra, context.names);
    lines.push(
      `${indent}- Any other key, shown as \`property name*\` ${describe(extra, context, within, false, typeName)}`,
    );
    lines.push(...schemaFields(extra, context, level + 1, within));
  }
  return lines;
}

/**
 * "`type` required (notes): description" for one field, its type named as the API page names it; schemas already
 * listed, or recursive ones, point back.
 */
function describe(
  schema: Schema,
  context: SchemaContext,
  path: object[],
  required = false,
  typeName = themeTypeName(schema, context.names),
): string {
  const {names} = context;
  const resolved = merged(schema);
  const target = resolved.items && typesOf(resolved).includes('array') ? resolved.items : schema;
  const name = names.get(target);
  const notes = constraints(resolved, false);
  if (path.includes(target)) notes.push(`recursive, same shape as ${name ? `\`${name}\`` : 'its parent'}`);
  else if (name && context.expanded.has(target) && hasFields(target))
    notes.push(`fields of \`${name}\` as listed above`);
  else if (name && !typeName.includes(name)) notes.push(`\`${name}\``);
  const values = merged(target).additionalProperties;
  if (values && typeof values === 'object') notes.push(`values: ${typeLabel(values, names)}`);
  const badges = [
    required ? 'required' : '',
    resolved.deprecated ? 'deprecated' : '',
    resolved.nullable || typesOf(resolved).includes('null') ? 'nullable' : '',
  ].filter(Boolean);
  const head =
    [code(themeTypeName(schema, names)), ...badges].join(' ') + (notes.length > 0 ? ` (${notes.join('; ')})` : '');
  return resolved.description ? `${head}: ${inline(resolved.description)}` : head;
}

/**
 * A value's type as the API page's schema rows name it (the OpenAPI theme's naming): `string<uuid>`, `object[]`,
 * `UserRole` for a named scalar, `object` for objects and unions, `string | null` for a list of types.
 */
export function themeTypeName(schema: Schema, names: ReadonlyMap<object, string>): string {
  if (schema.items) {
    const inner = themeTypeName(schema.items, names);
    return Array.isArray(schema.items.type) && schema.items.type.length > 1 ? `(${inner})[]` : `${inner}[]`;
  }
  if (schema.enum && !schema.type) return 'string';
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const single = types.length === 1 ? types[0] : undefined;
  const union = types.length > 1 ? types.join(' | ') : undefined;
  if (schema.format) {
    if (single) return `${single}<${schema.format}>`;
    return union ? `(${union})<${schema.format}>` : schema.format;
  }
  if (schema.allOf) {
    const enumPart = schema.enum ?? schema.allOf.find((part) => part.enum)?.enum;
    if (enumPart) return single ?? schema.allOf.find((part) => part.type)?.type?.toString() ?? 'string';
    return 'object';
  }
  if (schema.oneOf || schema.anyOf) return 'object';
  if (single === 'object' || single === 'array') return single;
  if (union) return union;
  return schema.title ?? names.get(schema) ?? single ?? '';
}

/** The lines under a field that the page shows too: its allowed values and its example. */
function valueLines(schema: Schema, indent: string): string[] {
  const lines: string[] = [];
  const resolved = merged(schema);
  const values = possibleValues(schema);
  if (values) lines.push(`${indent}${values}`);
  if (resolved.const !== undefined) lines.push(`${indent}Constant value: ${code(exampleText(resolved.const))}`);
  if (resolved.default !== undefined) lines.push(`${indent}Default value: ${code(exampleText(resolved.default))}`);
  const example = schemaExample(schema);
  if (example !== undefined) lines.push(`${indent}Example: ${code(exampleText(example))}`);
  return lines;
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

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** A fenced code block whose fence is longer than any run of backticks inside. */
function fence(text: string, language: string): string[] {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return [`${marks}${language}`, text.replace(/\s+$/, ''), marks, ''];
}

/** An example value as the page shows it: JSON bodies indented by two spaces, other text as written. */
function fenced(value: unknown, contentType: string): string[] {
  if (typeof value === 'string' && !isJson(contentType)) return fence(value, '');
  return fence(JSON.stringify(value, null, 2), isJson(contentType) ? 'json' : '');
}

/** How the page prints a single example value after "Example:": objects as compact JSON, others as text. */
export function exampleText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function parameterExample(parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  return parameter.schema ? schemaExample(parameter.schema) : undefined;
}

/** The example a schema itself documents (`example`, else the first of `examples`). */
function schemaExample(schema: Schema): unknown {
  const resolved = merged(schema);
  if (resolved.example !== undefined) return resolved.example;
  return resolved.examples?.[0];
}

/**
 * The "Possible values:" line of the API page for a value (the OpenAPI theme's qualifier wording, so that a reader
 * of both sees the same rule): allowed values, length and range bounds, the pattern, item counts.
 */
export function possibleValues(schema: Schema): string | undefined {
  const resolved = merged(schema);
  if (resolved.items && resolved.minItems === undefined && resolved.maxItems === undefined) {
    return possibleValues(resolved.items);
  }
  const groups: string[] = [];
  const list = (values: unknown[]) => `[${values.map((value) => code(String(value))).join(', ')}]`;
  if (resolved.items?.enum) groups.push(list(resolved.items.enum));
  if (resolved.minLength || resolved.maxLength) {
    const min =
      resolved.minLength && resolved.minLength > 1
        ? `\`>= ${resolved.minLength} characters\``
        : resolved.minLength === 1
          ? '`non-empty`'
          : undefined;
    const max = resolved.maxLength ? `\`<= ${resolved.maxLength} characters\`` : undefined;
    groups.push([min, max].filter(Boolean).join(' and '));
  }
  const exclusiveMin = typeof resolved.exclusiveMinimum === 'number' ? resolved.exclusiveMinimum : undefined;
  const exclusiveMax = typeof resolved.exclusiveMaximum === 'number' ? resolved.exclusiveMaximum : undefined;
  if (resolved.minimum != null || resolved.maximum != null || exclusiveMin != null || exclusiveMax != null) {
    const min =
      exclusiveMin != null
        ? `\`> ${exclusiveMin}\``
        : resolved.minimum != null
          ? `\`${resolved.exclusiveMinimum === true ? '>' : '>='} ${resolved.minimum}\``
          : undefined;
    const max =
      exclusiveMax != null
        ? `\`< ${exclusiveMax}\``
        : resolved.maximum != null
          ? `\`${resolved.exclusiveMaximum === true ? '<' : '<='} ${resolved.maximum}\``
          : undefined;
    groups.push([min, max].filter(Boolean).join(' and '));
  }
  if (resolved.pattern) groups.push(`Value must match regular expression ${code(resolved.pattern)}`);
  if (resolved.enum) groups.push(list(resolved.enum));
  if (resolved.minItems) groups.push(`\`>= ${resolved.minItems}\``);
  if (resolved.maxItems) groups.push(`\`<= ${resolved.maxItems}\``);
  return groups.length > 0 ? `Possible values: ${groups.join(', ')}` : undefined;
}

interface NamedExample {
  name: string;
  summary?: string;
  value: unknown;
}

/** The examples a media type names, in the description's order (the page shows one tab per example). */
function namedExamples(media: MediaType): NamedExample[] {
  if (media.example !== undefined) return [{name: 'Example', value: media.example}];
  return Object.entries(media.examples ?? {})
    .filter(([, example]) => example.value !== undefined)
    .map(([name, example]) => ({name, summary: example.summary, value: example.value}));
}

function namedExampleLines(example: NamedExample, contentType: string): string[] {
  const summary = example.summary?.trim() || example.name;
  const title = /^example\b/i.test(summary) ? summary : `Example: ${summary}`;
  return [title.endsWith(':') ? title : `${title}:`, '', ...fenced(example.value, contentType)];
}

const {sampleResponseFromSchema} = nativeRequire(
  'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample',
) as {sampleResponseFromSchema: (schema: unknown) => unknown};

/** The example the page's "Example (auto)" tab builds from a response schema (the OpenAPI plugin's own builder). */
function autoExample(schema: Schema): unknown {
  try {
    return sampleResponseFromSchema(isCircular(schema, []) ? withoutCycles(schema, []) : schema);
  } catch {
    return undefined;
  }
}

/** Whether a schema contains itself (the plugin's example builder cannot walk those). */
const ACYCLIC = new WeakSet<object>();
function isCircular(schema: unknown, path: object[]): boolean {
  if (!schema || typeof schema !== 'object' || ACYCLIC.has(schema)) return false;
  if (path.includes(schema)) return true;
  const within = [...path, schema];
  if (Object.values(schema).some((child) => isCircular(child, within))) return true;
  ACYCLIC.add(schema);
  return false;
}

/** A copy of a schema whose recursion stops where it would repeat (as an empty schema), for the example builder. */
function withoutCycles(schema: unknown, path: object[]): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  if (path.includes(schema)) return {};
  const within = [...path, schema];
  if (Array.isArray(schema)) return (schema as unknown[]).map((item) => withoutCycles(item, within));
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withoutCycles(value, within)]));
}

/** A media type's examples as the page shows them: for responses the one built from the schema, then each named. */
function examplesSection(media: MediaType, contentType: string, response: boolean): string[] {
  const lines: string[] = [];
  const named = namedExamples(media);
  const auto = response && media.schema ? autoExample(media.schema) : undefined;
  const same = (value: unknown) => JSON.stringify(value) === JSON.stringify(auto);
  // The page shows it as a tab of its own; said once here when it is the same as a named example.
  const empty = typeof auto === 'object' && auto !== null && Object.keys(auto).length === 0;
  if (auto !== undefined && !empty && !named.some((example) => same(example.value))) {
    lines.push('Example (auto), built from the schema:', '', ...fenced(auto, contentType));
  }
  if (!response && named.length === 0 && media.schema) {
    const built = exampleOf(media);
    if (built !== undefined) lines.push('Example:', '', ...fenced(built, contentType));
  }
  for (const example of named) lines.push(...namedExampleLines(example, contentType));
  return lines;
}

/** The end of the API introduction's twin: its security schemes and contact, as the introduction page lists them. */
export function apiInfoMarkdown(api: Pick<ApiDescription, 'securitySchemes' | 'contact'>): string {
  const lines: string[] = [];
  const schemes = Object.entries(api.securitySchemes ?? {});
  if (schemes.length > 0) {
    lines.push('## Authentication', '');
    for (const [name, scheme] of schemes) {
      lines.push(`API Key: ${name}`, '');
      if (scheme.description) lines.push(inline(scheme.description), '');
      lines.push(`Security Scheme Type: ${scheme.type}`, '');
      if (scheme.in === 'header' && scheme.name) lines.push(`Header parameter name: ${scheme.name}`, '');
    }
  }
  const {contact} = api;
  if (contact && (contact.email || contact.url)) {
    lines.push('## Contact', '');
    if (contact.email) lines.push(`${contact.name ?? 'Email'}: ${contact.email}`, '');
    if (contact.url) lines.push(`URL: ${contact.url}`, '');
  }
  return lines.join('\n');
}
