import type {Store} from 'redux';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStoreWithState} from '@theme/ApiItem/store';
import type {ApiServer} from '@site/shared/api-reference/serverUrl';
import {tryItServer} from './TryIt/server';

/** The operation as the OpenAPI plugin describes it (the fields read here); `npm run gen:api` writes it beside each page. */
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

/** What a form field starts with: the schema's default, else an example (the request samples show the same). */
function prefilled(parameter: ApiParameter): ApiParameter & {value?: unknown} {
  const value =
    parameter.schema?.default ??
    parameter.example ??
    parameter.schema?.example ??
    Object.values(parameter.examples ?? {})[0]?.value;
  return value === undefined ? parameter : {...parameter, value};
}

/** The state the request builder's components share, holding the operation's defaults (created on "Try it"). */
export function createExplorerStore(operation: ApiOperation, options: unknown): Store {
  const persistence = createPersistenceMiddleware(options);

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
