import {Request} from 'postman-collection';
// The theme's own placeholder ("<Authorization>") leaves out the `ApiKey` scheme: a copied sample would be refused.
import {API_KEY_PLACEHOLDER} from '../../shared/api-reference/apiKey';
import {defaultServerUrl, type ApiServer} from '../../shared/api-reference/serverUrl';

/** What the OpenAPI plugin stores about one operation in its page's `api` front matter (the fields used here). */
export interface ApiOperationItem {
  method: string;
  path: string;
  parameters?: ApiParameter[];
  requestBody?: {
    content?: Record<string, {schema?: ApiSchema; example?: unknown; examples?: Record<string, {value?: unknown}>}>;
  };
  responses?: Record<string, {content?: Record<string, unknown>}>;
  servers?: ApiServer[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, {type: string; in?: string; name?: string; scheme?: string}>;
  jsonRequestBodyExample?: unknown;
  /** The plugin's Postman request: method, path with `:variables`, body mode. */
  postman?: object;
}

interface ApiSchema {
  type?: string;
  format?: string;
  /** OpenAPI 3.1 marks a file part by its media type (3.0 by `format: binary`). */
  contentMediaType?: string;
  default?: unknown;
  example?: unknown;
  required?: string[];
  properties?: Record<string, ApiSchema>;
}

interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: ApiSchema;
}

/** A file a multipart sample uploads: a path the reader replaces. */
const FILE_PLACEHOLDER = '/path/to/file';

/** The value a parameter is shown with: its default, else its example (the request builder prefills the same). */
function sampleValue(parameter: ApiParameter): string | undefined {
  const namedExample = Object.values(parameter.examples ?? {})[0]?.value;
  const value = parameter.schema?.default ?? parameter.example ?? parameter.schema?.example ?? namedExample;
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isSuccess(status: string): boolean {
  return /^2\d\d$/.test(status);
}

function multipartFields(schema: ApiSchema | undefined): {key: string; type: 'file' | 'text'; value?: string}[] {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {})
    .filter(([name, property]) => required.has(name) || property.example !== undefined)
    .map(([name, property]) =>
      property.format === 'binary' || property.contentMediaType !== undefined
        ? {key: name, type: 'file' as const}
        : {key: name, type: 'text' as const, value: String(property.example ?? property.default ?? `<${name}>`)},
    );
}

/**
 * The body the description documents for a JSON request: the media type's `example`, else its first named example
 * (the realistic one, written by hand; the Markdown twin and llms-api.txt show the same one). Undefined when the
 * operation documents none, or takes no JSON body.
 */
export function documentedRequestExample(item: ApiOperationItem): unknown {
  const json = Object.entries(item.requestBody?.content ?? {}).find(([type]) => type.includes('json'))?.[1];
  if (!json) return undefined;
  return json.example ?? Object.values(json.examples ?? {})[0]?.value;
}

/**
 * The request every reader's sample shows, as the request builder would send it before anything is typed: the first
 * server, parameters at their defaults or examples, the first request and response media types, the example body,
 * and a placeholder API key.
 */
export function sampleRequest(item: ApiOperationItem): Request {
  if (!item.postman) throw new Error(`${item.method.toUpperCase()} ${item.path} has no request to show.`);
  const request = new Request(item.postman as Request.definition);
  // The host below carries the scheme; a protocol of its own would print it twice.
  (request.url as {protocol?: string}).protocol = undefined;
  request.url.host = [defaultServerUrl(item)];

  const parameters = item.parameters ?? [];
  const valued = (place: ApiParameter['in']) =>
    parameters
      .filter((parameter) => parameter.in === place)
      .map((parameter) => ({key: parameter.name, value: sampleValue(parameter)}))
      .filter((parameter): parameter is {key: string; value: string} => parameter.value !== undefined);
  request.url.variables.assimilate(valued('path'), false);
  request.url.query.clear();
  for (const query of valued('query')) request.url.addQueryParams([query]);

  const requestTypes = Object.keys(item.requestBody?.content ?? {});
  const responseTypes = Object.entries(item.responses ?? {})
    .filter(([status]) => isSuccess(status))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  request.headers.clear();
  // A multipart body's Content-Type carries its boundary, which only the client that writes the body knows: a
  // sample that sets the header itself (Python's requests) sends a body the server cannot split.
  if (requestTypes[0] && requestTypes[0] !== 'multipart/form-data') {
    request.addHeader({key: 'Content-Type', value: requestTypes[0]});
  }
  if (responseTypes[0]) request.addHeader({key: 'Accept', value: responseTypes[0]});
  for (const header of valued('header')) request.addHeader(header);
  const cookies = valued('cookie');
  if (cookies.length > 0) {
    request.addHeader({key: 'Cookie', value: cookies.map(({key, value}) => `${key}=${value}`).join('; ')});
  }
  for (const schemeName of Object.keys(item.security?.[0] ?? {})) {
    const scheme = item.securitySchemes?.[schemeName];
    if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
      request.addHeader({key: scheme.name, value: API_KEY_PLACEHOLDER});
    } else if (scheme?.type === 'http' && scheme.scheme === 'bearer') {
      request.addHeader({key: 'Authorization', value: 'Bearer <TOKEN>'});
    }
  }

  const firstType = requestTypes[0];
  if (firstType === 'multipart/form-data') {
    const fields = multipartFields(item.requestBody?.content?.[firstType]?.schema);
    request.body?.update({
      mode: 'formdata',
      formdata: fields.map((field) =>
        field.type === 'file' ? {key: field.key, type: 'file', src: FILE_PLACEHOLDER} : field,
      ),
    });
  } else if (
    firstType?.includes('json') &&
    (documentedRequestExample(item) ?? item.jsonRequestBodyExample) !== undefined
  ) {
    request.body?.update({
      mode: 'raw',
      raw: JSON.stringify(documentedRequestExample(item) ?? item.jsonRequestBodyExample, null, 2),
      options: {raw: {language: 'json'}},
    });
  } else {
    request.body = undefined;
  }
  return request;
}
