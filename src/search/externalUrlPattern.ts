/**
 * Result URLs matching the configured pattern (SEARCH_EXTERNAL_URL_PATTERN) are loaded as a full page instead of
 * being routed inside the single-page app: files such as /llms.txt or Markdown twins are not React routes.
 */
export function isExternalResultUrl(url: string, pattern: string | null): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return true;
  if (!pattern) return false;
  try {
    return new RegExp(pattern).test(url);
  } catch {
    return false;
  }
}
