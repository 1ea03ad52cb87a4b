/**
 * The host that code samples are written with: the origin of the first server in docs/reference/openapi.yaml
 * (`https://cloud.tessera.example/api`). Pages always name it; the reader's choice replaces it when shown.
 */
export const CLOUD_ORIGIN = 'https://cloud.tessera.example';

/** What a self-hosted reader starts with: the address of a local install (see /self-host/quick-start). */
export const DEFAULT_SELF_HOSTED_ORIGIN = 'http://localhost';

// The Cloud origin as a whole name: `https://cloud.tessera.example.org` or `…example-eu` is another host.
const CLOUD_ORIGIN_PATTERN = new RegExp(`${CLOUD_ORIGIN.replace(/[.]/g, '\\.')}(?![\\w-]|\\.[\\w-]|:\\d)`, 'g');

/** Whether a text (a code sample) names the Cloud host, i.e. changes with the reader's choice. */
export function mentionsCloudHost(text: string): boolean {
  CLOUD_ORIGIN_PATTERN.lastIndex = 0;
  return CLOUD_ORIGIN_PATTERN.test(text);
}

/** The text cut around each whole mention of the Cloud host, the mentions at odd indexes (for build-time markers). */
export function splitAtCloudHost(text: string): string[] {
  return text.split(new RegExp(`(${CLOUD_ORIGIN_PATTERN.source})`));
}

/** The text with every mention of the Cloud host replaced by `origin`; text that names no host is returned as is. */
export function rewriteHost(text: string, origin: string): string {
  if (origin === CLOUD_ORIGIN) return text;
  return text.replace(CLOUD_ORIGIN_PATTERN, () => origin);
}

export type HostValidation = {valid: true; origin: string} | {valid: false; message: string};

/**
 * Reads the address a self-hosted reader typed. Only an origin is accepted (http or https, a host, an optional
 * port): a path, query, user name or backslash would end up inside every sample, where `…/api` is appended to it.
 */
export function parseSelfHostedOrigin(input: string): HostValidation {
  const typed = input.trim();
  if (typed === '')
    return {valid: false, message: 'Enter the address of your Tessera instance, e.g. http://localhost.'};
  if (!/^https?:\/\//i.test(typed)) {
    return {valid: false, message: 'Start the address with http:// or https://, e.g. https://tessera.example.com.'};
  }
  // URL() would quietly turn `\` into `/` and drop tabs and newlines; such input is a typo or a trick, not a host.
  if (/[\s\\]/.test(typed) || [...typed].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')) {
    return {valid: false, message: 'The address cannot contain spaces, backslashes or control characters.'};
  }
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return {valid: false, message: 'This is not a valid address. Use the form https://tessera.example.com.'};
  }
  if (url.username !== '' || url.password !== '' || typed.slice(url.protocol.length).includes('@')) {
    return {
      valid: false,
      message: 'Leave out user names and passwords: samples read the API key from TESSERA_API_KEY.',
    };
  }
  // Checked on the text as typed: URL() resolves `/./` and `/..` to `/`, which would hide them.
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(typed)) {
    return {
      valid: false,
      message: 'Enter only the address, without a path such as /api: the samples add the path themselves.',
    };
  }
  if (url.hostname === '') return {valid: false, message: 'The address needs a host name.'};
  return {valid: true, origin: url.origin};
}
