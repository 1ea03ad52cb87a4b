/** Reading a request safely: its path as sent, and a JSON body within a size and a time limit. */
import type {IncomingMessage} from 'node:http';
import {seconds} from './answer';
import type {AskErrorCode} from '../../shared/askAiProtocol';

/** An error answered as such: status, code and a message for the reader. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: AskErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * The path of a request target, compared as sent: no URL parsing, which reads `//host/x` as a host and throws on
 * some targets. Undefined for targets that are not a path (`*`, absolute URLs).
 */
export function pathOf(target: string | undefined): string | undefined {
  if (!target?.startsWith('/')) return undefined;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** Reads the whole body, within `maxBytes` and `timeoutMs`: a client that trickles it in gets 408, not a held slot. */
function readBody(request: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<string> {
  const tooLarge = () => new HttpError(413, 'body_too_large', `The request is larger than ${maxBytes} bytes.`);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      clearTimeout(timer);
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const fail = (error: Error) => {
      stop();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) fail(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => fail(error);
    const onClose = () => {
      if (!request.complete) fail(new HttpError(400, 'bad_request', 'The request ended before its body.'));
    };
    const timer = setTimeout(
      () => fail(new HttpError(408, 'request_timeout', `The request did not arrive within ${seconds(timeoutMs)}.`)),
      timeoutMs,
    );
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

export async function readJson(
  request: IncomingMessage,
  maxBytes: number,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  // The media type exactly, parameters (charset) aside: `application/jsonx` or `application/json-seq` is not JSON.
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Send the request as application/json.');
  }
  const body = await readBody(request, maxBytes, timeoutMs);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'bad_request', 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
