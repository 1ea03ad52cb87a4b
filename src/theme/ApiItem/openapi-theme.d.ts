/**
 * The parts of docusaurus-theme-openapi-docs that src/theme/ApiItem and src/theme/ApiExplorer compose. The theme
 * declares no types for its component modules; these say what this site relies on.
 */
declare module '@theme/ApiItem/Layout' {
  import type {ReactNode} from 'react';

  export default function ApiItemLayout(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/ApiItem/store' {
  import type {Middleware} from '@reduxjs/toolkit';
  import type {Store} from 'redux';

  export function createStoreWithState(state: object, middlewares: Middleware[]): Store;
  export function createStoreWithoutState(state: object, middlewares: Middleware[]): Store;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  import type {Middleware} from '@reduxjs/toolkit';

  export function createPersistenceMiddleware(options: unknown): Middleware;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  import type {UnknownAction} from 'redux';

  export interface AuthScheme {
    key: string;
    type: string;
    in?: string;
    name?: string;
  }

  export interface AuthState {
    data: Record<string, Record<string, string | undefined>>;
    options: Record<string, AuthScheme[]>;
    selected?: string;
  }

  export function createAuth(input: {security?: unknown; securitySchemes?: unknown; options?: unknown}): AuthState;
  export function setAuthData(payload: {scheme: string; key: string; value: string | undefined}): UnknownAction;
}

declare module '@theme/ApiExplorer/Server/slice' {
  import type {UnknownAction} from 'redux';
  import type {ApiServer} from '@site/shared/api-reference/serverUrl';

  export interface ServerState {
    value?: ApiServer;
    options: ApiServer[];
  }

  /** Payload: JSON of `{key, value}`; sets the chosen server's variable `key` to `value`. */
  export function setServerVariable(payload: string): UnknownAction;
}

declare module '@theme/SchemaExpansion' {
  import type {ReactNode} from 'react';

  export function SchemaExpansionProvider(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/ApiExplorer/SecuritySchemes' {
  import type {ReactNode} from 'react';

  export default function SecuritySchemes(props: {infoPath?: string}): ReactNode;
}

declare module '@theme/ApiExplorer' {
  import type {ReactNode} from 'react';
  import type {ApiOperation} from '@site/src/theme/ApiItem/explorerStore';

  export default function ApiExplorer(props: {item: ApiOperation; infoPath?: string}): ReactNode;
}

declare module '@theme/ApiExplorer/FormItem' {
  import type {ReactNode} from 'react';

  export default function FormItem(props: {children: ReactNode; className?: string}): ReactNode;
}

declare module '@theme/ApiExplorer/FormTextInput' {
  import type {ChangeEvent, ReactNode} from 'react';

  export default function FormTextInput(props: {
    label?: string;
    placeholder?: string;
    password?: boolean;
    value?: string;
    onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  }): ReactNode;
}

declare module '@theme/ApiItem/hooks' {
  import type {UnknownAction} from 'redux';

  export function useTypedSelector<Selected>(selector: (state: never) => Selected): Selected;
  export function useTypedDispatch(): (action: UnknownAction) => void;
}

declare module '@theme-original/ApiExplorer/MethodEndpoint' {
  import type {ReactNode} from 'react';

  export default function MethodEndpoint(props: {method: string; path: string; context?: string}): ReactNode;
}

declare module '@theme/ApiExplorer/Accept' {
  import type {ReactNode} from 'react';

  export default function Accept(): ReactNode;
}

declare module '@theme/ApiExplorer/Authorization' {
  import type {ReactNode} from 'react';

  export default function Authorization(): ReactNode;
}

declare module '@theme/ApiExplorer/ContentType' {
  import type {ReactNode} from 'react';

  export default function ContentType(): ReactNode;
}

declare module '@theme/ApiExplorer/ParamOptions' {
  import type {ReactNode} from 'react';

  export default function ParamOptions(): ReactNode;
}

declare module '@theme/ApiExplorer/Server' {
  import type {ReactNode} from 'react';

  export default function Server(): ReactNode;
}

declare module '@theme/ApiExplorer/Body' {
  import type {ReactNode} from 'react';

  export default function Body(props: {
    jsonRequestBodyExample?: unknown;
    requestBodyMetadata?: unknown;
    required?: boolean;
  }): ReactNode;
}

declare module '@theme/ApiExplorer/EncodingSelection/useResolvedEncoding' {
  export type ResolvedEncoding = Record<string, {contentType?: string}> | undefined;
  export function useResolvedEncoding(requestBody: unknown): ResolvedEncoding;
}

declare module '@theme/ApiExplorer/buildPostmanRequest' {
  import type {Request} from 'postman-collection';
  import type {AuthState} from '@theme/ApiExplorer/Authorization/slice';

  export default function buildPostmanRequest(
    postman: Request,
    options: {
      server?: unknown;
      queryParams: unknown[];
      pathParams: unknown[];
      cookieParams: unknown[];
      headerParams: unknown[];
      contentType: string;
      accept: string;
      body: unknown;
      auth: AuthState;
      encoding?: Record<string, {contentType?: string}>;
    },
  ): Request;
}

declare module '@theme/ApiExplorer/Request/makeRequest' {
  import type {Request} from 'postman-collection';

  /** Sends with fetch; throws a RequestError whose `type` is 'timeout', 'network', 'cors', 'abort' or 'unknown'. */
  export default function makeRequest(
    request: Request,
    proxy: string | undefined,
    body: unknown,
    timeout?: number,
    credentials?: RequestCredentials,
    encoding?: Record<string, {contentType?: string}>,
  ): Promise<Response>;
}
