/**
 * What "Try it" tells a reader when a request got no HTTP answer. A browser reports every such failure the same way
 * (a TypeError, on purpose: pages may not probe networks), so the cause is narrowed down from what the page can see:
 * a security-policy report, the page's and the target's schemes, and whether the host answers a request that CORS
 * cannot refuse (see probeReachable).
 */

export interface FailureFacts {
  /** Where the request went (absolute URL). */
  url: string;
  /** The page's own origin, e.g. https://docs.tessera.example. */
  pageOrigin: string;
  /** The request did not finish in time. */
  timedOut: boolean;
  /** The timeout, in milliseconds. */
  timeoutMs: number;
  /** The page's Content-Security-Policy refused the request (a securitypolicyviolation event named it). */
  blockedByPolicy: boolean;
  /** The host answered a request that CORS cannot refuse: it is reachable, so CORS refused the real one. */
  reachable: boolean;
  /** The URL could not be parsed or is no http(s) URL. */
  invalidUrl?: boolean;
}

export type FailureKind = 'invalid-url' | 'policy' | 'mixed-content' | 'timeout' | 'cors' | 'unreachable';

export interface FailureReport {
  kind: FailureKind;
  /** What happened, one sentence. */
  title: string;
  /** What to do about it. */
  advice: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const ADDRESS_ADVICE = 'Check the address under “Code samples for”, or run the cURL sample from a terminal.';

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Would a browser refuse this as mixed content: an HTTPS page calling plain HTTP on another machine? */
export function isMixedContent(url: string, pageOrigin: string): boolean {
  try {
    const target = new URL(url);
    return new URL(pageOrigin).protocol === 'https:' && target.protocol === 'http:' && !LOOPBACK.has(target.hostname);
  } catch {
    return false;
  }
}

/** The explanation of a request that got no HTTP answer, most specific cause first. */
export function explainFailure(facts: FailureFacts): FailureReport {
  const origin = originOf(facts.url);
  if (facts.invalidUrl || !origin) {
    return {
      kind: 'invalid-url',
      title: `“${facts.url}” is not an http:// or https:// address, so nothing was sent.`,
      advice: ADDRESS_ADVICE,
    };
  }
  if (facts.blockedByPolicy) {
    return {
      kind: 'policy',
      title: `This page may not call ${origin}: it was opened from another page of the site, whose security policy allows no other host.`,
      advice: 'Reload the page, then send again.',
    };
  }
  if (isMixedContent(facts.url, facts.pageOrigin)) {
    return {
      kind: 'mixed-content',
      title: `The browser does not let an HTTPS page call plain HTTP (${origin}), so nothing was sent.`,
      advice: `Use your host’s https:// address under “Code samples for”, or run the cURL sample from a terminal.`,
    };
  }
  if (facts.timedOut) {
    return {
      kind: 'timeout',
      title: `${origin} did not answer within ${Math.round(facts.timeoutMs / 1000)} seconds.`,
      advice: 'Check that the host is up, or run the cURL sample to see how long it takes.',
    };
  }
  if (facts.reachable) {
    return {
      kind: 'cors',
      title: `${origin} answered, but does not allow requests from this page (${facts.pageOrigin}): its CORS settings refused it.`,
      advice: `Allow ${facts.pageOrigin} in your Tessera host’s CORS settings, or run the cURL sample, to which CORS does not apply.`,
    };
  }
  return {
    kind: 'unreachable',
    title: `Could not reach ${origin}: its name does not resolve, nothing answers there, or its TLS certificate is not trusted by this browser.`,
    advice: ADDRESS_ADVICE,
  };
}

/**
 * Whether the host of `url` answers at all: a `no-cors` request, which CORS never refuses (its answer is opaque, and
 * only whether one came matters). It fails only when the network does: no such name, no listener, a TLS error.
 */
export async function probeReachable(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = 5000): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchImpl(url, {mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal});
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const STATUS_ADVICE: Record<number, string> = {
  400: 'The API refused the request as written: the body below says which field.',
  401: 'The API did not accept the key: check the Authorization header above (“ApiKey ” and your key).',
  403: 'The key is valid but may not do this: check its project and role.',
  404: 'Nothing at this path: check the path parameters, and that the address is your Tessera host.',
  409: 'The request conflicts with the current state: the body below says how.',
  422: 'The API understood the request but refused its values: the body below says which.',
  429: 'Too many requests: wait for the time the Retry-After header names, then send again.',
};

/** One line on what an HTTP error status means for the reader, or undefined for a success. */
export function adviceForStatus(status: number): string | undefined {
  if (status < 400) return undefined;
  if (STATUS_ADVICE[status]) return STATUS_ADVICE[status];
  if (status >= 500) return 'The server failed to handle the request: try again later, or check its logs.';
  return 'The API refused the request: the body below says why.';
}
