const stripSlash = (p) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * Returns a function telling whether a concrete request path (e.g. /apps/123/variants) matches one of the path
 * templates of the OpenAPI description (its model's operations: plugins/api-reference/model.ts).
 */
export function apiPathMatcher(pathTemplates) {
  const templates = [...new Set(pathTemplates)].map((template) => {
    const pattern = stripSlash(template)
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${pattern}$`);
  });
  return (requestPath) => {
    const normalised = stripSlash(requestPath.split(/[?#]/)[0]);
    return templates.some((regex) => regex.test(normalised));
  };
}

/** API paths called by curl commands in a shell snippet: the part after `/api` of each URL on a curl line. */
export function findCurlApiPaths(code) {
  if (!/\bcurl\b/.test(code)) return [];
  const paths = [];
  // Join continued lines so that a URL on the line after `curl \` is still seen as part of the command.
  const commands = code
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .filter((line) => /\bcurl\b/.test(line));
  for (const command of commands) {
    const urlPattern = /(?:https?:\/\/[^\s"'/]+|\$\{?[A-Z_]+\}?)\/api(\/[^\s"'\\]*)/g;
    for (const match of command.matchAll(urlPattern)) paths.push(match[1]);
  }
  return paths;
}
