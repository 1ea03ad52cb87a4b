/**
 * Bench of MCP `search_docs` as an agent meets it: the service (service/src/server.ts, configured as `npm run service`
 * configures it, with no model) on loopback over a built site, called with the official SDK client over Streamable
 * HTTP for every query of the relevance sets (searchQueries.ts). Prints the latency of each call over HTTP, p50/p95,
 * and recall@1/@5 and MRR@10 of the results, scored exactly as `npm run bench:search` scores the site's search.
 *
 * From scripts/bench.ts: `await benchMcpSearch({buildDir})`. Alone: `node --import tsx scripts/bench/mcp.ts
 * [--build=DIR]` (DIR defaults to build/).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {indexFromFile} from '../../service/src/answer';
import {configWith} from '../../service/src/config';
import {MCP_PATH} from '../../service/src/mcp/http';
import {createAskAiServer} from '../../service/src/server';
import {score, type RelevanceScores} from './relevanceMetrics';
import {KEYWORD_QUERIES, QUESTION_QUERIES, type RelevanceQuery} from './searchQueries';
import {percentile} from './stats';

export interface McpSearchFigures {
  /** Distinct queries (keywords and questions), each called `rounds` times. */
  queries: number;
  rounds: number;
  /** Timed calls: queries × rounds. */
  samples: number;
  /** Time of one `tools/call` of `search_docs`, from the client's request to its parsed result. */
  p50Ms: number;
  p95Ms: number;
  /** Relevance of the first round's results; `misses` name the queries whose answer is not in the top five. */
  keywords: RelevanceScores;
  questions: RelevanceScores;
}

/** Results asked of each call: MRR@10 looks at ten pages. */
const RESULTS_PER_QUERY = 10;

/** Calls before timing starts: the first ones load the site's library and the section index, and warm the JIT. */
const WARM_UP_CALLS = 10;

/**
 * The site path of a `search_docs` result, as the query sets name pages: the site's own base path and the `#anchor`
 * of the best section removed ("https://docs.example/docs/evaluation/overview#x" → "/evaluation/overview").
 */
export function sitePathOf(resultUrl: string, siteUrl: string): string {
  const basePath = new URL(`${siteUrl.replace(/\/+$/, '')}/`).pathname.replace(/\/$/, '');
  const {pathname} = new URL(resultUrl);
  const relative = basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
  return relative.length > 1 ? relative.replace(/\/$/, '') : '/';
}

interface SearchDocsResult {
  results?: {url: string}[];
}

async function siteUrlOf(buildDir: string): Promise<string> {
  const file = path.join(buildDir, 'agents', 'library.json');
  const library = JSON.parse(await readFile(file, 'utf8')) as {siteUrl?: unknown};
  if (typeof library.siteUrl !== 'string') throw new Error(`${file} names no siteUrl: rebuild the site.`);
  return library.siteUrl;
}

export async function benchMcpSearch(options: {buildDir: string; rounds?: number}): Promise<McpSearchFigures> {
  const buildDir = path.resolve(options.buildDir);
  const rounds = Math.max(1, options.rounds ?? 2);
  const siteUrl = await siteUrlOf(buildDir);
  const corpusPath = path.join(buildDir, 'ask-ai', 'corpus.json');
  const service = createAskAiServer({
    // As `npm run service` runs it, without a model (MCP needs none); the rate limit is lifted so that one client
    // may make every call of the bench.
    config: configWith({
      host: '127.0.0.1',
      port: 0,
      siteDir: buildDir,
      corpusPath,
      upstreamUrl: undefined,
      model: undefined,
      mcpRateLimit: 100_000,
    }),
    index: indexFromFile(corpusPath),
    log: {info: () => undefined, warn: (message) => console.warn(`[bench] service: ${message}`)},
  });
  const client = new Client({name: 'tessera-docs-bench', version: '1.0.0'});
  try {
    const serviceUrl = await service.listen();
    await client.connect(new StreamableHTTPClientTransport(new URL(`${serviceUrl}${MCP_PATH}`)));
    const searchDocs = async (query: string): Promise<string[]> => {
      const result = await client.callTool({name: 'search_docs', arguments: {query, limit: RESULTS_PER_QUERY}});
      if (result.isError) throw new Error(`search_docs failed for "${query}": ${JSON.stringify(result.content)}`);
      const hits = (result.structuredContent as SearchDocsResult | undefined)?.results ?? [];
      return hits.map((hit) => sitePathOf(hit.url, siteUrl));
    };

    const queries: readonly RelevanceQuery[] = [...KEYWORD_QUERIES, ...QUESTION_QUERIES];
    for (let call = 0; call < WARM_UP_CALLS; call += 1) await searchDocs(queries[call % queries.length].query);

    const ranked = new Map<string, string[]>();
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const {query} of queries) {
        const started = performance.now();
        const pages = await searchDocs(query);
        times.push(performance.now() - started);
        if (round === 0) ranked.set(query, pages);
      }
    }
    const rankOf = (query: string) => ranked.get(query) ?? [];
    return {
      queries: queries.length,
      rounds,
      samples: times.length,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      keywords: score(KEYWORD_QUERIES, rankOf),
      questions: score(QUESTION_QUERIES, rankOf),
    };
  } finally {
    await client.close().catch(() => undefined);
    await service.close();
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** One line per query set, as the bench prints them. */
export function describeMcpSearch(figures: McpSearchFigures): string[] {
  const relevance = (name: string, scores: RelevanceScores) =>
    `  ${name} (${scores.queries}): recall@1 ${percent(scores.recallAt1)}, recall@5 ${percent(scores.recallAt5)}, ` +
    `MRR@10 ${scores.mrrAt10.toFixed(3)}`;
  return [
    `MCP search_docs over HTTP: p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms ` +
      `(${figures.samples} calls: ${figures.queries} queries × ${figures.rounds})`,
    relevance('keywords', figures.keywords),
    relevance('questions', figures.questions),
  ];
}

// Run directly, not imported by scripts/bench.ts: print the figures and the queries missed.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const buildArg = process.argv.slice(2).find((arg) => arg.startsWith('--build='));
  benchMcpSearch({buildDir: buildArg?.slice('--build='.length) ?? 'build'})
    .then((figures) => {
      for (const line of describeMcpSearch(figures)) console.log(line);
      const misses = [...figures.keywords.misses, ...figures.questions.misses];
      if (misses.length > 0) console.log('\nNot in the top 5:');
      for (const miss of misses) console.log(`  ${miss.query}  →  ${miss.top.join(', ') || '(nothing)'}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
