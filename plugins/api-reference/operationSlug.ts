/**
 * The URL of an operation page: its summary in kebab case ("Create API Key" → `create-api-key`), under
 * `/reference/api/`. The OpenAPI plugin names a page by the kebab case of its operationId, which for FastAPI handlers
 * carries the whole path and the HTTP method (`close_evaluation_preview_simple_evaluations__evaluation_id__close_post`);
 * `npm run gen:api` hands the plugin this slug as the operationId of its copy of the description instead.
 *
 * Words split as the plugin's kebab case splits them (letters apart from digits, capitals start a word), so that the
 * plugin keeps the slug unchanged: `kebabCase(operationSlug(summary)) === operationSlug(summary)`.
 */
const WORD = /[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g;

/** Longest slug readers get: a longer one is a summary to shorten in `docs/reference/openapi.yaml`. */
export const MAX_SLUG_LENGTH = 60;

export function operationSlug(summary: string): string {
  return (summary.match(WORD) ?? []).join('-').toLowerCase();
}

/**
 * The slug the OpenAPI plugin gave an operation's page before slugs came from summaries: the kebab case of its
 * operationId. Each of these that differs from today's slug is redirected (config/apiRedirects.ts).
 */
export function legacyOperationSlug(operationId: string): string {
  return operationSlug(operationId.replace(/_+/g, ' '));
}
