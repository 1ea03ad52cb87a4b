/** robots.txt for the site: everything may be crawled, and the sitemap is at the configured origin and base URL. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}${base}sitemap.xml`, ''].join('\n');
}
