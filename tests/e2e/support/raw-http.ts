import {connect, createServer} from 'node:net';

export interface RawResponse {
  status: number;
  /** Lower-case names; a name sent twice keeps both values, so duplicates show. */
  headers: Map<string, string[]>;
  body: string;
}

/**
 * Sends one request with the target written byte for byte (fetch and node:http would normalise or refuse paths such
 * as "/\evil.com"), and reads the whole response. For non-streaming responses only: it reads until the server closes.
 */
export function rawRequest(
  origin: string,
  target: string,
  {method = 'GET', headers = {}, body = ''}: {method?: string; headers?: Record<string, string>; body?: string} = {},
): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // write, not end: nginx takes a half-closed connection for a client that left, and drops a proxied request.
    const socket = connect(Number(port), hostname, () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`));
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no complete answer to ${method} ${target}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, end === -1 ? text.length : end).split('\r\n');
      const headerMap = new Map<string, string[]>();
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        headerMap.set(name, [...(headerMap.get(name) ?? []), line.slice(colon + 1).trim()]);
      }
      const body = end === -1 ? '' : text.slice(end + 4);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers: headerMap,
        body: headerMap.get('transfer-encoding')?.includes('chunked') ? dechunk(body) : body,
      });
    });
  });
}

/** The payload of a chunked body (proxied responses of unknown length come this way). */
function dechunk(body: string): string {
  let payload = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd === -1 || !Number.isFinite(size) || size === 0) return payload;
    payload += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
