/**
 * HTTP/1.1 over a bare socket, for what fetch will not send: request targets as written (`//`, `/%`), and bodies that
 * arrive slowly or never end.
 */
import {connect, type Socket} from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  elapsedMs: number;
}

function dechunk(body: string): string {
  let decoded = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return decoded + rest;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) return decoded;
    decoded += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

function parse(raw: string, elapsedMs: number): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = headEnd === -1 ? raw : raw.slice(0, headEnd);
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = headEnd === -1 ? '' : raw.slice(headEnd + 4);
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body,
    elapsedMs,
  };
}

export interface RawExchange {
  socket: Socket;
  /** Sends more bytes of the request. */
  send(text: string): void;
  /** Settles when the server closes the connection (or the socket fails), with what it answered. */
  response: Promise<RawResponse>;
}

/** Opens a connection and sends `start`, the beginning of a request; the caller sends the rest, or never does. */
export function openRaw(baseUrl: string, start: string): Promise<RawExchange> {
  const {hostname, port} = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let raw = '';
    const response = new Promise<RawResponse>((settle) => {
      socket.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      socket.on('close', () => settle(parse(raw, Date.now() - started)));
      socket.on('error', () => undefined);
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(start);
      resolve({socket, send: (text) => socket.write(text), response});
    });
  });
}

/** One complete request with `Connection: close`, the target written exactly as given. */
export async function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  options: {headers?: Record<string, string>; body?: string} = {},
): Promise<RawResponse> {
  const body = options.body ?? '';
  const headers = {
    Host: new URL(baseUrl).host,
    Connection: 'close',
    'Content-Length': String(Buffer.byteLength(body)),
    ...options.headers,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const exchange = await openRaw(baseUrl, `${method} ${target} HTTP/1.1\r\n${head}\r\n${body}`);
  return exchange.response;
}

/** The head of a JSON POST whose body (of `bodyLength` bytes) the caller sends later, as slowly as it likes. */
export function postHead(
  baseUrl: string,
  path: string,
  bodyLength: number,
  headers: Record<string, string> = {},
): string {
  const lines = {
    Host: new URL(baseUrl).host,
    Connection: 'close',
    'Content-Type': 'application/json',
    'Content-Length': String(bodyLength),
    ...headers,
  };
  return `POST ${path} HTTP/1.1\r\n${Object.entries(lines)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
}
