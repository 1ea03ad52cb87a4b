import {defaultServerUrl, type ApiServer} from '@site/shared/api-reference/serverUrl';
import {CLOUD_ORIGIN, rewriteHost} from '@site/shared/apiHost';

/** The variable of the request builder's server that holds the origin chosen with the Cloud / Self-hosted switch. */
export const ORIGIN_VARIABLE = 'origin';

/**
 * The one server "Try it" sends to: the URL the built request samples show, with the Cloud origin turned into a
 * variable that follows the switch. Derived the way the samples are (their first server, then `rewriteHost`), so the
 * builder and the samples always agree, base path included. The description's other servers are not offered: the
 * switch is the one place a reader picks a host.
 */
export function tryItServer(
  operation: {method: string; path: string; servers?: readonly ApiServer[]},
  origin: string = CLOUD_ORIGIN,
): ApiServer {
  return {
    url: rewriteHost(defaultServerUrl(operation), `{${ORIGIN_VARIABLE}}`),
    variables: {[ORIGIN_VARIABLE]: {default: origin}},
  };
}
