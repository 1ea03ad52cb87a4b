import {inflate} from 'pako';
import type {Store} from 'redux';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStoreWithoutState, createStoreWithState} from '@theme/ApiItem/store';
import type {ApiServer} from '@site/plugins/api-reference/serverUrl';
import {tryItServer} from './TryIt/server';

/** The operation as the OpenAPI plugin stores it in a page's front matter (the fields read here). */
export interface ApiOperation {
  method: string;
  path: string;
  parameters?: {in: string; example?: unknown; examples?: Record<string, {value?: unknown}>; schema?: Schema}[];
  requestBody?: {content?: Record<string, unknown>};
  responses?: Record<string, {content?: Record<string, unknown>}>;
  servers?: ApiServer[];
  security?: unknown;
  securitySchemes?: unknown;
}

interface Schema {
  default?: unknown;
  example?: unknown;
}

type ApiParameter = NonNullable<ApiOperation['parameters']>[number];

/** The front matter holds the operation as base64 of zlib-deflated JSON, to keep the page's metadata small. */
export function decodeOperation(encoded: unknown): ApiOperation | undefined {
  if (typeof encoded !== 'string') return undefined;
  const bytes = Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0));
  return JSON.parse(inflate(bytes, {toText: true})) as ApiOperation;
}

/** What a form field starts with: the schema's default, else an example (the request samples show the same). */
function prefilled(parameter: ApiParameter): ApiParameter & {value?: unknown} {
  const value =
    parameter.schema?.default ??
    parameter.example ??
    parameter.schema?.example ??
    Object.values(parameter.examples ?? {})[0]?.value;
  return value === undefined ? parameter : {...parameter, value};
}

/**
 * The state the OpenAPI theme's components share: the request form, and the media type tabs of the page itself. On
 * the server (and while hydrating) it is empty, as in the theme; in the browser it holds the operation's defaults.
 */
export function createExplorerStore(operation: ApiOperation, options: unknown, isBrowser: boolean): Store {
  const persistence = createPersistenceMiddleware(options);
  if (!isBrowser) return createStoreWithoutState({}, [persistence]);

  const successTypes = Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const requestTypes = Object.keys(operation.requestBody?.content ?? {});
  const params: Record<'path' | 'query' | 'header' | 'cookie', unknown[]> = {
    path: [],
    query: [],
    header: [],
    cookie: [],
  };
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in in params) params[parameter.in as keyof typeof params].push(prefilled(parameter));
  }
  // Not the server a previous visit saved: the host switch decides, and the request builder follows it.
  const server = operation.servers?.length ? tryItServer(operation) : undefined;

  return createStoreWithState(
    {
      accept: {value: successTypes[0], options: successTypes},
      contentType: {value: requestTypes[0], options: requestTypes},
      server: {value: server, options: server ? [server] : []},
      response: {value: undefined},
      body: {type: 'empty'},
      params,
      auth: createAuth({security: operation.security, securitySchemes: operation.securitySchemes, options}),
      schemaSelection: {selections: {}},
      encodingSelection: {},
    },
    [persistence],
  );
}
