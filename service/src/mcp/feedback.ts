import {randomUUID} from 'node:crypto';
import type {FeedbackReport, FeedbackSink} from './tools';

export interface FeedbackSinkOptions {
  /** Writes one line to the service log. */
  log: (line: string) => void;
  /** Warnings (the webhook failed): the report itself is already in the log. */
  warn: (line: string) => void;
  /** Counts one report of the calling client; false when it is over its limit, with the seconds to wait. */
  take: () => {allowed: true} | {allowed: false; retryAfterSeconds: number};
  /** ASK_AI_FEEDBACK_WEBHOOK_URL: reports are POSTed there as JSON; unset (the default), they are only logged. */
  webhookUrl?: string;
  webhookTimeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

/** Control characters (but tab and newline) are dropped: a report never carries terminal escapes into a log. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

/**
 * `submit_feedback` reports as a structured log line (`mcp_feedback {json}`), forwarded to a webhook when one is
 * configured. The report is data only: JSON in the log and in the webhook body, never HTML, so a report cannot inject
 * markup into whatever displays it. The tool's input schema caps each field's size; this rate-limits per client.
 */
export function feedbackSink(options: FeedbackSinkOptions): FeedbackSink {
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (report: FeedbackReport) => {
    const decision = options.take();
    if (!decision.allowed) return {accepted: false, retryAfterSeconds: decision.retryAfterSeconds};
    const id = randomUUID();
    const record = {
      id,
      receivedAt: (options.now?.() ?? new Date()).toISOString(),
      page: clean(report.page),
      problem: clean(report.problem),
      ...(report.expected ? {expected: clean(report.expected)} : {}),
    };
    options.log(`mcp_feedback ${JSON.stringify(record)}`);
    if (options.webhookUrl) {
      // Not awaited: the agent's answer does not wait for the webhook, and a failing webhook only logs a warning.
      void fetchImpl(options.webhookUrl, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({type: 'tessera-docs.feedback', ...record}),
        redirect: 'error',
        signal: AbortSignal.timeout(options.webhookTimeoutMs ?? 5000),
      })
        .then((response) => {
          if (!response.ok) options.warn(`mcp_feedback ${id}: the webhook answered ${response.status}`);
        })
        .catch((error: unknown) => {
          options.warn(`mcp_feedback ${id}: the webhook failed (${error instanceof Error ? error.message : 'error'})`);
        });
    }
    return {accepted: true, id};
  };
}
