/**
 * The one reader of the API description (docs/reference/openapi.yaml): every consumer (the generator's copy and the
 * request samples, the downloads, the Markdown twins and llms-api.txt, the CSP's origins, check:content) takes its
 * model from here instead of parsing the YAML itself. The description is read, validated and dereferenced once per
 * Node process (memoised by file); a description that does not parse or is no OpenAPI 3.x document fails with a
 * message naming the file and what is wrong.
 *
 * Once per process rather than a serialised model cached across processes: loading takes a few hundred
 * milliseconds (see README.md in this folder), while the dereferenced model is a graph with cycles (recursive
 * schemas) that JSON cannot hold, so a cache would need its own serialiser and invalidation for less than a second.
 */
import {createHash} from 'node:crypto';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {nativeRequire} from '../llms/nativeRequire';
import {operationSlug} from './operationSlug';
import {readableOperationTitle} from './operationTitle';
import {API_SPEC_PATH} from '../../shared/api-reference/paths';

const {$RefParser} = nativeRequire(
  '@apidevtools/json-schema-ref-parser',
) as typeof import('@apidevtools/json-schema-ref-parser');

/** The description as written (after `$ref`s are resolved, where the model says so). */
export interface ApiSchema {
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  title?: string;
  description?: string;
  properties?: Record<string, ApiSchema>;
  required?: string[];
  items?: ApiSchema;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  [keyword: string]: unknown;
}

export interface ApiExample {
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface ApiMediaType {
  schema?: ApiSchema;
  example?: unknown;
  examples?: Record<string, ApiExample>;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: ApiSchema;
  example?: unknown;
  examples?: Record<string, ApiExample>;
}

export interface ApiRequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, ApiMediaType>;
}

export interface ApiResponse {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, ApiMediaType>;
}

export interface ApiServer {
  url: string;
  description?: string;
  variables?: Record<string, {default?: unknown; enum?: unknown[]; description?: string}>;
}

export interface ApiSecurityScheme {
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
}

/** One operation of the description, dereferenced, with what the site derives from it once. */
export interface ApiOperation {
  method: HttpMethod;
  path: string;
  operationId?: string;
  /** The last segment of the operation's page URL (operationSlug.ts). */
  slug: string;
  /** The page title as readers spell it (operationTitle.ts). */
  title: string;
  summary?: string;
  description?: string;
  /** The first tag: the resource the operation belongs to. */
  tag?: string;
  tags: string[];
  deprecated: boolean;
  /** Path-level parameters first, then the operation's own (which override one of the same name and place). */
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: Record<string, ApiResponse>;
  /** The operation's servers, else its path's, else the description's. */
  servers: ApiServer[];
  security: Record<string, string[]>[];
}

/** What `info`, `tags`, `paths` and `components` hold, as the YAML says them (`$ref`s kept). */
export interface ApiDocument {
  openapi: string;
  info: {title: string; version: string; description?: string; [key: string]: unknown};
  servers?: ApiServer[];
  tags?: {name: string; description?: string; [key: string]: unknown}[];
  paths: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, ApiSchema>;
    examples?: Record<string, ApiExample>;
    securitySchemes?: Record<string, ApiSecurityScheme>;
    [key: string]: unknown;
  };
  security?: Record<string, string[]>[];
  [key: string]: unknown;
}

export interface ApiModel {
  /** Absolute path of the description. */
  file: string;
  /** The YAML as written, byte for byte (served at /openapi.yaml). */
  source: string;
  /** sha256 of `source`, hex. */
  hash: string;
  /**
   * The parsed YAML with its `$ref`s (served at /openapi.json, and the OpenAPI plugin's generator input). Shared by
   * every consumer of the process: clone it (structuredClone) before changing it.
   */
  document: Readonly<ApiDocument>;
  /** The same document with every `$ref` resolved; recursive schemas are shared, circular objects. Read only. */
  dereferenced: Readonly<ApiDocument>;
  servers: ApiServer[];
  securitySchemes: Record<string, ApiSecurityScheme>;
  operations: ApiOperation[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The site's description, from the site's root folder. */
export const DEFAULT_API_SPEC = path.resolve(__dirname, '../..', API_SPEC_PATH);

export class InvalidApiDescriptionError extends Error {
  constructor(file: string, problem: string) {
    super(`${path.relative(process.cwd(), file) || file} is no OpenAPI description the site can use: ${problem}`);
    this.name = 'InvalidApiDescriptionError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checks that every consumer relies on; the full schema check is `npm run lint:api` (Redocly). */
function validate(file: string, document: unknown): asserts document is ApiDocument {
  const fail = (problem: string): never => {
    throw new InvalidApiDescriptionError(file, problem);
  };
  if (!isObject(document)) return fail('it is not a YAML mapping.');
  if (typeof document.openapi !== 'string' || !/^3\.[01]\./.test(document.openapi)) {
    fail(`its "openapi" field is ${JSON.stringify(document.openapi)}, not a 3.0 or 3.1 version.`);
  }
  if (!isObject(document.info) || typeof document.info.title !== 'string') fail('it has no info.title.');
  if (!isObject(document.paths)) return fail('it has no "paths" mapping.');
  for (const [route, item] of Object.entries(document.paths)) {
    if (!route.startsWith('/')) fail(`the path "${route}" does not start with a slash.`);
    if (!isObject(item)) fail(`the path "${route}" is no mapping.`);
  }
  if (document.servers !== undefined) {
    if (!Array.isArray(document.servers)) fail('"servers" is no list.');
    for (const server of document.servers as unknown[]) {
      if (!isObject(server) || typeof server.url !== 'string') fail('a server has no url.');
    }
  }
}

/** Every `$ref` left after dereferencing points outside the file (not followed: no network or file reads). */
function unresolvedRef(value: unknown, seen = new Set<object>()): string | undefined {
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  seen.add(value);
  if (!Array.isArray(value) && typeof (value as {$ref?: unknown}).$ref === 'string') {
    return (value as {$ref: string}).$ref;
  }
  for (const child of Object.values(value)) {
    const found = unresolvedRef(child, seen);
    if (found) return found;
  }
  return undefined;
}

function operationsOf(document: ApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    const shared = (item.parameters ?? []) as ApiParameter[];
    for (const method of HTTP_METHODS) {
      const operation = item[method] as
        | (Omit<ApiOperation, 'method' | 'path' | 'slug' | 'title' | 'tag' | 'servers'> & {
            servers?: ApiServer[];
            parameters?: ApiParameter[];
            tags?: string[];
            deprecated?: boolean;
            security?: Record<string, string[]>[];
            responses?: Record<string, ApiResponse>;
          })
        | undefined;
      if (!operation) continue;
      const own = operation.parameters ?? [];
      const parameters = [
        ...shared.filter((parameter) => !own.some((o) => o.name === parameter.name && o.in === parameter.in)),
        ...own,
      ];
      const name = operation.summary ?? operation.operationId ?? `${method} ${route}`;
      operations.push({
        ...operation,
        method,
        path: route,
        slug: operationSlug(name),
        title: readableOperationTitle(name),
        tags: operation.tags ?? [],
        tag: operation.tags?.[0],
        deprecated: operation.deprecated ?? false,
        parameters,
        responses: operation.responses ?? {},
        servers: operation.servers ?? (item.servers as ApiServer[] | undefined) ?? document.servers ?? [],
        security: operation.security ?? document.security ?? [],
      });
    }
  }
  return operations;
}

let reads = 0;

/** Reads, validates and dereferences a description, every time (use loadApiModel). */
export async function readApiModel(file: string): Promise<ApiModel> {
  reads++;
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InvalidApiDescriptionError(file, `it cannot be read (${(error as Error).message}).`);
  }
  let document: unknown;
  try {
    document = YAML.parse(source);
  } catch (error) {
    throw new InvalidApiDescriptionError(file, `its YAML does not parse: ${(error as Error).message}`);
  }
  validate(file, document);
  let dereferenced: ApiDocument;
  try {
    dereferenced = (await $RefParser.dereference(structuredClone(document), {
      resolve: {external: false},
      dereference: {circular: true},
    })) as ApiDocument;
  } catch (error) {
    throw new InvalidApiDescriptionError(file, `a $ref does not resolve: ${(error as Error).message}`);
  }
  const external = unresolvedRef(dereferenced);
  if (external) throw new InvalidApiDescriptionError(file, `the $ref "${external}" points outside the file.`);
  return {
    file,
    source,
    hash: createHash('sha256').update(source).digest('hex'),
    document,
    dereferenced,
    servers: dereferenced.servers ?? [],
    securitySchemes: dereferenced.components?.securitySchemes ?? {},
    operations: operationsOf(dereferenced),
  };
}

const loaded = new Map<string, {stamp: string; model: Promise<ApiModel>}>();

function stampOf(file: string): string {
  try {
    const {mtimeMs, size} = statSync(file);
    return `${mtimeMs}:${size}`;
  } catch {
    return 'missing';
  }
}

/**
 * The model of a description (the site's by default), read once per process and file; read again only when the
 * file changed since (`npm start` keeps one process while the description is edited).
 */
export function loadApiModel(file: string = DEFAULT_API_SPEC): Promise<ApiModel> {
  const key = path.resolve(file);
  const stamp = stampOf(key);
  const known = loaded.get(key);
  if (known?.stamp === stamp) return known.model;
  const model = readApiModel(key);
  // A failed read is not remembered: the next call (after the file is fixed) reads again.
  model.catch(() => loaded.delete(key));
  loaded.set(key, {stamp, model});
  return model;
}

/** How many times this process has read a description (each consumer's load after the first reuses the model). */
export function apiModelReads(): number {
  return reads;
}
