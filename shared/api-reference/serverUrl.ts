/**
 * The API server a request sample is written for. Kept free of imports because the browser uses it too: the
 * request builder ("Try it") sends to the same base URL the built samples show (src/theme/ApiItem/TryIt/server.ts).
 */
export interface ApiServer {
  url: string;
  variables?: Record<string, {default: string}>;
}

/** A server URL with its `{variables}` at their defaults and no trailing slash. */
export function resolveServerUrl(server: ApiServer): string {
  const url = Object.entries(server.variables ?? {}).reduce(
    (result, [name, variable]) => result.replace(`{${name}}`, variable.default),
    server.url,
  );
  return url.replace(/\/+$/, '');
}

/** The server URL samples use: the description's first server (Tessera Cloud), its variables at their defaults. */
export function defaultServerUrl(item: {method: string; path: string; servers?: readonly ApiServer[]}): string {
  const server = item.servers?.[0];
  if (!server) throw new Error(`${item.method.toUpperCase()} ${item.path} names no server.`);
  return resolveServerUrl(server);
}
