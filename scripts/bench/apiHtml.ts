/**
 * The HTML of every API operation page, gzip (zlib's default level, as the bench's server and nginx send it): the
 * budget is per page (config/budgets.ts `apiHtmlMaxBytes`), and one representative page hid that half of them were
 * over it. Deterministic bytes of the build, no browser: `node --import tsx scripts/bench/apiHtml.ts [--dir=build]`
 * prints the same summary the bench reports.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {site} from '../../config/site';
import {budgets} from '../../config/budgets';
import {formatBytes} from './stats';

export interface ApiHtmlFigures {
  /** Operation pages weighed (the sitemap's /reference/api/ pages with a method and path line). */
  pages: number;
  /** gzip bytes of the heaviest page, and its path. */
  maxBytes: number;
  maxPath: string;
  medianBytes: number;
  /** Pages over `apiHtmlMaxBytes`. */
  overBudget: number;
  /** The five heaviest, heaviest first. */
  heaviest: {path: string; bytes: number}[];
}

/** The class of the method and path line, which only operation pages have. */
const OPERATION_MARK = 'openapi__method-endpoint';

export function measureApiHtml(buildDir: string, limit: number = budgets.apiHtmlMaxBytes): ApiHtmlFigures {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const prefix = `${site.baseUrl}reference/api/`;
  const sizes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((pathname) => pathname.startsWith(prefix))
    .flatMap((pathname) => {
      const file = path.join(buildDir, pathname.slice(site.baseUrl.length), 'index.html');
      const html = readFileSync(file);
      return html.includes(OPERATION_MARK) ? [{path: pathname, bytes: gzipSync(html).length}] : [];
    })
    .sort((a, b) => b.bytes - a.bytes);
  if (sizes.length === 0) throw new Error(`No API operation page in ${buildDir}'s sitemap.`);
  return {
    pages: sizes.length,
    maxBytes: sizes[0].bytes,
    maxPath: sizes[0].path,
    medianBytes: sizes[Math.floor(sizes.length / 2)].bytes,
    overBudget: sizes.filter(({bytes}) => bytes > limit).length,
    heaviest: sizes.slice(0, 5),
  };
}

export function describeApiHtml(figures: ApiHtmlFigures, limit: number = budgets.apiHtmlMaxBytes): string {
  return (
    `API operation HTML (gzip) over ${figures.pages} pages: max ${formatBytes(figures.maxBytes)} ` +
    `(${figures.maxPath}), median ${formatBytes(figures.medianBytes)}, ${figures.overBudget} over ${formatBytes(limit)}`
  );
}

if (require.main === module) {
  const dirArg = process.argv.find((arg) => arg.startsWith('--dir='))?.slice('--dir='.length);
  const figures = measureApiHtml(path.resolve(dirArg ?? path.join(__dirname, '../../build')));
  console.log(describeApiHtml(figures));
  for (const {path: pagePath, bytes} of figures.heaviest) console.log(`  ${formatBytes(bytes)}  ${pagePath}`);
}
