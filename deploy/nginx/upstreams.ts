/** Where nginx finds the service behind /service/: the addresses of TESSERA_SERVICE_UPSTREAM, checked. */

/** The path deploy/nginx.conf forwards to the service (`location ^~ /service/`), whatever the site's base URL. */
export const SERVICE_LOCATION = '/service/';
export const DEFAULT_SERVICE_UPSTREAM = '127.0.0.1:8787';

// host:port with a DNS name, an IPv4 address or a bracketed IPv6 address; or a Unix socket.
const UPSTREAM_ADDRESS =
  /^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\]):(\d{1,5})|unix:\/[\w./-]+)$/;

/**
 * The service replicas from TESSERA_SERVICE_UPSTREAM: comma-separated `host:port` (or `unix:/path`) entries, as
 * nginx's `server` directive takes them. Throws with the offending entry, so a typo stops gen:nginx rather than nginx.
 */
export function parseServiceUpstreams(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 0 ? [DEFAULT_SERVICE_UPSTREAM] : [...new Set(entries.map(requireUpstreamAddress))];
}

/** The entry itself if nginx's `server` directive takes it, else an error that names it. */
export function requireUpstreamAddress(entry: string): string {
  const match = UPSTREAM_ADDRESS.exec(entry);
  const port = match?.[1];
  if (!match || (port !== undefined && (Number(port) < 1 || Number(port) > 65535))) {
    throw new Error(
      `TESSERA_SERVICE_UPSTREAM: "${entry}" is not an address like 127.0.0.1:8787, service.internal:8787, ` +
        '[::1]:8787 or unix:/run/tessera-docs.sock (no scheme, no path; separate replicas with commas).',
    );
  }
  return entry;
}
